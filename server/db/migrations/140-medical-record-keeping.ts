import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Her medical record outlives her account (server/account-data/, server/health-forms/medical-record-retention.ts,
 * docs/decisions/0031-medical-record-retention.md): when she closes her account, one row per closed
 * account that signed a health form, keyed by the account's id (never given to another account on
 * either database: AUTOINCREMENT and identity columns do not reuse ids), saying when it closed and
 * when she last signed (the retention counts from then, by the configured years at purge time). No name, address or answer in it: those stay sealed in
 * `health_form_versions`. Also the index the keeping and the purge find her versions by.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  const big = dialect.bigintType;
  await db.schema
    .createTable('medical_record_holders')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('closed_at', big, (c) => c.notNull())
    .addColumn('last_signed_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('medical_record_holders_last_signed_at').on('medical_record_holders').column('last_signed_at').execute();
  await db.schema.createIndex('health_form_versions_user_id').on('health_form_versions').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('health_form_versions_user_id').ifExists().execute();
  await db.schema.dropTable('medical_record_holders').ifExists().execute();
}
