/** The patient's own appointments in her account (account-appointment-routes.ts), as server/api-operations.ts lists every call. */
import * as v from 'valibot';
import { failure, jsonRefusals, perIpLimit, refusal, type ApiOperation, type ParameterDoc } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { errorReply, message } from '../http/reply-schemas';
import { slotUnavailableReply } from './appointment-replies';
import { appointmentReply } from './manage-operations';

const ownAppointment = v.pipe(
  v.object({
    ...appointmentReply.entries,
    upcoming: v.pipe(v.boolean(), v.description('Still ahead and holding its time.')),
    can_cancel: v.pipe(v.boolean(), v.description('She may cancel it here: it holds its time and has not started, as with the mailed link.')),
    can_move: v.pipe(v.boolean(), v.description('She may move it here: it is booked (not held for the clinic’s confirmation) and has not started.')),
  }),
  v.title('OwnAppointment'),
);

const callBack = v.pipe(
  v.object({
    id: v.number(),
    sent: v.pipe(v.string(), v.description('When she sent it, ISO 8601 in UTC.')),
    status: v.pipe(v.picklist(['waiting', 'contacted', 'closed']), v.description('`waiting`: the clinic has not called yet; `contacted`: it has; `closed`: the request is done.')),
  }),
  v.title('CallBackRequest'),
);

export const ownAppointmentsReply = v.pipe(
  v.object({
    success: v.literal(true),
    verified: v.pipe(v.boolean(), v.description('Whether she has confirmed her e-mail; until then both lists are empty and `message` says why.')),
    email: v.pipe(v.string(), v.description('The account’s address, the one to confirm.')),
    message: v.optional(message),
    appointments: v.array(ownAppointment),
    requests: v.array(callBack),
  }),
  v.title('OwnAppointments'),
);

const changedReply = v.object({ success: v.literal(true), message, appointment: ownAppointment });

const idParam: ParameterDoc = { name: 'id', in: 'path', description: 'The appointment’s id, as her list gives it.', required: true, schema: { type: 'string', pattern: '^\\d{1,10}$' } as JsonSchema };

const sessionRefusals = {
  '401': refusal('No session (the cookies are cleared). Message: "Please sign in to continue."'),
  '403': refusal('Another site’s page, a missing or wrong `X-XSRF-TOKEN`, or an e-mail not confirmed yet.'),
  '404': refusal('No such appointment in her account: another patient’s answers exactly as one that does not exist.'),
};

export const accountAppointmentOperations = {
  listOwnAppointments: {
    method: 'GET',
    path: '/api/account/appointments',
    operationId: 'listOwnAppointments',
    tag: 'Accounts',
    summary: 'The signed-in patient’s appointments and call-back requests',
    description:
      'Hers: booked while signed in to this account, or under its address once she has confirmed it. Upcoming first (soonest first), then past (latest first); call-back requests newest first. Before she confirms her e-mail, both lists are empty.',
    security: 'visitor',
    responses: {
      '200': { description: 'Her lists.', schema: ownAppointmentsReply },
      '401': sessionRefusals['401'],
      ...perIpLimit(60, 10),
      ...failure,
    },
  },
  cancelOwnAppointment: {
    method: 'POST',
    path: '/api/account/appointments/:id/cancel',
    operationId: 'cancelOwnAppointment',
    tag: 'Accounts',
    summary: 'Cancel one of her appointments',
    description:
      'The rules of the mailed link: the time is free again at once; she gets the cancellation (METHOD:CANCEL, same UID, SEQUENCE one higher) and the clinic a notice; the mailed links stop working. Body: JSON (`{}`). Same origin only.',
    security: 'visitor',
    parameters: [idParam],
    body: { 'application/json': { type: 'object' } as JsonSchema },
    bodyRequired: true,
    responses: {
      '200': { description: 'Cancelled.', schema: changedReply },
      ...jsonRefusals,
      ...sessionRefusals,
      '409': refusal('It has started, already happened or was cancelled: nothing changed.'),
      ...perIpLimit(60, 10),
      ...failure,
    },
  },
  moveOwnAppointment: {
    method: 'POST',
    path: '/api/account/appointments/:id/reschedule',
    operationId: 'moveOwnAppointment',
    tag: 'Accounts',
    summary: 'Move one of her appointments to another free time',
    description:
      'The rules of the mailed link: a booked appointment that has not started, to a free time of its type; she gets the updated invitation (same UID, SEQUENCE one higher) with a fresh link, the clinic a notice; the earlier links stop working. Same origin only.',
    security: 'visitor',
    parameters: [idParam],
    body: { 'application/json': { type: 'object', properties: { start: { type: 'string', maxLength: 40, description: 'The `start` of a free time of the same type, ISO 8601 UTC.' } }, required: ['start'] } as JsonSchema },
    bodyRequired: true,
    responses: {
      '200': { description: 'Moved.', schema: changedReply },
      ...jsonRefusals,
      '400': refusal('The body is not valid JSON, or `start` is not an ISO 8601 instant.'),
      ...sessionRefusals,
      '409': { description: 'It can no longer be moved (`message` says so, no `code`), or the time is not free (`slot_unavailable` with fresh times).', schema: v.union([slotUnavailableReply, errorReply]) },
      ...perIpLimit(60, 10),
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
