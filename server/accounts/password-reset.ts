/**
 * Forgotten passwords. A request e-mails a link with a random 256-bit token (only its SHA-256 is
 * stored), valid 60 minutes and once; the link is built from SITE_URL, never from the request's
 * Host. Completing it changes the password, spends every open token of the user, ends every session
 * and e-mails a notice of the change.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { consumeReset, findUsableReset, insertPasswordReset } from './password-reset-repository';
import { deleteUserSessions } from './session-repository';
import { findUserByEmail, updateUser } from './user-repository';
import { enqueueMail } from '../mail/outbox-repository';
import { pagePath, patientMail } from './patient-mail';
import { textFor, type ApiText } from '../i18n/api-text';
import { hashPassword } from '../auth/password-hashing';
import { EMAILED_LINK_TTL_MS, hashToken, newToken } from '../auth/secure-tokens';
import { addMismatchError, validate, type FieldErrorLists } from '../validation/validate';
import { accountSchemas } from './account-request-schemas';

export const RESET_TOKEN_TTL_MS = EMAILED_LINK_TTL_MS;

/** The reset page in the account's language: /reset-password, or /es/reset-password for 'es'. */
export function resetLink(siteUrl: string, token: string, email: string, language = 'en'): string {
  return `${siteUrl}${pagePath(language, '/reset-password')}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/** Queues a reset link, in the account's language, when the e-mail has an account; says nothing either way. */
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
    const mail = patientMail(user.language).resetLinkMail(user.email, user.first_name, resetLink(siteUrl, token, user.email, user.language));
    await enqueueMail(trx, mail, now);
  });
  return true;
}

export type ResetResult = { ok: true; userId: number } | { ok: false; errors: FieldErrorLists; tokenRefused: boolean };

/** Field errors in the request's language; the notice of the change in the account's. */
export async function completePasswordReset(
  db: Kysely<Database>,
  siteUrl: string,
  body: unknown,
  text: ApiText = textFor('en'),
  now = Date.now(),
): Promise<ResetResult> {
  const checked = validate(accountSchemas(text.locale).resetSchema, body, text.field.formMissing);
  const errors: FieldErrorLists = checked.ok ? {} : checked.errors;
  addMismatchError(errors, body, text.field.passwordsDoNotMatch);
  const refused = (): ResetResult => ({ ok: false, errors: { token: [text.field.tokenInvalid] }, tokenRefused: true });
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
    await enqueueMail(trx, patientMail(user.language).passwordChangedMail(user.email, user.first_name, now, siteUrl), now);
    return true;
  });
  return changed ? { ok: true, userId: user.id } : refused();
}
