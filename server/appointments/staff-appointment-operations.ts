/** The staff appointment calls as server/api-operations.ts lists every call. */
import * as v from 'valibot';
import type { ApiOperation, ParameterDoc } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { errorReply } from '../http/reply-schemas';
import { APPOINTMENT_TYPE_IDS } from '../db/consultation-types';
import { CLINIC_ZONE } from './clinic-zone';
import { slotUnavailableReply } from './appointment-replies';
import { NOTE_MAX } from './hours-request';
import { AREA_IDS } from './treated-areas';

const instant = v.pipe(v.string(), v.description('An instant, ISO 8601 in UTC.'));
const zone = v.literal(CLINIC_ZONE);
const status = v.picklist(['booked', 'pending', 'attended', 'no-show', 'cancelled']);

export const staffAppointment = v.pipe(
  v.object({
    id: v.number(),
    type: v.picklist(APPOINTMENT_TYPE_IDS),
    start: instant,
    end: instant,
    status,
    language: v.picklist(['en', 'es']),
    patient: v.object({ firstName: v.string(), lastName: v.string(), email: v.string(), phone: v.string() }),
    leadId: v.nullable(v.number()),
    areas: v.pipe(v.array(v.picklist(AREA_IDS)), v.description('The areas treated, once marked attended (src/config/treatment-areas.ts); otherwise empty.')),
  }),
  v.title('StaffAppointment'),
);

const wallSpan = v.object({ start: v.string(), end: v.string() });
const hoursReply = v.object({
  success: v.literal(true),
  zone,
  weekly: v.array(v.object({ weekday: v.number(), start: v.string(), end: v.string(), breaks: v.array(wallSpan) })),
  overrides: v.array(v.object({ id: v.number(), date: v.string(), closed: v.boolean(), start: v.optional(v.string()), end: v.optional(v.string()), note: v.optional(v.string()) })),
  /** the holidays the clinic closes for in the coming year (a date override opens one) */
  holidays: v.array(v.object({ date: v.string(), name: v.string() })),
});

const refusal = (description: string) => ({ description, schema: errorReply });
const staffRefusals = {
  '401': refusal('No staff session (or it ended).'),
  '500': refusal('Something unexpected failed; it is logged.'),
};
const writeRefusals = {
  ...staffRefusals,
  '403': refusal('Missing or wrong `X-Staff-XSRF-Token` header, or sent from another site’s page.'),
  '413': refusal('The body is over 64 KB.'),
  '415': refusal('The body is not `application/json`.'),
};
const idParam: ParameterDoc = { name: 'id', in: 'path', description: 'The appointment’s id.', required: true, schema: { type: 'string', pattern: '^\\d{1,10}$' } as JsonSchema };
const dateQuery = (name: string, description: string): ParameterDoc => ({ name, in: 'query', description, required: true, schema: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as JsonSchema });
const span = { start: { type: 'string', pattern: '^\\d{2}:\\d{2}$' }, end: { type: 'string', pattern: '^\\d{2}:\\d{2}$' } };
const weeklyBody = {
  type: 'object',
  required: ['weekly'],
  properties: {
    weekly: {
      type: 'array',
      maxItems: 7,
      description: 'The whole week: a weekday without an entry is closed.',
      items: {
        type: 'object',
        required: ['weekday', 'start', 'end'],
        properties: { weekday: { type: 'integer', minimum: 0, maximum: 6, description: '0 = Sunday.' }, ...span, breaks: { type: 'array', maxItems: 4, items: { type: 'object', required: ['start', 'end'], properties: span } } },
      },
    },
  },
} as JsonSchema;
const overrideBody = {
  type: 'object',
  required: ['date', 'closed'],
  properties: { date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, closed: { type: 'boolean' }, ...span, note: { type: 'string', maxLength: NOTE_MAX } },
} as JsonSchema;

