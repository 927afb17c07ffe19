/** Her data calls (account-data-routes.ts), as server/api-operations.ts lists every call. */
import * as v from 'valibot';
import { failure, jsonRefusals, pathParam, perIpLimit, refusal, type ApiOperation } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { message } from '../http/reply-schemas';

const tag = 'Accounts';
const when = v.pipe(v.string(), v.description('ISO 8601, UTC.'));
const nullable = <T extends v.GenericSchema>(s: T) => v.nullable(s);

const exportReply = v.pipe(
  v.object({
    success: v.literal(true),
    exported_at: when,
    account: v.object({
      id: v.number(),
      first_name: v.string(),
      last_name: v.string(),
      email: v.string(),
      phone: v.string(),
      dob: v.string(),
      gender: v.string(),
      ref_type: v.string(),
      created_at: when,
      email_verified_at: nullable(when),
    }),
    marketing_mail: v.object({ subscribed: v.boolean() }),
    consultation_requests: v.array(
      v.object({
        id: v.number(),
        first_name: v.string(),
        last_name: v.string(),
        email: v.string(),
        phone: v.string(),
        message: v.string(),
        form_page_name: v.string(),
        status: v.string(),
        note: v.pipe(v.string(), v.description('The clinic’s note on the request.')),
        language: v.string(),
        created_at: when,
        photo: v.pipe(v.boolean(), v.description('Whether the clinic holds the photo she sent with it.')),
      }),
    ),
    contact_messages: v.pipe(
      v.array(
        v.object({
          id: v.number(),
          name: v.string(),
          email: v.string(),
          phone: v.string(),
          message: v.string(),
          status: v.string(),
          note: v.pipe(v.string(), v.description('The clinic’s note on the message.')),
          language: v.string(),
          created_at: when,
        }),
      ),
      v.description('Her messages from the contact forms, sent from her confirmed address.'),
    ),
    appointments: v.array(
      v.object({
        id: v.number(),
        type: v.string(),
        start: when,
        end: when,
        zone: v.string(),
        language: v.picklist(['en', 'es']),
        status: v.string(),
        first_name: v.string(),
        last_name: v.string(),
        email: v.string(),
        phone: v.string(),
        request_id: nullable(v.number()),
        treated_areas: nullable(v.string()),
      }),
    ),
    health_forms: v.array(
      v.object({
        id: v.number(),
        appointment_id: v.number(),
        version: v.number(),
        signed_at: when,
        consent_version: v.string(),
        language: v.picklist(['en', 'es']),
        answers: v.record(v.string(), v.boolean()),
        medications: v.string(),
        allergies: v.string(),
        photo_consent: v.string(),
        signed_name: v.string(),
        signature_hash: v.string(),
        pdf: v.pipe(v.string(), v.description('The path of this signed version’s PDF (GET, her session).')),
      }),
    ),
    medical_record_retention_years: v.pipe(v.number(), v.description('MEDICAL_RECORD_RETENTION_YEARS: how long after her last signature her signed forms are kept once her account is closed.')),
  }),
  v.title('AccountExport'),
);

const closedReply = v.pipe(
  v.object({
    success: v.literal(true),
    message,
    kept_health_forms: v.pipe(v.number(), v.description('Signed health form versions kept as her medical record (0: none).')),
    kept_until: v.pipe(nullable(when), v.description('Until when they are kept at the least: MEDICAL_RECORD_RETENTION_YEARS after her last signature.')),
  }),
  v.title('AccountClosed'),
);

const unreadable = { '503': { description: 'A stored form cannot be decrypted with the server’s keys.', schema: v.object({ success: v.literal(false), message, code: v.literal('cannot_decrypt') }) } };
const signedOut = { '401': refusal('No session, or one that names no account (the cookies are cleared). Message: "Please sign in to continue."') };

export const accountDataOperations = {
  getDataTerms: {
    method: 'GET',
    path: '/api/account/data-terms',
    operationId: 'getDataTerms',
    tag,
    summary: 'How long the clinic keeps a closed account’s signed forms',
    description: 'MEDICAL_RECORD_RETENTION_YEARS, as her profile states it before she closes her account. No session needed: it is the same for everyone.',
    security: 'public',
    responses: {
      '200': { description: 'The period.', schema: v.pipe(v.object({ success: v.literal(true), medical_record_retention_years: v.number() }), v.title('DataTerms')) },
      ...perIpLimit(30, 10),
      ...failure,
    },
  },
  exportOwnData: {
    method: 'GET',
    path: '/api/account/export',
    operationId: 'exportOwnData',
    tag,
    summary: 'Everything the clinic holds about the signed-in patient’s account, as JSON',
    description:
      'Her account, her marketing-mail setting, her consultation requests and appointments (made while signed in, or under her address once confirmed), and every health form version she signed with its answers and the path of its PDF. Sent as an attachment (`her-data.json`), never cached.',
    security: 'visitor',
    responses: {
      '200': { description: 'Her data.', schema: exportReply },
      ...signedOut,
      ...unreadable,
      ...perIpLimit(30, 10),
      ...failure,
    },
  },
  getOwnSignedFormPdf: {
    method: 'GET',
    path: '/api/account/health-forms/:id/pdf',
    operationId: 'getOwnSignedFormPdf',
    tag,
    summary: 'One health form version she signed, as a PDF, by its id in her data download',
    description: 'Works for every version she signed, also when the appointment it was for is gone. Anyone else’s id answers as one that does not exist.',
    security: 'visitor',
    parameters: [pathParam('id', 'The version’s `id` in her data download.', { type: 'string', pattern: '^\\d{1,10}$' } as JsonSchema)],
    responses: {
      '200': { description: 'The PDF, as an attachment.', content: { 'application/pdf': { type: 'string', format: 'binary' } as JsonSchema } },
      ...signedOut,
      '404': refusal('No such signed version in her account.'),
      ...unreadable,
      ...perIpLimit(30, 10),
      ...failure,
    },
  },
  closeOwnAccount: {
    method: 'POST',
    path: '/api/account/close',
    operationId: 'closeOwnAccount',
    tag,
    summary: 'Close the signed-in patient’s account, her password asked again',
    description:
      'Body `{ "password": "…" }`. Deletes at once the account, its sessions (she is signed out: the cookies are cleared), her consultation requests and appointments (one still to come is cancelled first and she and the clinic are told), her mail setting and the mail kept to her address. Her signed health forms and consents are kept as the clinic’s medical record for MEDICAL_RECORD_RETENTION_YEARS after her last signature, then deleted. Same origin only, with the session’s `X-XSRF-TOKEN`.',
    security: 'visitor',
    body: { 'application/json': { type: 'object', properties: { password: { type: 'string', maxLength: 1024 } }, required: ['password'] } as JsonSchema },
    bodyRequired: true,
    responses: {
      '200': { description: 'Closed; signed out.', schema: closedReply },
      ...jsonRefusals,
      '400': refusal('No password given.'),
      ...signedOut,
      '403': refusal('Another site’s page, a missing or wrong `X-XSRF-TOKEN`, or a wrong password (the account stays open).'),
      ...perIpLimit(30, 10),
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
