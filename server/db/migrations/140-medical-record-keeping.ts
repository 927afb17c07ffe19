import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';
import { CLEAR_COLUMNS } from './135-health-form-care';

/**
 * Her medical record outlives her account (server/account-data/, server/health-forms/medical-record-retention.ts,
 * docs/decisions/0031-medical-record-retention.md): when she closes her account, one row per closed
 * account that signed a health form, keyed by the account's id (never given to another account on
 * either database: AUTOINCREMENT and identity columns do not reuse ids), saying when it closed and
 * when she last signed (the retention counts from then, by the configured years at purge time). No name, address or answer in it: those stay sealed in
 * `health_form_versions`. Also the index the keeping and the purge find her versions by.
 *
 * Migration 135 made the database refuse every DELETE of a signed version; the retention purge
 * (server/health-forms/medical-record-retention.ts) must delete a closed account's versions once
 * their time is up, so the refusal now lets through exactly the rows whose account is held here:
 * an open account's forms, and any lead's, still cannot be deleted by any code path. (The database
 * does not judge the years: the purge runs on the app's clock, which the tests set.)
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
  if (dialect.name === 'postgres') await refusePostgres(db, true);
  else await refuseSqliteDelete(db, true);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function refusePostgres(db: Kysely<any>, heldMayGo: boolean): Promise<void> {
  // the same function the triggers of migration 135 call, with one way through for a held record
  const held = heldMayGo
    ? sql`if tg_op = 'DELETE' then
          if exists (select 1 from medical_record_holders h where h.user_id = old.user_id) then
            return old;
          end if;
        end if;`
    : sql``;
  const changed = sql.join(CLEAR_COLUMNS.map((c) => sql`new.${sql.id(c)} is distinct from old.${sql.id(c)}`), sql` or `);
  await sql`create or replace function refuse_health_form_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and not (${changed}) then
          return new;
        end if;
        ${held}
        raise exception 'health_form_versions cannot be changed or deleted: a signed health form is kept as it was signed' using errcode = 'insufficient_privilege';
      end $$`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function refuseSqliteDelete(db: Kysely<any>, heldMayGo: boolean): Promise<void> {
  await sql`drop trigger if exists health_form_versions_no_delete`.execute(db);
  const when = heldMayGo ? sql`when not exists (select 1 from medical_record_holders h where h.user_id = old.user_id)` : sql``;
  await sql`create trigger health_form_versions_no_delete before delete on health_form_versions ${when} begin select raise(abort, 'health_form_versions cannot be deleted: a signed health form is kept as it was signed'); end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // the tests step migrations back without the dialect: Kysely's adapter says which one this is
  if (db.getExecutor().adapter instanceof PostgresAdapter) await refusePostgres(db, false);
  else await refuseSqliteDelete(db, false);
  await db.schema.dropIndex('health_form_versions_user_id').ifExists().execute();
  await db.schema.dropTable('medical_record_holders').ifExists().execute();
}
