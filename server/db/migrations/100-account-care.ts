import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * The patient's account holds her care (server/accounts/, server/appointments/): when she confirmed
 * her e-mail, the single-use links that confirm it (only their SHA-256, and the address each was sent
 * to, so a link mailed before an e-mail change cannot vouch for the new one), and the account a
 * consultation request and its appointment were made from, when she was signed in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  const big = dialect.bigintType;
  await db.schema.alterTable('users').addColumn('email_verified_at', big).execute();
  await db.schema
    .createTable('email_verifications')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used_at', big)
    .execute();
  await db.schema.createIndex('email_verifications_user_id').on('email_verifications').column('user_id').execute();
  await db.schema.createIndex('email_verifications_expires_at').on('email_verifications').column('expires_at').execute();
  // no foreign key: a deleted account leaves the clinic's records of her care as they were
  await db.schema.alterTable('consultation_requests').addColumn('user_id', 'integer').execute();
  await db.schema.createIndex('consultation_requests_user_id').on('consultation_requests').column('user_id').execute();
  await db.schema.alterTable('appointments').addColumn('user_id', 'integer').execute();
  await db.schema.createIndex('appointments_user_id').on('appointments').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('appointments_user_id').ifExists().execute();
  await db.schema.alterTable('appointments').dropColumn('user_id').execute();
  await db.schema.dropIndex('consultation_requests_user_id').ifExists().execute();
  await db.schema.alterTable('consultation_requests').dropColumn('user_id').execute();
  await db.schema.dropTable('email_verifications').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
