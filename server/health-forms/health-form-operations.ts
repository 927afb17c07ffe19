/** The patient's health form and consent in her account (health-form-routes.ts), as server/api-operations.ts lists every call. */
import * as v from 'valibot';
import { failure, jsonBody, jsonRefusals, pathParam, perIpLimit, refusal, type ApiOperation } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { message } from '../http/reply-schemas';
import { CONSENT_VERSIONS, PHOTO_CONSENTS, TEXT_ANSWER_MAX, TEXT_QUESTIONS, YES_NO_QUESTIONS } from '../../src/health-form/health-form-shape';
import { NAME_MAX, NAME_MIN } from './health-form-request';

const tag = 'Accounts';

const consentText = v.pipe(v.object({ title: v.string(), paragraphs: v.array(v.string()) }), v.title('ConsentText'));

const questionsReply = v.pipe(
  v.object({
    success: v.literal(true),
    consent_version: v.pipe(v.string(), v.description('The consent text’s version a signature now agrees to.')),
    consent: consentText,
    questions: v.array(v.object({ id: v.picklist(YES_NO_QUESTIONS), text: v.string() })),
    text_questions: v.array(v.object({ id: v.picklist(TEXT_QUESTIONS), label: v.string(), hint: v.string() })),
    photo_consents: v.array(v.object({ id: v.picklist(PHOTO_CONSENTS), label: v.string() })),
  }),
  v.title('HealthFormQuestions'),
);

const yesNoAnswers = v.object(Object.fromEntries(YES_NO_QUESTIONS.map((q) => [q, v.boolean()])) as Record<(typeof YES_NO_QUESTIONS)[number], v.BooleanSchema<undefined>>);

const versionSummary = v.pipe(
  v.object({
    version: v.number(),
    signed_at: v.pipe(v.string(), v.description('ISO 8601, UTC.')),
    flagged: v.pipe(v.boolean(), v.description('A yes to any screening question: for the practitioner’s attention.')),
    consent_version: v.string(),
  }),
  v.title('HealthFormVersionSummary'),
);

const signedVersion = v.pipe(
  v.object({
    version: v.number(),
    signed_at: v.string(),
    flagged: v.boolean(),
    consent_version: v.pipe(v.picklist(CONSENT_VERSIONS), v.description('The consent text she agreed to; `consent` is that text, in the language asked for.')),
    consent: consentText,
    language: v.pipe(v.picklist(['en', 'es']), v.description('The language she signed in.')),
    answers: yesNoAnswers,
    medications: v.string(),
    allergies: v.string(),
    photo_consent: v.picklist(PHOTO_CONSENTS),
    signed_name: v.string(),
    signature_hash: v.pipe(v.string(), v.description('SHA-256 (hex) of the canonical JSON of what she signed: answers, photo consent, consent version, name, time.')),
  }),
  v.title('HealthFormVersion'),
);

const appointmentSummary = v.object({ id: v.number(), type: v.string(), start: v.string(), end: v.string(), zone: v.string(), language: v.picklist(['en', 'es']), status: v.string() });

const formReply = v.pipe(
  v.object({
    success: v.literal(true),
    appointment: appointmentSummary,
    can_sign: v.pipe(v.boolean(), v.description('Whether she may sign (again): the appointment is not cancelled and has not started.')),
    latest: v.nullable(signedVersion),
    versions: v.array(versionSummary),
  }),
  v.title('HealthForm'),
);

const signedReply = v.object({ success: v.literal(true), message, form: signedVersion });

export const cannotDecryptReply = v.pipe(
  v.object({ success: v.literal(false), message, code: v.literal('cannot_decrypt') }),
  v.title('CannotDecrypt'),
  v.description('The stored form is sealed with a key the server was not given (FIELD_ENCRYPTION_KEY / FIELD_ENCRYPTION_OLD_KEYS); the log names the key id.'),
);

const idParam = pathParam('id', 'The appointment’s id, as her list gives it.', { type: 'string', pattern: '^\\d{1,10}$' } as JsonSchema);
const versionParam = pathParam('n', 'The version’s number, from 1.', { type: 'string', pattern: '^\\d{1,6}$' } as JsonSchema);

const sessionRefusals = {
  '401': refusal('No session (the cookies are cleared). Message: "Please sign in to continue."'),
  '403': refusal('E-mail not confirmed yet (or, for a signature: another site’s page, a missing or wrong `X-XSRF-TOKEN`).'),
  '404': refusal('No such appointment in her account (another patient’s answers exactly as one that does not exist), not an in-person visit, or no such version.'),
};
const unreadable = { '503': { description: 'The stored form cannot be decrypted with the server’s keys.', schema: cannotDecryptReply } };

