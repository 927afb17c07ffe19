import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Aftercare and the follow-up (server/appointments/aftercare.ts, follow-up.ts; server/marketing-mail/):
 * the areas treated at an attended appointment and when its follow-up invitation is due; one row
 * per care mail an appointment had (its primary key is what makes each mail once, whichever process
 * queues it); the extra headers a queued mail carries (List-Unsubscribe, emptied once sent); and
 * the marketing-mail unsubscribe: its links' tokens (only their SHA-256) and who unsubscribed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  const big = dialect.bigintType;
  await db.schema.alterTable('appointments').addColumn('treated_areas', 'varchar(200)').execute();
  await db.schema.alterTable('appointments').addColumn('follow_up_at', big).execute();
  await db.schema.createIndex('appointments_follow_up_at').on('appointments').column('follow_up_at').execute();
  await db.schema
    .createTable('appointment_care_mails')
    .addColumn('appointment_id', 'integer', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('appointment_care_mails_pk', ['appointment_id', 'kind'])
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
  await db.schema
    .createTable('marketing_mail_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('marketing_mail_tokens_email').on('marketing_mail_tokens').column('email').execute();
  await db.schema
    .createTable('marketing_opt_outs')
    .addColumn('email', 'varchar(254)', (c) => c.primaryKey())
    .addColumn('unsubscribed_at', big, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('marketing_opt_outs').ifExists().execute();
  await db.schema.dropIndex('marketing_mail_tokens_email').ifExists().execute();
  await db.schema.dropTable('marketing_mail_tokens').ifExists().execute();
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.dropTable('appointment_care_mails').ifExists().execute();
  await db.schema.dropIndex('appointments_follow_up_at').ifExists().execute();
  await db.schema.alterTable('appointments').dropColumn('follow_up_at').execute();
  await db.schema.alterTable('appointments').dropColumn('treated_areas').execute();
}
