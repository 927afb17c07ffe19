/**
 * The signed-in visitor's own profile. E-mail stays unique; a non-empty password replaces the old
 * one, ends the account's other sessions and e-mails a notice. ref_type is read-only (docs/product/screens.md).
 * The account takes the language of the page the profile was saved from (docs/decisions/0013-languages-in-the-api-and-data.md):
 * saving one's profile on the Spanish site is how a patient asks for Spanish mail, and back.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DialectAdapter } from '../db/dialect';
import { enqueueMail } from '../mail/outbox-repository';
import { deleteUserSessions } from './session-repository';
import { findUserByEmail, findUserById, updateUser, type ProfileChanges, type UserRow } from './user-repository';
import { patientMail } from './patient-mail';
import { textFor, type ApiText } from '../i18n/api-text';
import { hashPassword } from '../auth/password-hashing';
import { addError, validate, type FieldErrorLists } from '../validation/validate';
import { accountSchemas } from './account-request-schemas';
import { queueVerificationMail } from './email-verification';

/** `mailed`: a mail was queued (a changed password's notice, a new address's confirmation link). */
export type ProfileResult = { ok: true; user: UserRow; passwordChanged: boolean; mailed: boolean } | { ok: false; errors: FieldErrorLists };

export async function updateOwnProfile(
  db: Kysely<Database>,
  dialect: DialectAdapter,
  siteUrl: string,
  userId: number,
  sessionId: string,
  body: unknown,
  text: ApiText = textFor('en'),
  now = Date.now(),
): Promise<ProfileResult> {
  const fieldMessages = text.field;
  const checked = validate(accountSchemas(text.locale).updateProfileSchema, body, fieldMessages.formMissing);
  if (!checked.ok) return checked;
  const { password, gender, ...fields } = checked.value;
  const errors: FieldErrorLists = {};
  const holder = await findUserByEmail(db, fields.email);
  if (holder && holder.id !== userId) addError(errors, 'email', fieldMessages.emailTaken);
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const before = await findUserById(db, userId);
  // a new address is hers only once she opens the link mailed to it (email-verification.ts)
  const emailChanged = before !== undefined && before.email !== fields.email;
  const changes: ProfileChanges = { ...fields, language: text.locale, ...(emailChanged ? { email_verified_at: null } : {}) };
  if (gender) changes.gender = gender;
  if (password) changes.password_hash = await hashPassword(password);
  try {
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, userId, changes, now);
      if (emailChanged) await queueVerificationMail(trx, siteUrl, { id: userId, email: fields.email, first_name: fields.first_name, language: text.locale }, now);
      if (password) {
        await deleteUserSessions(trx, userId, sessionId);
        const name = fields.first_name;
        await enqueueMail(trx, patientMail(text.locale).passwordChangedMail(fields.email, name, now, siteUrl), now);
      }
    });
  } catch (err) {
    if (dialect.isUniqueViolation(err)) return { ok: false, errors: { email: [fieldMessages.emailTaken] } };
    throw err;
  }
  const user = await findUserById(db, userId);
  if (!user) return { ok: false, errors: { id: [fieldMessages.accountGone] } };
  return { ok: true, user, passwordChanged: Boolean(password), mailed: Boolean(password) || emailChanged };
}
