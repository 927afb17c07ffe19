import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * The owners' access log (server/staff/access-log-repository.ts): who viewed, exported, changed or
 * deleted which patient's data. Its rows about a lead are the lead audit's (`lead_audit`, migration
 * 010), written where the lead is read or changed; this adds:
 *
 * - `access_log_reads`: the log's own views and downloads, which are about no lead;
 * - an index to filter both by the staff member, newest first;
 * - triggers that refuse UPDATE and DELETE on both tables in the database itself, so not even a
 *   mistaken query, a script or a future feature edits the record. Nothing purges them: a lead
 *   deleted by staff or by the retention period keeps its rows, which hold ids and the staff
 *   member's id and e-mail, never a patient's name or details.
 */
const LOGS = ['lead_audit', 'access_log_reads'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  await db.schema
    .createTable('access_log_reads')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('detail', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', dialect.bigintType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_log_reads_created').on('access_log_reads').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('access_log_reads_staff').on('access_log_reads').columns(['staff_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('lead_audit_staff').on('lead_audit').columns(['staff_id', 'created_at', 'id']).execute();

  if (dialect.name === 'postgres') {
    await sql`create or replace function refuse_log_change() returns trigger language plpgsql as $$
      begin
        raise exception '% cannot be changed or deleted: it is the access log', tg_table_name using errcode = 'insufficient_privilege';
      end $$`.execute(db);
    for (const table of LOGS) {
      await sql`create trigger ${sql.id(`${table}_unchangeable`)} before update or delete on ${sql.id(table)} for each row execute function refuse_log_change()`.execute(db);
      await sql`create trigger ${sql.id(`${table}_untruncatable`)} before truncate on ${sql.id(table)} for each statement execute function refuse_log_change()`.execute(db);
    }
  } else {
    for (const table of LOGS) {
      await sql`create trigger ${sql.id(`${table}_no_update`)} before update on ${sql.id(table)} begin select raise(abort, ${sql.lit(`${table} cannot be changed: it is the access log`)}); end`.execute(db);
      await sql`create trigger ${sql.id(`${table}_no_delete`)} before delete on ${sql.id(table)} begin select raise(abort, ${sql.lit(`${table} cannot be deleted: it is the access log`)}); end`.execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // the tests step migrations back without the dialect: Kysely's adapter says which one this is
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of LOGS) {
      await sql`drop trigger if exists ${sql.id(`${table}_unchangeable`)} on ${sql.id(table)}`.execute(db);
      await sql`drop trigger if exists ${sql.id(`${table}_untruncatable`)} on ${sql.id(table)}`.execute(db);
    }
    await sql`drop function if exists refuse_log_change()`.execute(db);
  } else {
    for (const table of LOGS) {
      await sql`drop trigger if exists ${sql.id(`${table}_no_update`)}`.execute(db);
      await sql`drop trigger if exists ${sql.id(`${table}_no_delete`)}`.execute(db);
    }
  }
  await db.schema.dropIndex('lead_audit_staff').ifExists().execute();
  await db.schema.dropTable('access_log_reads').ifExists().execute();
}
