import type { Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * The staff's second factor (server/staff/staff-second-factor.ts, decision 0028): one TOTP secret
 * per account, sealed with the field key (about 100 characters; room for a longer key id), unconfirmed until she types a code from it, with the last time-step used (the
 * replay guard, compared and written by one conditional UPDATE); her ten single-use recovery codes,
 * kept as SHA-256; and on each session when its second step was passed (null: not yet), so a session
 * that has only seen the password opens nothing but the code step or the enrolment.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  await db.schema
    .createTable('staff_second_factors')
    .addColumn('staff_id', 'integer', (c) => c.primaryKey())
    .addColumn('totp_secret', 'varchar(200)', (c) => c.notNull())
    .addColumn('confirmed_at', dialect.bigintType)
    .addColumn('last_step', dialect.bigintType)
    .addColumn('created_at', dialect.bigintType, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', dialect.bigintType)
    .addColumn('created_at', dialect.bigintType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_recovery_codes_staff').on('staff_recovery_codes').columns(['staff_id', 'code_hash']).execute();
  await db.schema.alterTable('staff_sessions').addColumn('second_factor_at', dialect.bigintType).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_sessions').dropColumn('second_factor_at').execute();
  await db.schema.dropTable('staff_recovery_codes').ifExists().execute();
  await db.schema.dropTable('staff_second_factors').ifExists().execute();
}
