/**
 * The appointment calls as server/api-operations.ts lists every call: their routes take
 * their reply shapes from here and the OpenAPI document is built from them.
 */
import { perIpLimit, type ApiOperation, type ParameterDoc } from '../http/api-operation';
import { defaultRateLimits } from '../plugins/rate-limit';
import type { JsonSchema } from '../http/json-schema';
import { errorReply } from '../http/reply-schemas';
import { APPOINTMENT_TYPE_IDS } from '../db/consultation-types';
import { MAX_RANGE_DAYS } from './availability-request';
import { manageOperations } from './manage-operations';
import { staffAppointmentOperations } from './staff-appointment-operations';
import { availabilityReply, consultationReply, timeRefusedReply, typesReply } from './appointment-replies';

const failure = { '500': { description: 'Something unexpected failed; it is logged.', schema: errorReply } };
const query = (name: string, description: string, schema: JsonSchema): ParameterDoc => ({ name, in: 'query', description, required: true, schema });

export const appointmentOperations = {
  appointmentTypes: {
    method: 'GET',
    path: '/api/appointments/types',
    operationId: 'listAppointmentTypes',
    tag: 'Appointments',
    summary: 'The kinds of consultation a patient can book a time for',
    description: 'Names in the request’s language. Partner origins may call it (CORS).',
    security: 'public',
    responses: { '200': { description: 'The types, in the order to show them.', schema: typesReply }, ...failure },
  },
  availability: {
    method: 'GET',
    path: '/api/appointments/availability',
    operationId: 'getAvailability',
    tag: 'Appointments',
    summary: 'Free times of one type over clinic days',
    description:
      'Computed from the practitioner’s weekly hours, date overrides, holidays, booked appointments and their buffers, the type’s minimum notice and booking horizon. Every day from `from` to `to` is listed, with no times when none is free.',
    parameters: [
      query('type', 'The type’s id.', { type: 'string', enum: [...APPOINTMENT_TYPE_IDS] } as JsonSchema),
      query('from', 'The first clinic day, YYYY-MM-DD.', { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as JsonSchema),
      query('to', `The last clinic day, YYYY-MM-DD, at most ${MAX_RANGE_DAYS} days after \`from\`.`, { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as JsonSchema),
    ],
    security: 'public',
    responses: {
      '200': { description: 'The free times, day by day.', schema: availabilityReply },
      '400': { description: 'An unknown type, a date that is not one, `to` before `from`, or more than 62 days apart.', schema: errorReply },
      ...perIpLimit(defaultRateLimits.availability.max, defaultRateLimits.availability.windowMs / 60_000),
      ...failure,
    },
  },
  ...manageOperations,
  ...staffAppointmentOperations,
} satisfies Record<string, ApiOperation>;

/** The consultation call's two optional fields, as api-operations.ts documents its body. */
export const appointmentFieldDocs: Record<string, JsonSchema> = {
  appointment_type: { type: 'string', enum: [...APPOINTMENT_TYPE_IDS], description: 'Optional: the type of the chosen time (with `appointment_start`).' } as JsonSchema,
  appointment_start: {
    type: 'string',
    maxLength: 40,
    description: 'Optional: the `start` of a free time (GET /api/appointments/availability), ISO 8601 UTC. Without it the request is a call-back request, as before.',
  } as JsonSchema,
};

/** What a chosen time or a retry adds to the consultation call's answers. */
export const consultationTimeReplies = {
  ok: consultationReply,
  refusals: {
    '409': {
      description:
        'Nothing was stored. `slot_unavailable`: the chosen time is not free (taken meanwhile, inside the minimum notice, outside the hours or horizon), and `slots` offers the fresh free times. `already_booked`: this e-mail address or phone number already holds an upcoming appointment of the type (one a person, docs/product/limits.md).',
      schema: timeRefusedReply,
    },
    '422': { description: 'The `Idempotency-Key` was already used with a different form.', schema: errorReply },
  },
};
