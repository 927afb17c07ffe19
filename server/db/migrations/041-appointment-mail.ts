import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * What appointment mail needs (server/appointments/): a calendar invitation beside a mail's text
 * (emptied once sent, like the text), each appointment's invitation UID and SEQUENCE, the start a
 * reminder was sent for, and the self-service links' tokens (their SHA-256 only).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('calendar', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('calendar_method', 'varchar(10)').execute();
  await db.schema.alterTable('appointments').addColumn('uid', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('appointments').addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('appointments').addColumn('reminded_for_start', dialect.bigintType).execute();
  await db.schema
    .createTable('appointment_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('appointment_id', 'integer', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('expires_at', dialect.bigintType, (c) => c.notNull())
    .addColumn('used_at', dialect.bigintType)
    .addColumn('created_at', dialect.bigintType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('appointment_tokens_appointment').on('appointment_tokens').column('appointment_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('appointment_tokens').ifExists().execute();
  for (const column of ['reminded_for_start', 'sequence', 'uid']) await db.schema.alterTable('appointments').dropColumn(column).execute();
  for (const column of ['calendar_method', 'calendar']) await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
}
