/**
 * The lead form calls, as server/api-operations.ts merges every feature's table: their routes take
 * their reply shapes from here and the OpenAPI document is built from them.
 */
import { apiPath } from '../../src/config/clinic';
import { failure, jsonBody, jsonRefusals, perIpLimit, refusal, retryAfter, type ApiOperation } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { botGuardFields, documentObject, fieldDocs } from '../http/request-docs';
import { LIMITS } from '../validation/field-schemas';
import { leadSourceFieldDoc } from '../lead-sources';
import { testModeFieldDoc } from '../test-leads';
import { appointmentFieldDocs, consultationTimeReplies } from '../appointments';
import { consultationFieldsSchema, contactSchema, leadFormExtrasSchema } from './lead-request-schemas';
import * as r from './lead-replies';

/** The lead forms' extras, from their schema like the fields they come with. */
const leadFormExtras = (documentObject(leadFormExtrasSchema, { ...botGuardFields, lead_source: leadSourceFieldDoc }) as { properties: Record<string, JsonSchema> }).properties;

const bodies = {
  contact: documentObject(
    contactSchema,
    { name: fieldDocs.name, email: fieldDocs.email, phone: fieldDocs.phone, message: fieldDocs.message },
    { ...leadFormExtras, test_mode: testModeFieldDoc },
  ),
  consultation: documentObject(
    consultationFieldsSchema,
    {
      first_name: fieldDocs.first_name,
      last_name: fieldDocs.last_name,
      email: fieldDocs.email,
      phone: fieldDocs.phone,
      message: fieldDocs.message,
      form_page_name: { description: `The page the form was sent from (up to ${LIMITS.pageUrl} characters).`, hints: { maxLength: LIMITS.pageUrl } },
    },
    {
      ...leadFormExtras,
      test_mode: testModeFieldDoc,
      image: { type: 'string', contentMediaType: 'image/jpeg', description: 'One JPEG photo up to 16 MB; it is re-encoded and its metadata (EXIF, GPS) dropped.' } as JsonSchema,
      ...appointmentFieldDocs,
    },
  ),
};

export const leadOperations = {
  consultation: {
    method: 'POST',
    path: apiPath('scheduleconversation'),
    operationId: 'bookConsultation',
    tag: 'Lead forms',
    summary: 'Book a consultation, with a photo',
    description:
      'A multipart form: the fields and one JPEG under `image`. Limits: one file up to 16 MB, 20 fields of up to 64 KB, 25 parts. Partner origins may call it (CORS). With `appointment_type` and `appointment_start` it books that time; an `Idempotency-Key` header (a UUID per filled form, reused on retries) makes a retried submit get the first answer instead of storing twice.',
    body: { 'multipart/form-data': bodies.consultation },
    bodyRequired: true,
    security: 'public',
    responses: {
      '200': {
        description: 'Stored (`success` true, with `appointment` when a time was booked), a bot (the same answer, nothing stored), or refused fields (`success` false, the photo’s error under `image`); a stamp over 12 hours old is refused under `form`.',
        schema: consultationTimeReplies.ok,
      },
      ...consultationTimeReplies.refusals,
      '400': refusal('The multipart body could not be read (no boundary, a part cut short).'),
      '413': refusal('A photo over 16 MB (or a `Content-Length` over 18 MB, refused before the body is read), a second file, or too many or too long fields.'),
      '415': refusal('Not `multipart/form-data`.'),
      ...perIpLimit(20, 10),
      '503': refusal('Too many photos at once (every upload slot taken and the short queue full, or no slot free within 10 s; the body is not read) or photo decoding busy: try again after `Retry-After` seconds.', retryAfter),
      ...failure,
    },
  },
  contact: {
    method: 'POST',
    path: apiPath('contactus'),
    operationId: 'sendContactMessage',
    tag: 'Lead forms',
    summary: 'Send a message to the clinic',
    description: 'Partner origins may call it (CORS).',
    body: jsonBody(bodies.contact),
    bodyRequired: true,
    security: 'public',
    responses: {
      '200': { description: 'Received (`success` true; a bot gets the same), or refused fields (`success` false).', schema: r.leadFormReply },
      ...jsonRefusals,
      ...perIpLimit(20, 10),
      ...failure,
    },
  },
  formStamp: {
    method: 'GET',
    path: '/api/form-stamp',
    operationId: 'getFormStamp',
    tag: 'Lead forms',
    summary: 'A time stamp for a lead form',
    description: 'Fetch it when the form is shown and send it back as `form_stamp`.',
    security: 'public',
    responses: { '200': { description: 'A signed stamp.', schema: r.formStampReply }, ...failure },
  },
} satisfies Record<string, ApiOperation>;
