/**
 * The body of each call of docs/product/api.md, as the server checks it. Unknown fields are ignored.
 * `requestSchemas(messages)` builds the set in one language (server/i18n/api-text.ts keeps one per
 * language); the English set is also exported by name.
 */
import * as v from 'valibot';
import { fieldMessages as englishMessages } from '../i18n/api-messages';
import { LIMITS, fieldSchemas, type FieldMessages } from '../validation/field-schemas';

export function requestSchemas(m: FieldMessages) {
  const { anyText, confirmation, dob, email, gender, givenPassword, newPassword, optionalGender, optionalNewPassword, optionalText, phone, refType, text } = fieldSchemas(m);

  const registerSchema = v.object({
    first_name: text({ required: m.firstNameRequired, max: LIMITS.name }),
    last_name: text({ required: m.lastNameRequired, max: LIMITS.name }),
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
    first_name: text({ required: m.firstNameRequired, max: LIMITS.name }),
    last_name: text({ required: m.lastNameRequired, max: LIMITS.name }),
    email,
    phone,
    dob,
    gender: optionalGender,
    password: optionalNewPassword,
  });

  const contactSchema = v.object({
    name: text({ required: m.nameRequired, max: LIMITS.name }),
    email,
    phone,
    message: text({ required: m.messageRequired, max: LIMITS.message, multiline: true }),
  });

  const consultationFieldsSchema = v.object({
    first_name: text({ required: m.firstNameRequired, max: LIMITS.name }),
    last_name: text({ required: m.lastNameRequired, max: LIMITS.name }),
    email,
    phone,
    message: text({ required: m.messageRequired, max: LIMITS.message, multiline: true }),
    form_page_name: optionalText(LIMITS.pageUrl),
  });

  /**
   * What our lead forms send besides the lead (src/api/api-types.ts: BotGuardFields, LeadSourceFields).
   * The bot guard's fields are text like every other field (services/bot-guard.ts judges what they
   * hold); `lead_source` that is not text is dropped, never refused (decision 0016: a lead is never
   * lost for its source), and lead-sources/ reads the rest.
   */
  const leadFormExtrasSchema = v.object({
    website: anyText,
    form_stamp: anyText,
    lead_source: v.pipe(
      v.optional(v.unknown()),
      v.transform((x) => (typeof x === 'string' ? x : '')),
    ),
  });

  return { registerSchema, loginSchema, forgotSchema, resetSchema, updateProfileSchema, contactSchema, consultationFieldsSchema, leadFormExtrasSchema };
}

export type RequestSchemas = ReturnType<typeof requestSchemas>;

export const { registerSchema, loginSchema, forgotSchema, resetSchema, updateProfileSchema, contactSchema, consultationFieldsSchema, leadFormExtrasSchema } =
  requestSchemas(englishMessages);
