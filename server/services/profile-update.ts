/**
 * The signed-in visitor's own profile. E-mail stays unique; a non-empty password replaces the old
 * one, ends the account's other sessions and e-mails a notice. ref_type is read-only (docs/product/screens.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DialectAdapter } from '../db/dialect';
import { enqueueMail } from '../repositories/outbox-repository';
import { deleteUserSessions } from '../repositories/session-repository';
import { findUserByEmail, findUserById, updateUser, type ProfileChanges, type UserRow } from '../repositories/user-repository';
import { passwordChangedMail } from '../mail/mail-templates';
import { fieldMessages } from './api-messages';
import { hashPassword } from './password-hashing';
import { updateProfileSchema } from './validation/request-schemas';
import { addError, validate, type FieldErrorLists } from './validation/validate';

export type ProfileResult = { ok: true; user: UserRow; passwordChanged: boolean } | { ok: false; errors: FieldErrorLists };

export async function updateOwnProfile(
  db: Kysely<Database>,
  dialect: DialectAdapter,
  siteUrl: string,
  userId: number,
  sessionId: string,
  body: unknown,
  now = Date.now(),
): Promise<ProfileResult> {
  const checked = validate(updateProfileSchema, body);
  if (!checked.ok) return checked;
  const { password, gender, ...fields } = checked.value;
  const errors: FieldErrorLists = {};
  const holder = await findUserByEmail(db, fields.email);
  if (holder && holder.id !== userId) addError(errors, 'email', fieldMessages.emailTaken);
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const changes: ProfileChanges = { ...fields };
  if (gender) changes.gender = gender;
  if (password) changes.password_hash = await hashPassword(password);
  try {
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, userId, changes, now);
      if (password) {
        await deleteUserSessions(trx, userId, sessionId);
        const name = fields.first_name;
        await enqueueMail(trx, passwordChangedMail(fields.email, name, now, siteUrl), now);
      }
    });
  } catch (err) {
    if (dialect.isUniqueViolation(err)) return { ok: false, errors: { email: [fieldMessages.emailTaken] } };
    throw err;
  }
  const user = await findUserById(db, userId);
  if (!user) return { ok: false, errors: { id: ['This account no longer exists.'] } };
  return { ok: true, user, passwordChanged: Boolean(password) };
}
