import type { ExpressionBuilder, Selectable } from 'kysely';
import type { StaffUsersTable } from '../db/staff-tables';
import type { Database, StaffDb } from '../db/schema';
import type { StaffRole } from './staff-roles';

export type StaffUserRow = Selectable<StaffUsersTable>;

/** An account's role and, for a practitioner, her resource in the calendar. */
export interface StaffAccess {
  role: StaffRole;
  practitioner_id: string | null;
}

export async function findStaffByEmail(db: StaffDb, email: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertStaff(db: StaffDb, email: string, access: StaffAccess, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('staff_users')
    .values({ email, password_hash: null, disabled_at: null, last_login_at: null, created_at: now, updated_at: now, ...access })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listStaff(db: StaffDb): Promise<StaffUserRow[]> {
  return db.selectFrom('staff_users').selectAll().orderBy('email').execute();
}

export async function updateStaff(
  db: StaffDb,
  id: number,
  changes: Partial<Pick<StaffUserRow, 'password_hash' | 'disabled_at' | 'last_login_at' | 'practitioner_id'>> & { role?: StaffRole },
  now = Date.now(),
): Promise<void> {
  await db.updateTable('staff_users').set({ ...changes, updated_at: now }).where('id', '=', id).execute();
}

/**
 * The account is an owner who can sign in (not disabled, password set), or another such owner
 * exists: what every change that could take the clinic's last owner away must find true. Written
 * into the change's own statement (the count is read by the UPDATE itself), so no read in code can
 * go stale between the check and the write; on PostgreSQL the caller first takes the owners' lock
 * (lockOwners), so two such changes at once run one after the other and the second sees the first.
 */
function keepsAnOwner(id: number) {
  return (eb: ExpressionBuilder<Database, 'staff_users'>) =>
    eb.or([
      eb('role', '!=', 'owner'),
      eb('disabled_at', 'is not', null),
      eb('password_hash', 'is', null),
      eb(
        eb
          .selectFrom('staff_users as other')
          .select((o) => o.fn.countAll<number>().as('n'))
          .where('other.role', '=', 'owner')
          .where('other.disabled_at', 'is', null)
          .where('other.password_hash', 'is not', null)
          .where('other.id', '!=', id),
        '>',
        0,
      ),
    ]);
}

/** The key of the lock every change that could remove an owner takes first (DialectAdapter.lockKeys). */
export const OWNERS_LOCK = 'staff-owners';

/** Changes the role unless that would leave no owner who can sign in; false when it would (or there is no such account). */
export async function updateRoleKeepingAnOwner(db: StaffDb, id: number, access: StaffAccess, now = Date.now()): Promise<boolean> {
  let query = db.updateTable('staff_users').set({ ...access, updated_at: now }).where('id', '=', id);
  if (access.role !== 'owner') query = query.where(keepsAnOwner(id));
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Disables an enabled account unless it is the last owner who can sign in; false when refused, already disabled or missing. */
export async function disableKeepingAnOwner(db: StaffDb, id: number, now = Date.now()): Promise<boolean> {
  const result = await db.updateTable('staff_users').set({ disabled_at: now, updated_at: now }).where('id', '=', id).where('disabled_at', 'is', null).where(keepsAnOwner(id)).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findStaffById(db: StaffDb, id: number): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}