const signBody = {
  type: 'object',
  properties: {
    answers: { type: 'object', description: 'Every screening question’s id → true (yes) or false (no).', properties: Object.fromEntries(YES_NO_QUESTIONS.map((q) => [q, { type: 'boolean' }])), required: [...YES_NO_QUESTIONS] },
    medications: { type: 'string', maxLength: TEXT_ANSWER_MAX, description: 'Free text; empty for none.' },
    allergies: { type: 'string', maxLength: TEXT_ANSWER_MAX, description: 'Free text; empty for none.' },
    photo_consent: { type: 'string', enum: [...PHOTO_CONSENTS], description: '`none`, `record` (medical record only) or `marketing` (record and anonymised marketing).' },
    consent_version: { type: 'string', enum: [CONSENT_VERSIONS[CONSENT_VERSIONS.length - 1]], description: 'The consent text’s version she read: the current one.' },
    accept_consent: { type: 'boolean', enum: [true], description: 'She agrees to the consent to treatment.' },
    signed_name: { type: 'string', minLength: NAME_MIN, maxLength: NAME_MAX, description: 'Her full name, typed: her signature.' },
  },
  required: ['answers', 'photo_consent', 'consent_version', 'accept_consent', 'signed_name'],
} as JsonSchema;

export const healthFormOperations = {
  getHealthFormQuestions: {
    method: 'GET',
    path: '/api/account/health-form/questions',
    operationId: 'getHealthFormQuestions',
    tag,
    summary: 'The health form’s questions and the current consent text',
    description: 'In the language asked for (`Accept-Language`, `?lang`): the screening questions for a 1470 nm laser treatment, the free-text ones, the photo consent’s choices and the consent to treatment a signature now agrees to.',
    security: 'public',
    responses: { '200': { description: 'The questions.', schema: questionsReply }, ...perIpLimit(60, 10), ...failure },
  },
  getHealthForm: {
    method: 'GET',
    path: '/api/account/appointments/:id/health-form',
    operationId: 'getHealthForm',
    tag,
    summary: 'Her health form for one of her in-person appointments',
    description: 'The latest signed version (null before she signs) and every version’s summary, newest first. Hers only, by the rules of her appointments list.',
    security: 'visitor',
    parameters: [idParam],
    responses: { '200': { description: 'Her form.', schema: formReply }, ...sessionRefusals, ...unreadable, ...perIpLimit(60, 10), ...failure },
  },
  signHealthForm: {
    method: 'POST',
    path: '/api/account/appointments/:id/health-form',
    operationId: 'signHealthForm',
    tag,
    summary: 'Sign her health form (a new version)',
    description:
      'Every answer, the photo consent, agreement to the current consent text and her typed full name. Each signature is a new version; earlier ones stay as they were. Until the appointment starts, and not once it is cancelled. Same origin only.',
    security: 'visitor',
    parameters: [idParam],
    body: jsonBody(signBody),
    bodyRequired: true,
    responses: {
      '201': { description: 'Signed: the new version.', schema: signedReply },
      ...jsonRefusals,
      '400': refusal('A question unanswered or not true/false, medicines or allergies over 1000 characters, no photo choice, an outdated consent version, the consent not agreed to, or no full name.'),
      ...sessionRefusals,
      '409': refusal('The appointment was cancelled or has started, or another signature was made at the same moment.'),
      ...perIpLimit(60, 10),
      ...failure,
    },
  },
  getHealthFormVersion: {
    method: 'GET',
    path: '/api/account/appointments/:id/health-form/versions/:n',
    operationId: 'getHealthFormVersion',
    tag,
    summary: 'One signed version of her health form',
    description: 'What she answered and signed, with the consent text of the version she agreed to.',
    security: 'visitor',
    parameters: [idParam, versionParam],
    responses: { '200': { description: 'The version.', schema: v.object({ success: v.literal(true), form: signedVersion }) }, ...sessionRefusals, ...unreadable, ...perIpLimit(60, 10), ...failure },
  },
  getHealthFormVersionPdf: {
    method: 'GET',
    path: '/api/account/appointments/:id/health-form/versions/:n/pdf',
    operationId: 'getHealthFormVersionPdf',
    tag,
    summary: 'One signed version of her health form as a PDF',
    description: 'The consent text she agreed to, her answers, the photo consent, her typed name, the time and the SHA-256 of what she signed.',
    security: 'visitor',
    parameters: [idParam, versionParam],
    responses: {
      '200': { description: 'The PDF, as an attachment.', content: { 'application/pdf': { type: 'string', format: 'binary' } as JsonSchema } },
      ...sessionRefusals,
      ...unreadable,
      ...perIpLimit(60, 10),
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
