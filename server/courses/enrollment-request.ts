/**
 * The enrollment call's body (docs/product/api.md "Training course"), checked once per language
 * from the shared field rules (server/validation/) and the form's choices (src/courses/). Unknown
 * fields are ignored; per-field messages come back in the visitor's language.
 */
import * as v from 'valibot';
import * as en from '../i18n/api-messages';
import * as es from '../i18n/api-messages.es';
import type { Locale } from '../i18n/request-locale';
import { fieldSchemas, type FieldMessages } from '../validation/field-schemas';
import { validate, firstOfEach } from '../validation/validate';
import { COURSE_LIMITS, LICENSED, PROFESSIONS, US_STATES, type Profession } from '../../src/courses/course-choices';
import { courseText as enText, type CourseText } from './course-text';
import { courseText as esText } from './course-text.es';

export interface EnrollmentFields {
  day_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  profession: Profession;
  profession_other: string;
  licence_type: string;
  licence_number: string;
  licence_state: string;
  practice_name: string;
  needs: string;
  waitlist: boolean;
}

const yes = (x: unknown): boolean => x === true || x === 'true' || x === '1' || x === 'on' || x === 1;

function schemaFor(m: FieldMessages, t: CourseText) {
  const { personName, email, phone, optionalText } = fieldSchemas(m);
  const choice = <T extends string>(list: readonly T[], message: string) =>
    v.pipe(
      v.optional(v.unknown()),
      v.transform((x) => (typeof x === 'string' ? x.trim() : '')),
      v.check((s) => (list as readonly string[]).includes(s), message),
      v.transform((s) => s as T),
    );
  return v.object({
    day_id: v.pipe(
      v.optional(v.unknown()),
      v.transform((x) => (typeof x === 'number' || (typeof x === 'string' && /^\d{1,9}$/.test(x.trim())) ? Number(x) : NaN)),
      v.check((n) => Number.isSafeInteger(n) && n > 0 && n < 2 ** 31, t.field.dayRequired),
    ),
    first_name: personName(m.firstNameRequired),
    last_name: personName(m.lastNameRequired),
    email,
    phone,
    profession: choice(PROFESSIONS, t.field.professionRequired),
    profession_other: optionalText(COURSE_LIMITS.other),
    licence_type: optionalText(COURSE_LIMITS.licenceType),
    licence_number: optionalText(COURSE_LIMITS.licenceNumber),
    licence_state: v.pipe(optionalText(2), v.transform((s) => s.toUpperCase())),
    practice_name: optionalText(COURSE_LIMITS.practice),
    needs: v.pipe(optionalText(COURSE_LIMITS.needs)),
    terms: v.pipe(v.optional(v.unknown()), v.check(yes, t.field.termsRequired)),
    waitlist: v.pipe(v.optional(v.unknown()), v.transform(yes)),
  });
}

const sets = { en: { schema: schemaFor(en.fieldMessages, enText), m: en.fieldMessages, t: enText }, es: { schema: schemaFor(es.fieldMessages, esText), m: es.fieldMessages, t: esText } };

export type EnrollmentCheck = { ok: true; fields: EnrollmentFields } | { ok: false; errors: Record<string, string> };

/** Every field's first error at once, the licence fields required for a licensed profession. */
export function readEnrollment(body: unknown, locale: Locale): EnrollmentCheck {
  const { schema, m, t } = sets[locale];
  const checked = validate(schema, body, m.formMissing);
  const errors = checked.ok ? {} : firstOfEach(checked.errors);
  // the conditional fields are judged on what was sent, beside the others' errors
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string).trim() : '');
  const profession = text('profession');
  if (profession === 'other' && !errors.profession_other && text('profession_other') === '') errors.profession_other = t.field.professionOtherRequired;
  if ((LICENSED as readonly string[]).includes(profession)) {
    if (!errors.licence_type && text('licence_type') === '') errors.licence_type = t.field.licenceTypeRequired;
    if (!errors.licence_number) {
      const n = text('licence_number');
      if (n === '') errors.licence_number = t.field.licenceNumberRequired;
      else if (!/^[\p{L}\p{N}][\p{L}\p{N} .\-/]*$/u.test(n)) errors.licence_number = t.field.licenceNumberInvalid;
    }
    if (!errors.licence_state && !(US_STATES as readonly string[]).includes(text('licence_state').toUpperCase())) errors.licence_state = t.field.licenceStateRequired;
  }
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const f = checked.value;
  const licensed = (LICENSED as readonly string[]).includes(f.profession ?? '');
  return {
    ok: true,
    fields: {
      day_id: f.day_id ?? 0,
      first_name: f.first_name,
      last_name: f.last_name,
      email: f.email,
      phone: f.phone,
      profession: f.profession ?? 'other',
      profession_other: f.profession === 'other' ? f.profession_other : '',
      licence_type: licensed ? f.licence_type : '',
      licence_number: licensed ? f.licence_number : '',
      licence_state: licensed ? f.licence_state : '',
      practice_name: f.practice_name,
      needs: f.needs,
      waitlist: f.waitlist ?? false,
    },
  };
}
