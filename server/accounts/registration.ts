import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DialectAdapter } from '../db/dialect';
import { patientMail } from './patient-mail';
import { textFor, type ApiText } from '../i18n/api-text';
import { enqueueMail, mailQueuedSince } from '../mail/outbox-repository';
import { findUserByEmail, insertUser } from './user-repository';
import { hashPassword } from '../auth/password-hashing';
import { addMismatchError, validate, type FieldErrorLists } from '../validation/validate';
import { accountSchemas } from './account-request-schemas';
import { queueVerificationMail } from './email-verification';

/**
 * `existing`: the address already had an account. The caller answers exactly as for a new one and
 * the owner has been mailed, so the register call never tells anyone who is a patient here.
 */
export type RegistrationResult = { ok: true; userId: number; existing: boolean } | { ok: false; errors: FieldErrorLists };

/**
 * Creates an account from the register call's body, or says what is wrong with it, field by field,
 * in the request's language; a new account keeps that language for its mail, the first of which
 * asks her to confirm her e-mail (email-verification.ts).
 */
export async function registerAccount(
  db: Kysely<Database>,
  dialect: DialectAdapter,
  siteUrl: string,
  body: unknown,
  text: ApiText = textFor('en'),
): Promise<RegistrationResult> {
  const checked = validate(accountSchemas(text.locale).registerSchema, body, text.field.formMissing);
  const errors: FieldErrorLists = checked.ok ? {} : checked.errors;
  addMismatchError(errors, body, text.field.passwordsDoNotMatch);
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };

  const { confirm_password: _confirm, password, ...profile } = checked.value;
  // Hashed whether or not the address is taken, so both answers take the same time.
  const password_hash = await hashPassword(password);
  const existing = await findUserByEmail(db, profile.email);
  if (existing) return tellOwner(db, siteUrl, existing);
  try {
    // the account and the link that confirms its e-mail, in her language, stand or fall together
    const userId = await db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, { ...profile, password_hash, language: text.locale });
      await queueVerificationMail(trx, siteUrl, { id, email: profile.email, first_name: profile.first_name, language: text.locale }, Date.now());
      return id;
    });
    return { ok: true, userId, existing: false };
  } catch (err) {
    // Two registrations of one address at once: the unique index decides, the other is the owner's.
    if (!dialect.isUniqueViolation(err)) throw err;
    const winner = await findUserByEmail(db, profile.email);
    if (!winner) throw err;
    return tellOwner(db, siteUrl, winner);
  }
}

/** One such mail per address in this window, so registering again and again cannot flood the owner's inbox. */
export const ACCOUNT_EXISTS_MAIL_EVERY_MS = 15 * 60_000;

/** The owner is mailed in the account's own language, whatever the language of the attempt. */
async function tellOwner(
  db: Kysely<Database>,
  siteUrl: string,
  owner: { id: number; email: string; first_name: string; language: string },
): Promise<RegistrationResult> {
  const now = Date.now();
  if (!(await mailQueuedSince(db, 'account_exists', owner.email, now - ACCOUNT_EXISTS_MAIL_EVERY_MS))) {
    await enqueueMail(db, patientMail(owner.language).accountExistsMail(owner.email, owner.first_name, siteUrl), now);
  }
  return { ok: true, userId: owner.id, existing: true };
}
