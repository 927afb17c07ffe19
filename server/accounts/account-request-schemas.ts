/**
 * The body of each account call (docs/product/api.md), as the server checks it. Unknown fields are
 * ignored. Built once per language (`accountSchemas(locale)`) from the field rules of validation/;
 * the English set is also exported by name.
 */
import * as v from 'valibot';
import * as en from '../i18n/api-messages';
import * as es from '../i18n/api-messages.es';
import type { Locale } from '../i18n/request-locale';
import { fieldSchemas, type FieldMessages } from '../validation/field-schemas';

function requestSchemas(m: FieldMessages) {
  const { confirmation, dob, email, gender, givenPassword, newPassword, optionalGender, optionalNewPassword, optionalText, personName, phone, refType } = fieldSchemas(m);

  const registerSchema = v.object({
    first_name: personName(m.firstNameRequired),
    last_name: personName(m.lastNameRequired),
    email,
    phone,
    dob,
    gender,
    ref_type: refType,
    password: newPassword,
    confirm_password: confirmation,
  });

  const loginSchema = v.object({ email, password: givenPassword });

  const forgotSchema = v.object({ email });

  const resetSchema = v.object({
    token: v.pipe(optionalText(200), v.nonEmpty(m.tokenInvalid)),
    email,
    password: newPassword,
    confirm_password: confirmation,
  });

  const updateProfileSchema = v.object({
    first_name: personName(m.firstNameRequired),
    last_name: personName(m.lastNameRequired),
    email,
    phone,
    dob,
    gender: optionalGender,
    password: optionalNewPassword,
  });

  return { registerSchema, loginSchema, forgotSchema, resetSchema, updateProfileSchema };
}

export type AccountSchemas = ReturnType<typeof requestSchemas>;

// Built once each: a valibot schema is a tree of plain objects, cheap to keep.
const sets: Record<Locale, AccountSchemas> = { en: requestSchemas(en.fieldMessages), es: requestSchemas(es.fieldMessages) };

/** The account calls' schemas, their messages in the request's language. */
export const accountSchemas = (locale: Locale): AccountSchemas => sets[locale];

export const { registerSchema, loginSchema, forgotSchema, resetSchema, updateProfileSchema } = sets.en;
