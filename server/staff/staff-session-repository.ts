import type { Selectable } from 'kysely';
import type { StaffSessionsTable } from '../db/staff-tables';
import type { StaffDb } from '../db/schema';
import { isStaffRole, type StaffRole } from './staff-roles';

export type StaffSessionRow = Selectable<StaffSessionsTable>;

/** A live session and who it belongs to. */
export interface LiveStaffSession extends StaffSessionRow {
  email: string;
  /** what the account may do (staff-roles.ts), read afresh with every call */
  role: StaffRole;
  practitioner_id: string | null;
  /** the account has a confirmed second factor, an app or a passkey (staff-second-factor.ts decides the session's step from it) */
  has_second_factor: boolean;
}

export async function insertStaffSession(db: StaffDb, session: StaffSessionRow): Promise<void> {
  await db.insertInto('staff_sessions').values(session).execute();
}

/**
 * The session if neither expiry has passed and its staff member is still enabled: disabling an
 * account refuses its next call even if a session row were left behind.
 */
export async function findLiveStaffSession(db: StaffDb, id: string, now = Date.now()): Promise<LiveStaffSession | undefined> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
    .leftJoin('staff_second_factors', (join) => join.onRef('staff_second_factors.staff_id', '=', 'staff_sessions.staff_id').on('staff_second_factors.confirmed_at', 'is not', null))
    .selectAll('staff_sessions')
    .select(['staff_users.email', 'staff_users.role', 'staff_users.practitioner_id', 'staff_second_factors.staff_id as factor_of'])
    .select((eb) => eb.exists(eb.selectFrom('staff_passkeys').select('staff_passkeys.id').whereRef('staff_passkeys.staff_id', '=', 'staff_sessions.staff_id')).as('has_passkey'))
    .where('staff_sessions.id', '=', id)
    .where('staff_sessions.idle_expires_at', '>', now)
    .where('staff_sessions.absolute_expires_at', '>', now)
    .where('staff_users.disabled_at', 'is', null)
    .executeTakeFirst();
  // a role this version does not know (written by hand, or by a later version) is never guessed at:
  // the account is refused like one signed out
  if (!row || !isStaffRole(row.role)) return undefined;
  const { factor_of, has_passkey, ...session } = row;
  // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean
  return { ...session, role: row.role, has_second_factor: factor_of != null || Boolean(Number(has_passkey)) };
}

export async function touchStaffSession(db: StaffDb, id: string, now: number, idleExpiresAt: number): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now, idle_expires_at: idleExpiresAt }).where('id', '=', id).execute();
}

export async function deleteStaffSession(db: StaffDb, id: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
}

/** Ends every session of a staff member, except the one given. */
export async function deleteSessionsOfStaff(db: StaffDb, staffId: number, exceptId?: string): Promise<number> {
  let query = db.deleteFrom('staff_sessions').where('staff_id', '=', staffId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function purgeExpiredStaffSessions(db: StaffDb, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('idle_expires_at', '<=', now), eb('absolute_expires_at', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
