/**
 * Forgotten passwords. A request e-mails a link with a random 256-bit token (only its SHA-256 is
 * stored), valid 60 minutes and once; the link is built from SITE_URL, never from the request's
 * Host. Completing it changes the password, spends every open token of the user, ends every session
 * and e-mails a notice of the change.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { consumeReset, findUsableReset, insertPasswordReset } from '../repositories/password-reset-repository';
import { deleteUserSessions } from '../repositories/session-repository';
import { findUserByEmail, updateUser } from '../repositories/user-repository';
import { enqueueMail } from '../repositories/outbox-repository';
import { passwordChangedMail, resetLinkMail } from '../mail/mail-templates';
import { fieldMessages } from './api-messages';
import { hashPassword } from './password-hashing';
import { hashToken, newToken } from './secure-tokens';
import { resetSchema } from './validation/request-schemas';
import { addMismatchError, validate, type FieldErrorLists } from './validation/validate';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export function resetLink(siteUrl: string, token: string, email: string): string {
  return `${siteUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/** Queues a reset link when the e-mail has an account; says nothing either way. */
export async function requestPasswordReset(db: Kysely<Database>, siteUrl: string, email: string, now = Date.now()): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await insertPasswordReset(trx, {
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: now + RESET_TOKEN_TTL_MS,
    });
    await enqueueMail(trx, resetLinkMail(user.email, user.first_name, resetLink(siteUrl, token, user.email)), now);
  });
  return true;
}

export type ResetResult = { ok: true; userId: number } | { ok: false; errors: FieldErrorLists; tokenRefused: boolean };

export async function completePasswordReset(db: Kysely<Database>, siteUrl: string, body: unknown, now = Date.now()): Promise<ResetResult> {
  const checked = validate(resetSchema, body);
  const errors: FieldErrorLists = checked.ok ? {} : checked.errors;
  addMismatchError(errors, body, fieldMessages.passwordsDoNotMatch);
  const refused = (): ResetResult => ({ ok: false, errors: { token: [fieldMessages.tokenInvalid] }, tokenRefused: true });
  if (errors.token) return refused();
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors, tokenRefused: false };

  const { token, email, password } = checked.value;
  const user = await findUserByEmail(db, email);
  const reset = await findUsableReset(db, hashToken(token), now);
  if (!user || !reset || reset.user_id !== user.id) return refused();

  const password_hash = await hashPassword(password);
  const changed = await db.transaction().execute(async (trx) => {
    if (!(await consumeReset(trx, reset, now))) return false;
    await updateUser(trx, user.id, { password_hash }, now);
    await deleteUserSessions(trx, user.id);
    await enqueueMail(trx, passwordChangedMail(user.email, user.first_name, now, siteUrl), now);
    return true;
  });
  return changed ? { ok: true, userId: user.id } : refused();
}
