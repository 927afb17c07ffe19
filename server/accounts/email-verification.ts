/**
 * Confirming a patient's e-mail (docs/product/api.md "Accounts"). A link with a random 256-bit token
 * (only its SHA-256 stored, with the address it was sent to) is mailed on registration, after an
 * e-mail change and when she asks again from her profile, in the account's language; it works once,
 * for 48 hours, and only while the account still has that address. Until it is opened her profile
 * lists none of her appointments: anyone may type any address into the booking form, so the address
 * alone proves nothing. Sign-in never depends on it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox-repository';
import { hashToken, newToken } from '../auth/secure-tokens';
import { pagePath, patientMail } from './patient-mail';
import { findUserByEmail, findUserById, type UserRow } from './user-repository';
import { consumeVerification, findUsableVerification, insertEmailVerification, markEmailVerified } from './email-verification-repository';

/** Longer than a reset link's hour: confirming can wait for a day she reads her mail. */
export const VERIFY_LINK_TTL_MS = 48 * 60 * 60_000;

/** The confirmation page in the account's language: /verify-email, or /es/verify-email. */
export function verifyLink(siteUrl: string, token: string, language = 'en'): string {
  return `${siteUrl}${pagePath(language, '/verify-email')}?token=${encodeURIComponent(token)}`;
}

/** Inside the caller's transaction: a fresh link for the account's current address, and its mail. */
export async function queueVerificationMail(
  db: Kysely<Database>,
  siteUrl: string,
  user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'language'>,
  now: number,
): Promise<void> {
  const token = newToken();
  await insertEmailVerification(db, { user_id: user.id, email: user.email, token_hash: hashToken(token), created_at: now, expires_at: now + VERIFY_LINK_TTL_MS });
  await enqueueMail(db, patientMail(user.language).verifyEmailMail(user.email, user.first_name, verifyLink(siteUrl, token, user.language)), now);
}

/** Mails a new link when the address has an account still to confirm; says nothing either way. */
export async function resendVerification(db: Kysely<Database>, siteUrl: string, email: string, now = Date.now()): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user || user.email_verified_at !== null) return false;
  await db.transaction().execute((trx) => queueVerificationMail(trx, siteUrl, user, now));
  return true;
}

/** Spends the link and confirms the address it was sent to; false for a link unknown, used, expired or for an address the account no longer has. */
export async function confirmEmail(db: Kysely<Database>, token: string, now = Date.now()): Promise<{ ok: true; userId: number } | { ok: false }> {
  const row = await findUsableVerification(db, hashToken(token), now);
  if (!row) return { ok: false };
  const confirmed = await db.transaction().execute(async (trx) => (await consumeVerification(trx, row, now)) && (await markEmailVerified(trx, row.user_id, row.email, now)));
  return confirmed ? { ok: true, userId: row.user_id } : { ok: false };
}

/** The account a session belongs to, as the appointments' calls need it: its address, and whether she has confirmed it. */
export interface AccountOwner {
  id: number;
  email: string;
  verified: boolean;
}

export async function accountOwner(db: Kysely<Database>, userId: number): Promise<AccountOwner | undefined> {
  const user = await findUserById(db, userId);
  return user && { id: user.id, email: user.email, verified: user.email_verified_at !== null };
}
