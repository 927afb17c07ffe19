/**
 * The request side of the OpenAPI document: the JSON Schema of each body and query the server
 * checks, generated from its valibot schema (services/validation/request-schemas.ts,
 * staff/inbox-request.ts), with each field's rules told in words. A field the schema gains without
 * a word here, or a word for a field it lost, stops the document from being built.
 */
import type * as v from 'valibot';
import { GENDERS, LIMITS, REFERRAL_TYPES } from '../validation/field-schemas';
import { jsonSchemaOf, type JsonSchema } from './json-schema';

export interface FieldDoc {
  description: string;
  /** whether a request without it is refused (the server's own schemas default every field to '') */
  required?: boolean;
  /** JSON Schema keywords that state the field's rules for readers and generated clients */
  hints?: Record<string, unknown>;
}

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** A body or query as the server accepts it: the schema's properties, each described. */
export function documentObject(schema: ObjectSchema, docs: Record<string, FieldDoc>, extras: Record<string, JsonSchema> = {}): JsonSchema {
  const generated = jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema> };
  const properties = generated.properties ?? {};
  const undocumented = Object.keys(properties).filter((k) => !docs[k]);
  const stale = Object.keys(docs).filter((k) => !(k in properties));
  if (undocumented.length > 0 || stale.length > 0) {
    throw new Error(`request fields out of step with their schema: undocumented ${undocumented.join(', ') || '-'}; unknown ${stale.join(', ') || '-'}`);
  }
  const described = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => {
      const doc = docs[key] as FieldDoc;
      return [key, { ...(property as object), ...doc.hints, description: doc.description }];
    }),
  );
  const required = Object.entries(docs).filter(([, d]) => d.required).map(([k]) => k);
  return {
    type: 'object',
    properties: { ...described, ...extras },
    ...(required.length > 0 ? { required } : {}),
  } as JsonSchema;
}

const str = (max: number, extra: Record<string, unknown> = {}) => ({ maxLength: max, ...extra });

export const fieldDocs = {
  first_name: { description: `Trimmed; 1 to ${LIMITS.name} characters.`, required: true, hints: str(LIMITS.name, { examples: ['Ana'] }) },
  last_name: { description: `Trimmed; 1 to ${LIMITS.name} characters.`, required: true, hints: str(LIMITS.name, { examples: ['Lee'] }) },
  name: { description: `The sender’s name; 1 to ${LIMITS.name} characters.`, required: true, hints: str(LIMITS.name) },
  email: { description: 'An e-mail address (stored lower-cased).', required: true, hints: str(LIMITS.email, { format: 'email', examples: ['ana.lee@example.com'] }) },
  phone: {
    description: 'A US phone number: ten digits, optionally with +1, spaces, dots, dashes or parentheses.',
    required: true,
    hints: str(LIMITS.phone, { examples: ['(305) 555-0147'] }),
  },
  message: { description: `1 to ${LIMITS.message} characters; line breaks kept.`, required: true, hints: str(LIMITS.message) },
  dob: { description: 'Date of birth, YYYY-MM-DD, from 1900-01-01 to yesterday in Miami.', required: true, hints: { format: 'date', examples: ['1990-05-01'] } },
  gender: { description: `One of ${GENDERS.join(', ')} (any letter case).`, required: true, hints: { examples: [...GENDERS] } },
  ref_type: { description: `How the patient heard of the clinic: one of ${REFERRAL_TYPES.join(', ')} (any letter case).`, required: true, hints: { examples: [...REFERRAL_TYPES] } },
  newPassword: {
    description: `${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters, not a commonly used password; spaces count.`,
    required: true,
    hints: { minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax },
  },
  confirm_password: { description: 'The same password again.', required: true },
} satisfies Record<string, FieldDoc>;

/** What our own lead forms add so the server can drop bots quietly (docs/architecture.md). */
export const botGuardFields = {
  website: { description: 'A honeypot: leave it empty. A filled one gets the success answer and nothing is stored.' },
  form_stamp: {
    description: 'The stamp of GET /api/form-stamp, fetched when the form is shown. Younger than 3 s: treated as a bot; older than 12 hours: refused as expired.',
  },
} satisfies Record<string, FieldDoc>;
