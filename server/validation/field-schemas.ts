/**
 * One schema per kind of field, shared by every call: trimmed (whitespace-only is empty), control
 * characters removed, lengths limited in characters, e-mail and US phone checked, and values put
 * in the form we store (lower-cased e-mail, ten phone digits). `fieldSchemas(messages)` builds them
 * in one language; the English set is also exported by name.
 */
import * as v from 'valibot';
import { fieldMessages as englishMessages } from '../i18n/api-messages';
import { isCommonPassword } from '../auth/common-passwords';
import { clinicToday, isRealDate } from './clinic-date';
import { GENDERS, REFERRAL_TYPES } from '../../src/config/account-choices';
import { phoneDigits } from '../../src/forms/phone';
import { isPlainName } from './person-name';

export { GENDERS, REFERRAL_TYPES } from '../../src/config/account-choices';


export const LIMITS = { name: 100, email: 254, phone: 32, message: 5000, pageUrl: 2048, passwordMin: 8, passwordMax: 128 } as const;

const charCount = (s: string): number => [...s].length;

// NUL cannot be stored by PostgreSQL and no person types the other C0 controls.
const stripControls = (s: string, multiline: boolean): string =>
  multiline ? s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '') : s.replace(/[\u0000-\u001f\u007f]+/g, ' ');

/**
 * Text a call looks for rather than stores (a search, a filter) holds no NUL: no stored value has
 * one and PostgreSQL cannot compare one. It is refused, not cleaned: a filter quietly emptied would
 * match more than was asked for (an export of every lead).
 */
export const withoutNul = v.check((s: string) => !s.includes('\u0000'));

/** Any JSON scalar or form value as a string; objects and arrays are refused. */
const scalar = (invalid: string) =>
  v.pipe(
    v.nullish(v.union([v.string(), v.number(), v.boolean()], invalid), ''),
    v.transform((x) => String(x)),
  );

export type FieldMessages = typeof englishMessages;

export function fieldSchemas(m: FieldMessages) {
  function text(opts: { required: string; max: number; multiline?: boolean }) {
    return v.pipe(
      scalar(m.notText),
      v.transform((s) => stripControls(s, opts.multiline ?? false).trim()),
      v.nonEmpty(opts.required),
      v.check((s) => charCount(s) <= opts.max, m.tooLong(opts.max)),
    );
  }

  /** A person's name (first, last or whole): text that is a name and nothing else (person-name.ts). */
  function personName(required: string) {
    return v.pipe(text({ required, max: LIMITS.name }), v.check(isPlainName, m.nameNotPlain));
  }

  function optionalText(max: number) {
    return v.pipe(
      scalar(m.notText),
      v.transform((s) => stripControls(s, false).trim()),
      v.check((s) => charCount(s) <= max, m.tooLong(max)),
    );
  }

  const email = v.pipe(
    scalar(m.emailInvalid),
    v.transform((s) => s.trim().toLowerCase()),
    v.nonEmpty(m.emailRequired),
    v.maxLength(LIMITS.email, m.emailInvalid),
    v.email(m.emailInvalid),
  );

  const phone = v.pipe(
    scalar(m.phoneInvalid),
    v.transform((s) => s.trim()),
    v.nonEmpty(m.phoneRequired),
    v.maxLength(LIMITS.phone, m.phoneInvalid),
    // the forms' own rule (src/forms/phone.ts): digits with spaces, dashes, dots, parentheses and a leading +1
    v.transform((s) => phoneDigits(s) ?? ''),
    v.length(10, m.phoneInvalid),
  );

  const dob = v.pipe(
    scalar(m.dobInvalid),
    v.transform((s) => s.trim()),
    v.nonEmpty(m.dobRequired),
    v.check(isRealDate, m.dobInvalid),
    v.check((s) => s >= '1900-01-01' && s < clinicToday(), m.dobInvalid),
  );

  const gender = v.pipe(
    scalar(m.genderInvalid),
    v.transform((s) => s.trim().toLowerCase()),
    v.transform((s) => GENDERS.find((g) => g.toLowerCase() === s) ?? ''),
    v.nonEmpty(m.genderInvalid),
  );

  /** Gender when a call may leave it out (the profile form): '' keeps the stored one. */
  const optionalGender = v.pipe(
    scalar(m.genderInvalid),
    v.transform((s) => s.trim().toLowerCase()),
    v.check((s) => s === '' || GENDERS.some((g) => g.toLowerCase() === s), m.genderInvalid),
    v.transform((s) => GENDERS.find((g) => g.toLowerCase() === s) ?? ''),
  );

  const refType = v.pipe(
    scalar(m.refTypeRequired),
    v.transform((s) => s.trim().toLowerCase()),
    v.transform((s) => REFERRAL_TYPES.find((r) => r.toLowerCase() === s) ?? ''),
    v.nonEmpty(m.refTypeRequired),
  );

  /** A new password: never trimmed (spaces are part of it), 8 to 128 characters, not a common one. */
  const newPassword = v.pipe(
    scalar(m.passwordRequired),
    v.check((s) => s.trim() !== '', m.passwordRequired),
    v.check((s) => charCount(s) >= LIMITS.passwordMin, m.passwordTooShort),
    v.check((s) => charCount(s) <= LIMITS.passwordMax, m.passwordTooLong),
    v.check((s) => !isCommonPassword(s), m.passwordCommon),
  );

  /** The profile's "Set Password": empty (or only spaces) keeps the current password. */
  const optionalNewPassword = v.pipe(
    scalar(m.passwordRequired),
    v.transform((s) => (s.trim() === '' ? '' : s)),
    v.check((s) => s === '' || charCount(s) >= LIMITS.passwordMin, m.passwordTooShort),
    v.check((s) => s === '' || charCount(s) <= LIMITS.passwordMax, m.passwordTooLong),
    v.check((s) => s === '' || !isCommonPassword(s), m.passwordCommon),
  );

  /** A password being checked at sign-in: only required and bounded, never judged. */
  const givenPassword = v.pipe(
    scalar(m.passwordRequired),
    v.check((s) => s !== '', m.passwordRequired),
    v.check((s) => charCount(s) <= LIMITS.passwordMax * 4, m.passwordTooLong),
  );

  const confirmation = v.pipe(scalar(m.confirmRequired), v.check((s) => s !== '', m.confirmRequired));

  /** Any text, as sent: only its type is checked here; what it holds is read by the code it is for. */
  const anyText = scalar(m.notText);

  return { text, personName, optionalText, email, phone, dob, gender, optionalGender, refType, newPassword, optionalNewPassword, givenPassword, confirmation, anyText };
}

export type FieldSchemas = ReturnType<typeof fieldSchemas>;

export const { text, personName, optionalText, email, phone, dob, gender, optionalGender, refType, newPassword, optionalNewPassword, givenPassword, confirmation, anyText } =
  fieldSchemas(englishMessages);
