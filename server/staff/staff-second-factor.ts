/**
 * The staff's second factor (docs/decisions/0028-staff-second-factor.md): a TOTP code (RFC 6238,
 * 6 digits, 30 s, SHA-1, as every authenticator app reads a QR code) or one of ten single-use
 * recovery codes, after the password.
 *
 * Which step a session is at is decided here, from the session and the account:
 * - `done`: the session passed its second step, or the account has no factor and its role needs none;
 * - `code`: the account has a confirmed factor and the session has only seen the password;
 * - `enrol`: the role needs a factor (owner, front desk, practitioner; marketing when
 *   STAFF_MARKETING_SECOND_FACTOR=1) and the account has none: the session may only enrol.
 */
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { hashToken } from '../auth/secure-tokens';
import type { FieldCipher } from '../db/field-cipher';
import type { StaffDb } from '../db/schema';
import { openTotpSecret, sealTotpSecret } from './staff-second-factor-seal';
import type { StaffRole } from './staff-roles';
import {
  findSecondFactor,
  markSessionSecondFactor,
  putUnconfirmedSecret,
  replaceRecoveryCodes,
  spendRecoveryCode,
  spendTimeStep,
} from './staff-second-factor-repository';

export type SecondFactorStep = 'done' | 'code' | 'enrol';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** a code of the step before or after now is accepted too: a phone's clock a little off, a code typed as it turns */
const TOTP_WINDOW = 1;
const ISSUER = 'Endolift Miami staff';
export const RECOVERY_CODE_COUNT = 10;

/** The roles that must have a second factor; marketing too when the setting says so. */
export function roleNeedsSecondFactor(role: StaffRole, marketingToo: boolean): boolean {
  return role !== 'marketing' || marketingToo;
}

export interface SessionFactorFacts {
  role: StaffRole;
  second_factor_at: number | null;
  has_second_factor: boolean;
}

export function secondFactorStep(session: SessionFactorFacts, marketingToo: boolean): SecondFactorStep {
  if (session.second_factor_at != null) return 'done';
  if (session.has_second_factor) return 'code';
  return roleNeedsSecondFactor(session.role, marketingToo) ? 'enrol' : 'done';
}

function totpOf(secret: string, email: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** The time-step a TOTP code of `now` belongs to. */
export function timeStepAt(now: number): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** The step whose code this is (within the window around now), or undefined. */
function matchingStep(secret: string, email: string, code: string, now: number): number | undefined {
  const delta = totpOf(secret, email).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? undefined : timeStepAt(now) + delta;
}

export interface Enrolment {
  /** base32, for typing into an app that cannot scan */
  secret: string;
  /** the otpauth:// address the QR code holds */
  uri: string;
  /** the QR code as a PNG data URL, for an <img> */
  qr: string;
}

/** A fresh secret for an account without a confirmed one (undefined when it has one). */
export async function startEnrolment(db: StaffDb, cipher: FieldCipher, staffId: number, email: string, now: number): Promise<Enrolment | undefined> {
  const secret = new Secret({ size: 20 }).base32;
  if (!(await putUnconfirmedSecret(db, staffId, sealTotpSecret(cipher, secret), now))) return undefined;
  const uri = totpOf(secret, email).toString();
  return { secret, uri, qr: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) };
}

/** Digits only, spaces allowed ("123 456"). */
function asTotpCode(input: string): string | undefined {
  const digits = input.replace(/\s+/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : undefined;
}

// Recovery codes: 16 characters of a 31-letter alphabet without look-alikes (0/O, 1/I/L): 79 random
// bits each. They are kept as SHA-256, not scrypt like passwords: a password is guessable and needs
// a slow hash, while 79 random bits cannot be searched even at a fast hash's speed, and a plain hash
// lets the one UPDATE that spends a code find it by its hash (scrypt's salt would mean hashing the
// typed code against each of the ten, 0.7 s each).
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 16;

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_LENGTH; i++) code += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

/** Upper case, without spaces and dashes, or undefined when it cannot be a recovery code. */
function asRecoveryCode(input: string): string | undefined {
  const plain = input.replace(/[\s-]+/g, '').toUpperCase();
  return plain.length === RECOVERY_LENGTH && [...plain].every((c) => RECOVERY_ALPHABET.includes(c)) ? plain : undefined;
}

/**
 * Confirms the enrolment with a code from the new secret: the secret is confirmed, the session has
 * passed its second step, and the ten recovery codes are made (shown this once). Undefined for a
 * wrong code or when there is nothing to confirm.
 */
export async function confirmEnrolment(db: StaffDb, cipher: FieldCipher, staffId: number, email: string, sessionId: string, input: string, now: number): Promise<string[] | undefined> {
  const factor = await findSecondFactor(db, staffId);
  const code = asTotpCode(input);
  if (!factor || factor.confirmed_at != null || code === undefined) return undefined;
  const step = matchingStep(openTotpSecret(cipher, factor.totp_secret), email, code, now);
  if (step === undefined) return undefined;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const confirmed = await db.transaction().execute(async (trx) => {
    if (!(await spendTimeStep(trx, staffId, step, now, true))) return false;
    await replaceRecoveryCodes(trx, staffId, codes.map((c) => hashToken(asRecoveryCode(c)!)), now);
    await markSessionSecondFactor(trx, sessionId, now);
    return true;
  });
  return confirmed ? codes : undefined;
}

export type CodeCheck = { ok: true; with: 'totp' | 'recovery' } | { ok: false };

/**
 * The second step of a sign-in: a TOTP code not used before, or an unused recovery code. A TOTP
 * code needs the secret opened (FieldDecryptError when the server lacks its key); a recovery code
 * does not, so it still lets her in while the key is being put right.
 */
export async function passSecondFactor(db: StaffDb, cipher: FieldCipher, staffId: number, email: string, sessionId: string, input: string, now: number): Promise<CodeCheck> {
  const factor = await findSecondFactor(db, staffId);
  if (!factor || factor.confirmed_at == null) return { ok: false };
  const code = asTotpCode(input);
  if (code !== undefined) {
    const step = matchingStep(openTotpSecret(cipher, factor.totp_secret), email, code, now);
    if (step === undefined || !(await spendTimeStep(db, staffId, step, now))) return { ok: false };
    await markSessionSecondFactor(db, sessionId, now);
    return { ok: true, with: 'totp' };
  }
  const recovery = asRecoveryCode(input);
  if (recovery === undefined || !(await spendRecoveryCode(db, staffId, hashToken(recovery), now))) return { ok: false };
  await markSessionSecondFactor(db, sessionId, now);
  return { ok: true, with: 'recovery' };
}
