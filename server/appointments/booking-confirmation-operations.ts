/**
 * The staff calls of the 'hold in-person bookings for confirmation' setting (booking-hold-repository.ts),
 * as server/api-operations.ts lists every call.
 */
import * as v from 'valibot';
import type { ApiOperation, ParameterDoc } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { errorReply, message } from '../http/reply-schemas';
import { staffAppointment } from './staff-appointment-operations';

const refusal = (description: string) => ({ description, schema: errorReply });
const staffRefusals = { '401': refusal('No staff session (or it ended).'), '500': refusal('Something unexpected failed; it is logged.') };
const writeRefusals = {
  ...staffRefusals,
  '403': refusal('Missing or wrong `X-Staff-XSRF-Token` header, or sent from another site’s page.'),
  '413': refusal('The body is over 64 KB.'),
  '415': refusal('The body is not `application/json`.'),
};
const idParam: ParameterDoc = { name: 'id', in: 'path', description: 'The appointment’s id.', required: true, schema: { type: 'string', pattern: '^\\d{1,10}$' } as JsonSchema };
const settingsReply = v.object({ success: v.literal(true), holdInPerson: v.pipe(v.boolean(), v.description('New in-person bookings wait as `pending` for staff to confirm or decline.')) });

export const bookingConfirmationOperations = {
  staffBookingSettings: {
    method: 'GET',
    path: '/api/staff/booking-settings',
    operationId: 'getStaffBookingSettings',
    tag: 'Staff',
    summary: 'Whether new in-person bookings wait for the clinic’s confirmation',
    security: 'staff',
    responses: { '200': { description: 'The setting.', schema: settingsReply }, ...staffRefusals },
  },
  staffPutBookingSettings: {
    method: 'PUT',
    path: '/api/staff/booking-settings',
    operationId: 'putStaffBookingSettings',
    tag: 'Staff',
    summary: 'Hold new in-person bookings for confirmation, or book them at once',
    description: 'Applies to bookings from now on; bookings already waiting stay pending until confirmed or declined.',
    security: 'staffWrite',
    body: { 'application/json': { type: 'object', required: ['holdInPerson'], properties: { holdInPerson: { type: 'boolean' } } } as JsonSchema },
    bodyRequired: true,
    responses: {
      '200': { description: 'Saved.', schema: v.object({ success: v.literal(true), holdInPerson: v.boolean(), message }) },
      '400': refusal('Not valid JSON, or `holdInPerson` is not true or false.'),
      ...writeRefusals,
    },
  },
  staffConfirmAppointment: {
    method: 'POST',
    path: '/api/staff/appointments/:id/confirm',
    operationId: 'confirmStaffAppointment',
    tag: 'Staff',
    summary: 'Confirm a held booking',
    description: 'The patient gets the confirmation with the calendar invitation and her link; the lead’s audit log records it.',
    security: 'staffWrite',
    parameters: [idParam],
    responses: {
      '200': { description: 'Confirmed: now booked.', schema: v.object({ success: v.literal(true), message, appointment: staffAppointment }) },
      '404': refusal('No such appointment.'),
      '409': refusal('Not waiting for confirmation (already confirmed, declined or cancelled).'),
      ...writeRefusals,
    },
  },
  staffDeclineAppointment: {
    method: 'POST',
    path: '/api/staff/appointments/:id/decline',
    operationId: 'declineStaffAppointment',
    tag: 'Staff',
    summary: 'Decline a held booking',
    description: 'The time is free again; the patient is told in her language and asked to choose another; the lead’s audit log records it.',
    security: 'staffWrite',
    parameters: [idParam],
    responses: {
      '200': { description: 'Declined: now cancelled.', schema: v.object({ success: v.literal(true), message, appointment: staffAppointment }) },
      '404': refusal('No such appointment.'),
      '409': refusal('Not waiting for confirmation (already confirmed, declined or cancelled).'),
      ...writeRefusals,
    },
  },
} satisfies Record<string, ApiOperation>;
