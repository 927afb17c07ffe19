import type { Kysely } from 'kysely';

/**
 * Staff roles (server/staff/staff-roles.ts, docs/decisions/0027-staff-roles.md): every account has a
 * role, and the accounts made before roles existed become 'owner', so nobody loses what they could
 * do. A practitioner's account names her resource in the calendar (appointment_resources.id), which
 * decides whose patients she sees. Neither column carries a constraint: SQLite cannot drop a column
 * that one names, and the server writes only the roles and resources it knows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_users').addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('owner')).execute();
  await db.schema.alterTable('staff_users').addColumn('practitioner_id', 'varchar(40)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_users').dropColumn('practitioner_id').execute();
  await db.schema.alterTable('staff_users').dropColumn('role').execute();
}
