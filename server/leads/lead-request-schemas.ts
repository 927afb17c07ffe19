/**
 * The body of each lead form call (docs/product/api.md), as the server checks it. Unknown fields are
 * ignored. Built once per language (`leadSchemas(locale)`) from the field rules of validation/; the
 * English set is also exported by name.
 */
import * as v from 'valibot';
import * as en from '../i18n/api-messages';
import * as es from '../i18n/api-messages.es';
import type { Locale } from '../i18n/request-locale';
import { LIMITS, fieldSchemas, type FieldMessages } from '../validation/field-schemas';

function requestSchemas(m: FieldMessages) {
  const { anyText, email, optionalText, personName, phone, text } = fieldSchemas(m);

  const contactSchema = v.object({
    name: personName(m.nameRequired),
    email,
    phone,
    message: text({ required: m.messageRequired, max: LIMITS.message, multiline: true }),
  });

  const consultationFieldsSchema = v.object({
    first_name: personName(m.firstNameRequired),
    last_name: personName(m.lastNameRequired),
    email,
    phone,
    message: text({ required: m.messageRequired, max: LIMITS.message, multiline: true }),
    form_page_name: optionalText(LIMITS.pageUrl),
  });

  /**
   * What our lead forms send besides the lead (src/api/api-types.ts: BotGuardFields, LeadSourceFields).
   * The bot guard's fields are text like every other field (bot-guard.ts judges what they
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

  return { contactSchema, consultationFieldsSchema, leadFormExtrasSchema };
}

export type LeadSchemas = ReturnType<typeof requestSchemas>;

const sets: Record<Locale, LeadSchemas> = { en: requestSchemas(en.fieldMessages), es: requestSchemas(es.fieldMessages) };

/** The lead forms' schemas, their messages in the request's language. */
export const leadSchemas = (locale: Locale): LeadSchemas => sets[locale];

export const { contactSchema, consultationFieldsSchema, leadFormExtrasSchema } = sets.en;
