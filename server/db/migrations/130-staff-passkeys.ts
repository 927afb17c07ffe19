import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Passkeys as the staff's second factor (server/staff/staff-passkeys.ts, decision 0030), and the
 * staff audit made insert-only:
 *
 * - `staff_passkeys`: each staff member's WebAuthn credentials: the credential id (base64url, unique
 *   across every account: the database refuses the same authenticator key twice), its COSE public
 *   key (base64url), the signature counter, the transports the browser reported, and when it was
 *   added and last used. Removing a passkey deletes its row, so it can no longer sign in.
 * - `staff_passkey_challenges`: the challenge each ceremony was given, one per session and purpose
 *   (a new one replaces it), deleted by the one request that uses it (single-use) and refused after
 *   `expires_at` (short-lived). Kept in the database, not in memory, so they hold across restarts
 *   and several server processes.
 * - triggers that refuse UPDATE and DELETE on `staff_audit` (migration 105) in the database itself,
 *   as migration 115 does for `lead_audit`: who invited, changed, disabled or reset whom is never
 *   edited, not even by a mistaken query.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectAdapter): Promise<void> {
  await db.schema
    .createTable('staff_passkeys')
    .addColumn('id', dialect.idColumn.type, dialect.idColumn.build)
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
    .addColumn('public_key', 'varchar(2000)', (c) => c.notNull())
    .addColumn('counter', dialect.bigintType, (c) => c.notNull())
    .addColumn('transports', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', dialect.bigintType, (c) => c.notNull())
    .addColumn('last_used_at', dialect.bigintType)
    .execute();
  await db.schema.createIndex('staff_passkeys_staff').on('staff_passkeys').columns(['staff_id', 'id']).execute();
  await db.schema
    .createTable('staff_passkey_challenges')
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('challenge', 'varchar(200)', (c) => c.notNull())
    .addColumn('expires_at', dialect.bigintType, (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_passkey_challenges_pk', ['session_id', 'purpose'])
    .execute();

  if (dialect.name === 'postgres') {
    await sql`create or replace function refuse_staff_audit_change() returns trigger language plpgsql as $$
      begin
        raise exception 'staff_audit cannot be changed or deleted: it is the record of staff management' using errcode = 'insufficient_privilege';
      end $$`.execute(db);
    await sql`create trigger staff_audit_unchangeable before update or delete on staff_audit for each row execute function refuse_staff_audit_change()`.execute(db);
    await sql`create trigger staff_audit_untruncatable before truncate on staff_audit for each statement execute function refuse_staff_audit_change()`.execute(db);
  } else {
    await sql`create trigger staff_audit_no_update before update on staff_audit begin select raise(abort, 'staff_audit cannot be changed: it is the record of staff management'); end`.execute(db);
    await sql`create trigger staff_audit_no_delete before delete on staff_audit begin select raise(abort, 'staff_audit cannot be deleted: it is the record of staff management'); end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // the tests step migrations back without the dialect: Kysely's adapter says which one this is
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists staff_audit_unchangeable on staff_audit`.execute(db);
    await sql`drop trigger if exists staff_audit_untruncatable on staff_audit`.execute(db);
    await sql`drop function if exists refuse_staff_audit_change()`.execute(db);
  } else {
    await sql`drop trigger if exists staff_audit_no_update`.execute(db);
    await sql`drop trigger if exists staff_audit_no_delete`.execute(db);
  }
  await db.schema.dropTable('staff_passkey_challenges').ifExists().execute();
  await db.schema.dropTable('staff_passkeys').ifExists().execute();
}
