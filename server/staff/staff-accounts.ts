/**
 * Staff accounts: added and disabled from the command line (server/cli/staff.ts) and, by an owner,
 * on the web (staff-people.ts, which mails the link instead of printing it). Adding one issues a one-time link to set the password, with the same mechanism as a
 * visitor's reset link: a random 256-bit token of which only the SHA-256 is stored, valid 60
 * minutes, spent on first use, built from SITE_URL.
 */
import * as v from 'valibot';
import { hashPassword } from '../auth/password-hashing';
import { EMAILED_LINK_TTL_MS, hashToken, newToken } from '../auth/secure-tokens';
import { confirmation, email as emailSchema, givenPassword, newPassword, optionalText } from '../validation/field-schemas';
import { fieldMessages } from '../i18n/api-messages';
import { addError, validate, type FieldErrorLists } from '../validation/validate';
import { removeSecondFactor } from './staff-second-factor-repository';
import { deleteSessionsOfStaff } from './staff-session-repository';
import {
  consumeStaffPasswordToken,
  findUsableStaffPasswordToken,
  insertStaffPasswordToken,
  spendStaffPasswordTokens,
} from './staff-password-token-repository';
import { findStaffByEmail, insertStaff, listStaff, updateRoleKeepingAnOwner, updateStaff, type StaffAccess, type StaffUserRow } from './staff-user-repository';
import { DEFAULT_STAFF_ROLE, isStaffRole, type StaffRole } from './staff-roles';
import { staffMessages } from './staff-messages';
import type { Transaction } from 'kysely';
import type { Database, StaffDb } from '../db/schema';

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

/** Refused: the change would leave the clinic without an owner who can sign in. */
export class LastOwnerError extends Error {
  constructor() {
    super('the last active owner');
  }
}

/** What the web's invitation adds to `addStaff` (server/staff/staff-people.ts); the command line uses neither. */
export interface AddStaffOptions {
  /**
   * Takes the owners' lock (DialectAdapter.lockKeys, OWNERS_LOCK) before a role change of an
   * existing account, which is then refused (LastOwnerError) if it would leave no owner.
   */
  lockOwners?: (trx: Transaction<Database>) => Promise<void>;
  /** more work in the same transaction, with the new link (mailing it, an audit row) */
  also?: (trx: Transaction<Database>, added: AddedStaff, staffId: number) => Promise<void>;
}

/**
 * Creates the account if it is new (enabling it again if it was disabled) and returns a fresh
 * one-time link; any older link of the account stops working. `access` sets the role (and a
 * practitioner's resource); without it a new account is an owner (DEFAULT_STAFF_ROLE) and an
 * existing one keeps its role, so issuing a fresh link never changes what someone may do.
 */
export async function addStaff(db: StaffDb, siteUrl: string, email: string, access?: StaffAccess, now = Date.now(), options: AddStaffOptions = {}): Promise<AddedStaff> {
  const token = newToken();
  const expiresAt = now + STAFF_LINK_TTL_MS;
  return db.transaction().execute(async (trx) => {
    const existing = await findStaffByEmail(trx, email);
    const staffId = existing ? existing.id : await insertStaff(trx, email, access ?? { role: DEFAULT_STAFF_ROLE, practitioner_id: null }, now);
    const reenabled = existing?.disabled_at != null;
    if (existing && access) {
      if (options.lockOwners) {
        await options.lockOwners(trx);
        if (!(await updateRoleKeepingAnOwner(trx, staffId, access, now))) throw new LastOwnerError();
      } else {
        await updateStaff(trx, staffId, access, now);
      }
    }
    if (reenabled) await updateStaff(trx, staffId, { disabled_at: null }, now);
    await spendStaffPasswordTokens(trx, staffId, now);
    await insertStaffPasswordToken(trx, { staff_id: staffId, token_hash: hashToken(token), created_at: now, expires_at: expiresAt });
    const role = access?.role ?? (existing && isStaffRole(existing.role) ? existing.role : DEFAULT_STAFF_ROLE);
    const added = { email, role, created: !existing, reenabled, link: staffPasswordLink(siteUrl, token, email), expiresAt };
    await options.also?.(trx, added, staffId);
    return added;
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

/**
 * Forgets the account's authenticator app and recovery codes and ends its sessions: at the next
 * sign-in she sets up a new app (`npm run staff -- reset-second-factor`, for when no owner can sign
 * in to do it on /staff/people). False when there is no such account.
 */
export async function resetStaffSecondFactor(db: StaffDb, email: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const staff = await findStaffByEmail(trx, email);
    if (!staff) return false;
    await removeSecondFactor(trx, staff.id);
    await deleteSessionsOfStaff(trx, staff.id);
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
