import type { Selectable } from 'kysely';
import type { StaffUsersTable } from '../db/staff-tables';
import type { StaffDb } from '../db/schema';
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
