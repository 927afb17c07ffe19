/**
 * The client-side checks of docs/product/validation.md for the account screens. Each returns the one message the
 * visitor is shown, plus the fields to mark, or null when the form may go ahead.
 */
import { accountMessages, type AccountMessages } from './account-copy';
import { REFERRAL_PLACEHOLDER } from './account-choices';
import { isLaterThanAllowed } from './birth-date';

export interface ValidationProblem<F extends string = string> {
  message: string;
  fields: F[];
}

const blank = (value: string): boolean => value.trim() === '';

function requireAll<F extends string>(values: Record<F, string>, fields: readonly F[], messages: AccountMessages): ValidationProblem<F> | null {
  const missing = fields.filter((f) => blank(values[f]));
  return missing.length > 0 ? { message: messages.allFieldsRequired, fields: missing } : null;
}

export interface PersonalDetails {
  first_name: string;
  last_name: string;
  dob: string;
  phone: string;
  ref_type: string;
}

export type PersonalField = keyof PersonalDetails;

/** Registration step 1 ('Next'): every field, a real referral choice, and a birth date before today. */
/** `messages`: the page's language's (account-copy.ts or its Spanish twin). */
export function validatePersonalDetails(values: PersonalDetails, now: Date = new Date(), messages: AccountMessages = accountMessages): ValidationProblem<PersonalField> | null {
  const ref = values.ref_type === REFERRAL_PLACEHOLDER ? '' : values.ref_type;
  const missing = requireAll({ ...values, ref_type: ref }, ['first_name', 'last_name', 'dob', 'phone', 'ref_type'], messages);
  if (missing) return missing;
  if (isLaterThanAllowed(values.dob, now)) return { message: messages.invalidDate, fields: ['dob'] };
  return null;
}

export interface ProfileDetails {
  first_name: string;
  last_name: string;
  dob: string;
  phone: string;
  email: string;
}

export type ProfileField = keyof ProfileDetails;

/** Profile ('Save & Update'): every field but the optional new password, and a birth date before today. */
export function validateProfile(values: ProfileDetails, now: Date = new Date(), messages: AccountMessages = accountMessages): ValidationProblem<ProfileField> | null {
  const missing = requireAll(values, ['first_name', 'last_name', 'dob', 'phone', 'email'], messages);
  if (missing) return missing;
  if (isLaterThanAllowed(values.dob, now)) return { message: messages.invalidDate, fields: ['dob'] };
  return null;
}

/** Reset password: both fields are needed; a mismatch is shown but left for the server to refuse. */
export function validateNewPassword(values: { password: string; confirm_password: string }, messages: AccountMessages = accountMessages): ValidationProblem<'password' | 'confirm_password'> | null {
  return requireAll(values, ['password', 'confirm_password'], messages);
}

/** The live 'Passwords do not match' rule: only once something is typed in the confirmation. */
export function passwordsDiffer(password: string, confirmation: string): boolean {
  return confirmation !== '' && confirmation !== password;
}