export const staffAppointmentOperations = {
  staffAppointments: {
    method: 'GET',
    path: '/api/staff/appointments',
    operationId: 'listStaffAppointments',
    tag: 'Staff',
    summary: 'Appointments of clinic days, for the calendar',
    security: 'staff',
    parameters: [dateQuery('from', 'The first clinic day.'), dateQuery('to', 'The last clinic day, at most 62 days after `from`.')],
    responses: {
      '200': { description: 'Every appointment starting on those days, cancelled ones included, by start.', schema: v.object({ success: v.literal(true), zone, appointments: v.array(staffAppointment) }) },
      '400': refusal('Dates that are not, reversed, or too far apart.'),
      ...staffRefusals,
    },
  },
  staffMoveAppointment: {
    method: 'POST',
    path: '/api/staff/appointments/:id/move',
    operationId: 'moveStaffAppointment',
    tag: 'Staff',
    summary: 'Move a booked appointment to another free time',
    description: 'The patient gets the updated invitation (same UID, SEQUENCE one higher) with a fresh link; the lead’s audit log records it.',
    security: 'staffWrite',
    parameters: [idParam],
    body: { 'application/json': { type: 'object', required: ['start'], properties: { start: { type: 'string', maxLength: 40 } } } as JsonSchema },
    bodyRequired: true,
    responses: {
      '200': { description: 'Moved.', schema: v.object({ success: v.literal(true), appointment: staffAppointment }) },
      '400': refusal('Not valid JSON, or `start` is not an ISO 8601 instant.'),
      '404': refusal('No such appointment.'),
      '409': { description: 'Not booked any more (`message` says so, no `code`), or the time is not free (`slot_unavailable` with fresh times).', schema: v.union([slotUnavailableReply, errorReply]) },
      ...writeRefusals,
    },
  },
  staffAppointmentStatus: {
    method: 'POST',
    path: '/api/staff/appointments/:id/status',
    operationId: 'setStaffAppointmentStatus',
    tag: 'Staff',
    summary: 'Mark attended or no-show, or cancel',
    description:
      'Cancelling frees the time and sends the patient a cancellation (METHOD:CANCEL). Marking attended needs `areas`, the areas treated: she gets the aftercare mail for them once, and four months later the invitation to book a follow-up (server/appointments/README.md). The lead’s audit log records each change.',
    security: 'staffWrite',
    parameters: [idParam],
    body: {
      'application/json': {
        type: 'object',
        required: ['status'],
        properties: {
          status: { type: 'string', enum: ['attended', 'no-show', 'cancelled'] },
          areas: { type: 'array', minItems: 1, maxItems: 20, items: { type: 'string', enum: [...AREA_IDS] }, description: 'Required with `attended`: the areas treated. Ignored otherwise.' },
        },
      } as JsonSchema,
    },
    bodyRequired: true,
    responses: {
      '200': { description: 'Changed.', schema: v.object({ success: v.literal(true), appointment: staffAppointment }) },
      '400': refusal('Not valid JSON, another status, or `attended` without a list of known `areas`.'),
      '404': refusal('No such appointment.'),
      '409': refusal('Not booked any more.'),
      ...writeRefusals,
    },
  },
  staffHours: {
    method: 'GET',
    path: '/api/staff/hours',
    operationId: 'getStaffHours',
    tag: 'Staff',
    summary: 'The practitioner’s weekly hours, the date overrides from today on, and the holidays of the coming year',
    security: 'staff',
    responses: { '200': { description: 'The hours.', schema: hoursReply }, ...staffRefusals },
  },
  staffPutHours: {
    method: 'PUT',
    path: '/api/staff/hours',
    operationId: 'putStaffHours',
    tag: 'Staff',
    summary: 'Replace the weekly hours',
    description: 'Booked appointments stay where they are; only new bookings follow the new hours.',
    security: 'staffWrite',
    body: { 'application/json': weeklyBody },
    bodyRequired: true,
    responses: { '200': { description: 'Saved.', schema: hoursReply }, '400': refusal('Not valid JSON, or hours that do not hold together.'), ...writeRefusals },
  },
  staffAddOverride: {
    method: 'POST',
    path: '/api/staff/hours/overrides',
    operationId: 'addStaffHoursOverride',
    tag: 'Staff',
    summary: 'Close a date or open it other hours (a holiday too)',
    description: 'One override per date: a new one replaces the old.',
    security: 'staffWrite',
    body: { 'application/json': overrideBody },
    bodyRequired: true,
    responses: { '200': { description: 'Saved.', schema: hoursReply }, '400': refusal('Not valid JSON, or an override that does not hold together.'), ...writeRefusals },
  },
  staffDeleteOverride: {
    method: 'DELETE',
    path: '/api/staff/hours/overrides/:id',
    operationId: 'deleteStaffHoursOverride',
    tag: 'Staff',
    summary: 'Remove a date override',
    security: 'staffWrite',
    parameters: [{ ...idParam, description: 'The override’s id.' }],
    responses: { '200': { description: 'Removed.', schema: hoursReply }, '404': refusal('No such override.'), ...staffRefusals, '403': writeRefusals['403'] },
  },
} satisfies Record<string, ApiOperation>;
