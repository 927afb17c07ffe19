import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DialectAdapter } from '../db/dialect';
import { findUserByEmail, insertUser } from '../repositories/user-repository';
import { fieldMessages } from './api-messages';
import { hashPassword } from './password-hashing';
import { registerSchema } from './validation/request-schemas';
import { addError, validate, type FieldErrorLists } from './validation/validate';

export type RegistrationResult = { ok: true; userId: number } | { ok: false; errors: FieldErrorLists };

/** Creates an account from the register call's body, or says what is wrong with it, field by field. */
export async function registerAccount(db: Kysely<Database>, dialect: DialectAdapter, body: unknown): Promise<RegistrationResult> {
  const checked = validate(registerSchema, body);
  const errors: FieldErrorLists = checked.ok ? {} : checked.errors;
  if (checked.ok && checked.value.password !== checked.value.confirm_password) {
    addError(errors, 'confirm_password', fieldMessages.passwordsDoNotMatch);
  }
  if (checked.ok && (await findUserByEmail(db, checked.value.email))) addError(errors, 'email', fieldMessages.emailTaken);
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };

  const { confirm_password: _confirm, password, ...profile } = checked.value;
  try {
    const userId = await insertUser(db, { ...profile, password_hash: await hashPassword(password) });
    return { ok: true, userId };
  } catch (err) {
    // Two registrations of one address at once: the unique index decides, the loser is told.
    if (dialect.isUniqueViolation(err)) return { ok: false, errors: { email: [fieldMessages.emailTaken] } };
    throw err;
  }
}
