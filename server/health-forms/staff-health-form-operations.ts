/** The health forms' staff calls (staff-health-form-routes.ts), as server/api-operations.ts lists every call. */
import * as v from 'valibot';
import { failure, pathParam, refusal, type ApiOperation, type ParameterDoc } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { PHOTO_CONSENTS, YES_NO_QUESTIONS } from '../../src/health-form/health-form-shape';
import { HEALTH_FORM_STATUSES } from '../../src/health-form/health-form-flags';
import { cannotDecryptReply } from './health-form-operations';

/** the most appointments one status call names: a calendar month's, with room to spare */
export const STATUS_IDS_MAX = 200;

const status = v.pipe(
  v.picklist(HEALTH_FORM_STATUSES),
  v.description('`not_yet`: not signed; `done`: signed, nothing for the practitioner’s attention; `flagged`: signed, an answer calls for her attention (src/health-form/health-form-flags.ts).'),
);

const statusesReply = v.pipe(
  v.object({ success: v.literal(true), forms: v.array(v.object({ appointment_id: v.number(), status })) }),
  v.title('StaffHealthFormStatuses'),
);

const staffForm = v.pipe(
  v.object({
    version: v.pipe(v.number(), v.description('The latest version’s number (earlier ones stay as they were).')),
    signed_at: v.pipe(v.string(), v.description('ISO 8601, UTC.')),
    consent_version: v.string(),
    language: v.pipe(v.picklist(['en', 'es']), v.description('The language she signed in.')),
    answers: v.array(
      v.object({
        id: v.picklist(YES_NO_QUESTIONS),
        question: v.pipe(v.string(), v.description('The question, in English.')),
        yes: v.boolean(),
        attention: v.pipe(v.boolean(), v.description('This answer calls for the practitioner’s attention.')),
      }),
    ),
    medications: v.string(),
    allergies: v.string(),
    photo_consent: v.picklist(PHOTO_CONSENTS),
    signed_name: v.string(),
    signature_hash: v.string(),
  }),
  v.title('StaffHealthForm'),
);

const formReply = v.pipe(
  v.object({ success: v.literal(true), appointment_id: v.number(), status, form: v.pipe(v.nullable(staffForm), v.description('Null before she signs.')) }),
  v.title('StaffHealthFormAnswers'),
);

const staffRefusals = { '401': refusal('No staff session (or it ended).'), ...failure };
const idsQuery: ParameterDoc = {
  name: 'appointments',
  in: 'query',
  description: `The appointments’ ids, separated by commas (at most ${STATUS_IDS_MAX}).`,
  required: true,
  schema: { type: 'string', pattern: '^\\d{1,10}(,\\d{1,10})*$' } as JsonSchema,
};

export const staffHealthFormOperations = {
  staffHealthFormStatuses: {
    method: 'GET',
    path: '/api/staff/health-forms',
    operationId: 'listStaffHealthFormStatuses',
    tag: 'Staff',
    summary: 'Whether in-person appointments’ health forms are signed, and flagged',
    description: 'For the calendar and the lead page: each in-person appointment among those named, with its form’s status from the latest signed version. Never an answer. Other appointments, and ids that name none, are left out.',
    security: 'staff',
    parameters: [idsQuery],
    responses: { '200': { description: 'The statuses, by appointment id.', schema: statusesReply }, '400': refusal('No ids, more than 200, or not ids separated by commas.'), ...staffRefusals },
  },
  staffHealthForm: {
    method: 'GET',
    path: '/api/staff/appointments/:id/health-form',
    operationId: 'getStaffHealthForm',
    tag: 'Staff',
    summary: 'The answers of an in-person appointment’s health form (latest version)',
    description:
      'What she answered and signed in her latest version, each answer marked when it calls for the practitioner’s attention. Every view adds a `health_form_viewed` row to the access log (the lead’s audit) before the answers are sent. A practitioner opens only her own appointments’ forms.',
    security: 'staff',
    parameters: [pathParam('id', 'The appointment’s id.', { type: 'string', pattern: '^\\d{1,10}$' } as JsonSchema)],
    responses: {
      '200': { description: 'The form (null before she signs).', schema: formReply },
      '403': refusal('A practitioner asking for another practitioner’s appointment.'),
      '404': refusal('No such appointment, or not an in-person one.'),
      '503': { description: 'The stored form cannot be decrypted with the server’s keys.', schema: cannotDecryptReply },
      ...staffRefusals,
    },
  },
} satisfies Record<string, ApiOperation>;
