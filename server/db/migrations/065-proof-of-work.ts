import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Spent proofs of work (server/proof-of-work/): one row per challenge a booking used, so a proof
 * is good once, kept until the challenge expires. And the indexes the one-live-appointment-a-type
 * rule reads by (server/appointments/person-limit.ts): a person's appointments by e-mail and phone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  await db.schema
    .createTable('proof_of_work_uses')
    .addColumn('signature', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', dialect.bigintType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('proof_of_work_uses_expiry').on('proof_of_work_uses').column('expires_at').execute();
  await db.schema.createIndex('appointments_person_email').on('appointments').columns(['email', 'type_id']).execute();
  await db.schema.createIndex('appointments_person_phone').on('appointments').columns(['phone', 'type_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('appointments_person_phone').ifExists().execute();
  await db.schema.dropIndex('appointments_person_email').ifExists().execute();
  await db.schema.dropTable('proof_of_work_uses').ifExists().execute();
}
