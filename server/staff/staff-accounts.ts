/**
 * Staff accounts: added and disabled from the command line (server/cli/staff.ts), never from the
 * web. Adding one issues a one-time link to set the password, with the same mechanism as a
 * visitor's reset link: a random 256-bit token of which only the SHA-256 is stored, valid 60
 * minutes, spent on first use, built from SITE_URL.
 */
import * as v from 'valibot';
import { hashPassword } from '../auth/password-hashing';
import { EMAILED_LINK_TTL_MS, hashToken, newToken } from '../auth/secure-tokens';
import { confirmation, email as emailSchema, givenPassword, newPassword, optionalText } from '../validation/field-schemas';
import { fieldMessages } from '../i18n/api-messages';
import { addError, validate, type FieldErrorLists } from '../validation/validate';
import { deleteSessionsOfStaff } from './staff-session-repository';
import {
  consumeStaffPasswordToken,
  findUsableStaffPasswordToken,
  insertStaffPasswordToken,
  spendStaffPasswordTokens,
} from './staff-password-token-repository';
import { findStaffByEmail, insertStaff, listStaff, updateStaff, type StaffAccess, type StaffUserRow } from './staff-user-repository';
import { DEFAULT_STAFF_ROLE, isStaffRole, type StaffRole } from './staff-roles';
import { staffMessages } from './staff-messages';
import type { StaffDb } from '../db/schema';

export const STAFF_LINK_TTL_MS = EMAILED_LINK_TTL_MS;

/** The staff sign-in's body: the same fields and English messages as a patient's sign-in. */
export const staffLoginSchema = v.object({ email: emailSchema, password: givenPassword });

export function staffPasswordLink(siteUrl: string, token: string, email: string): string {
  return `${siteUrl}/staff/set-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/** The address as it is stored (trimmed, lower-cased), or undefined when it is not an e-mail address. */
export function normaliseStaffEmail(input: string): string | undefined {
  const parsed = v.safeParse(emailSchema, input);
  return parsed.success ? parsed.output : undefined;
}

export interface AddedStaff {
  email: string;
  role: StaffRole;
  /** a new account (false: the account existed and gets a fresh link) */
  created: boolean;
  /** the account had been disabled and is enabled again */
  reenabled: boolean;
  link: string;
  expiresAt: number;
}

/**
 * Creates the account if it is new (enabling it again if it was disabled) and returns a fresh
 * one-time link; any older link of the account stops working. `access` sets the role (and a
 * practitioner's resource); without it a new account is an owner (DEFAULT_STAFF_ROLE) and an
 * existing one keeps its role, so issuing a fresh link never changes what someone may do.
 */
export async function addStaff(db: StaffDb, siteUrl: string, email: string, access?: StaffAccess, now = Date.now()): Promise<AddedStaff> {
  const token = newToken();
  const expiresAt = now + STAFF_LINK_TTL_MS;
  return db.transaction().execute(async (trx) => {
    const existing = await findStaffByEmail(trx, email);
    const staffId = existing ? existing.id : await insertStaff(trx, email, access ?? { role: DEFAULT_STAFF_ROLE, practitioner_id: null }, now);
    const reenabled = existing?.disabled_at != null;
    if (reenabled) await updateStaff(trx, staffId, { disabled_at: null }, now);
    if (existing && access) await updateStaff(trx, staffId, access, now);
    await spendStaffPasswordTokens(trx, staffId, now);
    await insertStaffPasswordToken(trx, { staff_id: staffId, token_hash: hashToken(token), created_at: now, expires_at: expiresAt });
    const role = access?.role ?? (existing && isStaffRole(existing.role) ? existing.role : DEFAULT_STAFF_ROLE);
    return { email, role, created: !existing, reenabled, link: staffPasswordLink(siteUrl, token, email), expiresAt };
  });
}

export type StaffState = 'active' | 'disabled' | 'password not set';

export interface StaffListing {
  email: string;
  /** the stored role; a value this version does not know is listed as it is (and may do nothing) */
  role: string;
  state: StaffState;
  createdAt: number;
  lastLoginAt: number | null;
}

export function staffState(row: Pick<StaffUserRow, 'disabled_at' | 'password_hash'>): StaffState {
  if (row.disabled_at != null) return 'disabled';
  return row.password_hash ? 'active' : 'password not set';
}

export async function listStaffAccounts(db: StaffDb): Promise<StaffListing[]> {
  return (await listStaff(db)).map((row) => ({
    email: row.email,
    role: row.role,
    state: staffState(row),
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  }));
}

/** Disables the account, ends its sessions and spends its open links; false when there is no such account. */
export async function disableStaff(db: StaffDb, email: string, now = Date.now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const staff = await findStaffByEmail(trx, email);
    if (!staff) return false;
    if (staff.disabled_at == null) await updateStaff(trx, staff.id, { disabled_at: now }, now);
    await deleteSessionsOfStaff(trx, staff.id);
    await spendStaffPasswordTokens(trx, staff.id, now);
    return true;
  });
}

export const setPasswordSchema = v.object({
  token: v.pipe(optionalText(200), v.nonEmpty(staffMessages.linkInvalid)),
  email: emailSchema,
  password: newPassword,
  confirm_password: confirmation,
});

export type SetPasswordResult = { ok: true; staffId: number } | { ok: false; errors: FieldErrorLists; linkRefused: boolean };

/** Completes a set-password link: the password is set, the link spent and every session of the account ended. */
export async function completeStaffPassword(db: StaffDb, body: unknown, now = Date.now()): Promise<SetPasswordResult> {
  const checked = validate(setPasswordSchema, body);
  const errors: FieldErrorLists = checked.ok ? {} : checked.errors;
  if (checked.ok && checked.value.password !== checked.value.confirm_password) {
    addError(errors, 'confirm_password', fieldMessages.passwordsDoNotMatch);
  }
  const refused = (): SetPasswordResult => ({ ok: false, errors: { token: [staffMessages.linkInvalid] }, linkRefused: true });
  if (errors.token || errors.email) return refused();
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors, linkRefused: false };

  const { token, email, password } = checked.value;
  const staff = await findStaffByEmail(db, email);
  const link = await findUsableStaffPasswordToken(db, hashToken(token), now);
  if (!staff || staff.disabled_at != null || !link || link.staff_id !== staff.id) return refused();

  const password_hash = await hashPassword(password);
  const changed = await db.transaction().execute(async (trx) => {
    if (!(await consumeStaffPasswordToken(trx, link, now))) return false;
    await updateStaff(trx, staff.id, { password_hash }, now);
    await deleteSessionsOfStaff(trx, staff.id);
    return true;
  });
  return changed ? { ok: true, staffId: staff.id } : refused();
}
