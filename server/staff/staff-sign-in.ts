import { hashPassword, needsRehash, spendEquivalentWork, verifyPassword } from '../auth/password-hashing';
import { findStaffByEmail, updateStaff, type StaffUserRow } from './staff-user-repository';
import type { StaffDb } from '../db/schema';

export type StaffCredentialCheck = { ok: true; staff: StaffUserRow } | { ok: false; reason: 'wrong' | 'disabled' };

/**
 * Checks a staff member's e-mail and password. An unknown e-mail, or an account whose password was
 * never set, costs the same scrypt work as a wrong password and gets the same answer. A disabled
 * account is named as such only to someone who knows its password.
 */
export async function checkStaffCredentials(db: StaffDb, email: string, password: string, now = Date.now()): Promise<StaffCredentialCheck> {
  const staff = await findStaffByEmail(db, email);
  if (!staff?.password_hash) {
    await spendEquivalentWork(password);
    return { ok: false, reason: 'wrong' };
  }
  if (!(await verifyPassword(password, staff.password_hash))) return { ok: false, reason: 'wrong' };
  if (staff.disabled_at != null) return { ok: false, reason: 'disabled' };
  const changes: Partial<Pick<StaffUserRow, 'last_login_at' | 'password_hash'>> = { last_login_at: now };
  if (needsRehash(staff.password_hash)) changes.password_hash = await hashPassword(password);
  await updateStaff(db, staff.id, changes, now);
  return { ok: true, staff: { ...staff, ...changes } };
}
