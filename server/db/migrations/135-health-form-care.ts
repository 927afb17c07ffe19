import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * The health form, staff side (server/health-forms/):
 *
 * - `health_form_reminders`: one row per appointment whose 48-hour reminder was decided (its
 *   primary key is what makes the mail once, whichever process queues it); it goes with its
 *   appointment (a deleted lead's appointments take theirs);
 * - triggers that make `health_form_versions` insert-only in the database itself: no DELETE, no
 *   TRUNCATE, and no UPDATE but of `sealed` alone, which `npm run rotate-field-key` re-encrypts
 *   under a new key (every other column, what she signed and when, must stay as it was). Deleting
 *   a lead leaves them (no foreign key, migration 120); a purge after the medical records' retention
 *   period will need a guarded path of its own (dropping the trigger in its transaction, say).
 */
/** what she signed and when: every column but `sealed` (migration 140 rebuilds the same refusal) */
export const CLEAR_COLUMNS = ['id', 'appointment_id', 'user_id', 'version', 'flagged', 'consent_version', 'photo_consent', 'language', 'signed_at', 'signature_hash'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  await db.schema
    .createTable('health_form_reminders')
    .addColumn('appointment_id', 'integer', (c) => c.primaryKey().references('appointments.id').onDelete('cascade'))
    .addColumn('created_at', dialect.bigintType, (c) => c.notNull())
    .execute();

  const changed = sql.join(
    CLEAR_COLUMNS.map((c) => (dialect.name === 'postgres' ? sql`new.${sql.id(c)} is distinct from old.${sql.id(c)}` : sql`new.${sql.id(c)} is not old.${sql.id(c)}`)),
    sql` or `,
  );
  if (dialect.name === 'postgres') {
    await sql`create or replace function refuse_health_form_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and not (${changed}) then
          return new;
        end if;
        raise exception 'health_form_versions cannot be changed or deleted: a signed health form is kept as it was signed' using errcode = 'insufficient_privilege';
      end $$`.execute(db);
    await sql`create trigger health_form_versions_unchangeable before update or delete on health_form_versions for each row execute function refuse_health_form_change()`.execute(db);
    await sql`create trigger health_form_versions_untruncatable before truncate on health_form_versions for each statement execute function refuse_health_form_change()`.execute(db);
  } else {
    await sql`create trigger health_form_versions_no_update before update on health_form_versions when ${changed} begin select raise(abort, 'health_form_versions cannot be changed: a signed health form is kept as it was signed'); end`.execute(db);
    await sql`create trigger health_form_versions_no_delete before delete on health_form_versions begin select raise(abort, 'health_form_versions cannot be deleted: a signed health form is kept as it was signed'); end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // the tests step migrations back without the dialect: Kysely's adapter says which one this is
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists health_form_versions_unchangeable on health_form_versions`.execute(db);
    await sql`drop trigger if exists health_form_versions_untruncatable on health_form_versions`.execute(db);
    await sql`drop function if exists refuse_health_form_change()`.execute(db);
  } else {
    await sql`drop trigger if exists health_form_versions_no_update`.execute(db);
    await sql`drop trigger if exists health_form_versions_no_delete`.execute(db);
  }
  await db.schema.dropTable('health_form_reminders').ifExists().execute();
}
