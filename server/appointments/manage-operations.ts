/** The self-service calls as server/api-operations.ts lists every call. */
import * as v from 'valibot';
import type { ApiOperation } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { errorReply } from '../http/reply-schemas';
import { APPOINTMENT_TYPE_IDS } from '../db/consultation-types';
import { CLINIC_ZONE } from './clinic-zone';
import { slotUnavailableReply } from './appointment-replies';
import { TOKEN_MAX } from './manage-request';

const message = v.pipe(v.string(), v.description('A sentence to show the visitor.'));
const instant = v.pipe(v.string(), v.description('An instant, ISO 8601 in UTC.'));

export const appointmentReply = v.pipe(
  v.object({
    id: v.number(),
    type: v.picklist(APPOINTMENT_TYPE_IDS),
    start: instant,
    end: instant,
    zone: v.literal(CLINIC_ZONE),
    language: v.picklist(['en', 'es']),
    status: v.pipe(v.picklist(['booked', 'pending', 'attended', 'no-show', 'cancelled']), v.description('Where the appointment stands (`pending`: held for the clinic’s confirmation).')),
  }),
  v.title('Appointment'),
);

const gone = { '410': { description: 'The link was used, has expired (the appointment has started) or was never issued. Message: a sentence to show.', schema: errorReply } };
/** the GET's 410: a link retired by a change also says what became of its appointment */
const replacedLink = {
  '410': {
    description:
      'The link was used, has expired (the appointment has started) or was never issued. Message: a sentence to show. When a change retired the link (a move, a newer mail, a cancellation) and the appointment has not started, `appointment` says where it stands now: its type, time and status, and nothing about the patient.',
    schema: v.object({ success: v.literal(false), message, appointment: v.optional(appointmentReply) }),
  },
};
const failure = { '500': { description: 'Something unexpected failed; it is logged.', schema: errorReply } };
const jsonRefusals = {
  '400': { description: 'The body is not valid JSON, or `start` is not an ISO 8601 instant.', schema: errorReply },
  '413': { description: 'The body is over 64 KB.', schema: errorReply },
  '415': { description: 'The body is not `application/json`.', schema: errorReply },
};
const tokenDoc = { type: 'string', maxLength: TOKEN_MAX, description: 'The `token` of the link in the appointment mail.' };

export const manageOperations = {
  manageAppointment: {
    method: 'GET',
    path: '/api/appointments/manage',
    operationId: 'getManagedAppointment',
    tag: 'Appointments',
    summary: 'The appointment a self-service link is for',
    description: 'Does not use the link up.',
    parameters: [
      {
        name: 'X-Appointment-Token',
        in: 'header',
        description: 'The `token` of the link. In a header, never in the address, which proxies and access logs keep.',
        required: true,
        schema: { type: 'string', maxLength: TOKEN_MAX } as JsonSchema,
      },
    ],
    security: 'public',
    responses: { '200': { description: 'The appointment.', schema: v.object({ success: v.literal(true), appointment: appointmentReply }) }, ...replacedLink, ...failure },
  },
  cancelAppointment: {
    method: 'POST',
    path: '/api/appointments/manage/cancel',
    operationId: 'cancelManagedAppointment',
    tag: 'Appointments',
    summary: 'Cancel through a self-service link',
    description: 'Uses the link up. The time is free again at once; the patient gets a cancellation (METHOD:CANCEL, same UID, SEQUENCE one higher) and the clinic a notice.',
    body: { 'application/json': { type: 'object', properties: { token: tokenDoc }, required: ['token'] } as JsonSchema },
    bodyRequired: true,
    security: 'public',
    responses: { '200': { description: 'Cancelled.', schema: v.object({ success: v.literal(true), message }) }, ...jsonRefusals, ...gone, ...failure },
  },
  rescheduleAppointment: {
    method: 'POST',
    path: '/api/appointments/manage/reschedule',
    operationId: 'rescheduleManagedAppointment',
    tag: 'Appointments',
    summary: 'Move to another free time through a self-service link',
    description: 'Uses the link up when it succeeds (a refused time leaves it good). The patient gets the updated invitation (same UID, SEQUENCE one higher) with a fresh link; the clinic a notice.',
    body: {
      'application/json': {
        type: 'object',
        properties: { token: tokenDoc, start: { type: 'string', maxLength: 40, description: 'The `start` of a free time of the same type, ISO 8601 UTC.' } },
        required: ['token', 'start'],
      } as JsonSchema,
    },
    bodyRequired: true,
    security: 'public',
    responses: {
      '200': {
        description: 'Moved. `token`: a fresh self-service token for the page that moved it, good until the new time starts, as the mailed link is.',
        schema: v.object({ success: v.literal(true), message, appointment: appointmentReply, token: v.pipe(v.string(), v.description('A self-service token, as in the mailed link.')) }),
      },
      ...jsonRefusals,
      '409': { description: 'The new time is not free; nothing changed.', schema: slotUnavailableReply },
      ...gone,
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
