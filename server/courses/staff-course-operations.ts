/** The staff's course calls as server/api-operations.ts lists every call (docs/product/api.md "Training course", staff). */
import type { ApiOperation, ParameterDoc } from '../http/api-operation';
import { refusal } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { enrollmentChangedReply, rosterReply, staffDayReply, staffDaysReply } from './staff-course-replies';
import { NOTE_MAX, PRICE_MAX } from './staff-course-request';

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
/** a call that takes no body: one sent anyway must be JSON */
const noBodyRefusals = { '400': refusal('A body that is not valid JSON (none is needed).'), '403': writeRefusals['403'], '413': writeRefusals['413'], '415': writeRefusals['415'] };
const idParam = (what: string): ParameterDoc => ({ name: 'id', in: 'path', description: `The ${what}’s id.`, required: true, schema: { type: 'string', pattern: '^\\d{1,10}$' } as JsonSchema });
const dayBody = {
  'application/json': {
    type: 'object',
    required: ['date', 'language', 'seats', 'price'],
    properties: {
      date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'The clinic day.' },
      start_time: { type: 'string', pattern: '^\\d{2}:\\d{2}$', description: 'Miami’s clock; default 08:30.' },
      end_time: { type: 'string', pattern: '^\\d{2}:\\d{2}$', description: 'Miami’s clock; default 17:30.' },
      language: { type: 'string', enum: ['en', 'es'], description: 'The language of instruction.' },
      seats: { type: 'integer', minimum: 1, maximum: 12, description: 'At most 12 (SPEC.md: at most 12 participants).' },
      price: { type: 'string', maxLength: PRICE_MAX, description: 'The price as shown, in USD (`$2,900`).' },
      enrollment_closes: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$', description: 'Miami’s clock, not after the start; default two days before the start.' },
    },
  } as JsonSchema,
};
const tag = 'Training course' as const;

export const staffCourseOperations = {
  staffCourseDays: {
    method: 'GET',
    path: '/api/staff/courses',
    operationId: 'listStaffCourseDays',
    tag,
    summary: 'Every course day, upcoming and past, with its counts',
    description: 'Newest start first. The counts are of enrollments by status: reserved, confirmed, offered, waiting, attended, no-show, cancelled.',
    security: 'staff',
    responses: { '200': { description: 'The days.', schema: staffDaysReply }, ...staffRefusals },
  },
  staffCreateCourseDay: {
    method: 'POST',
    path: '/api/staff/courses',
    operationId: 'createStaffCourseDay',
    tag,
    summary: 'Add a course day',
    description: 'It shows on /trainings at once. The audit log records it.',
    security: 'staffWrite',
    body: dayBody,
    bodyRequired: true,
    responses: { '201': { description: 'Added.', schema: staffDayReply }, '400': refusal('Not valid JSON, fields that do not hold together, or a day in the past.'), ...writeRefusals },
  },
  staffCourseRoster: {
    method: 'GET',
    path: '/api/staff/courses/:id',
    operationId: 'getStaffCourseRoster',
    tag,
    summary: 'A day’s roster and its audit trail',
    description: 'Every enrollment of the day in order of arrival (those that ended too), and who changed what, newest first.',
    security: 'staff',
    parameters: [idParam('course day')],
    responses: { '200': { description: 'The roster.', schema: rosterReply }, '404': refusal('No such course day.'), ...staffRefusals },
  },
  staffEditCourseDay: {
    method: 'PUT',
    path: '/api/staff/courses/:id',
    operationId: 'editStaffCourseDay',
    tag,
    summary: 'Edit a course day',
    description:
      'More seats are offered to the waitlist at once. Fewer seats than those taken are refused (a conditional UPDATE in the database), and the date and times change only while nobody holds a seat or waits.',
    security: 'staffWrite',
    parameters: [idParam('course day')],
    body: dayBody,
    bodyRequired: true,
    responses: {
      '200': { description: 'Saved.', schema: staffDayReply },
      '400': refusal('Not valid JSON, or fields that do not hold together.'),
      '404': refusal('No such course day.'),
      '409': refusal('Fewer seats than those taken, a new date or time while people are enrolled, or a cancelled day. The message says which.'),
      ...writeRefusals,
    },
  },
  staffCancelCourseDay: {
    method: 'POST',
    path: '/api/staff/courses/:id/cancel',
    operationId: 'cancelStaffCourseDay',
    tag,
    summary: 'Cancel a course day',
    description: 'Every enrollment and waitlist place of the day ends, and each person is told by mail in her own language (a cancelled invitation for a seat).',
    security: 'staffWrite',
    parameters: [idParam('course day')],
    responses: { '200': { description: 'Cancelled.', schema: staffDayReply }, '404': refusal('No such course day.'), '409': refusal('Already cancelled, or already started.'), ...staffRefusals, ...noBodyRefusals },
  },
  staffCourseRosterCsv: {
    method: 'GET',
    path: '/api/staff/courses/:id/roster.csv',
    operationId: 'downloadStaffCourseRoster',
    tag,
    summary: 'A day’s roster as CSV',
    description: 'Cells a spreadsheet would run as a formula start with an apostrophe.',
    security: 'staff',
    parameters: [idParam('course day')],
    responses: {
      '200': {
        description: 'A UTF-8 CSV attachment `course-YYYY-MM-DD.csv`.',
        content: { 'text/csv': { type: 'string' } as JsonSchema },
        headers: { 'Content-Disposition': { description: '`attachment; filename="course-YYYY-MM-DD.csv"`', schema: { type: 'string' } as JsonSchema } },
      },
      '404': refusal('No such course day.'),
      ...staffRefusals,
    },
  },
  staffCoursePayment: {
    method: 'POST',
    path: '/api/staff/courses/enrollments/:id/payment',
    operationId: 'recordStaffCoursePayment',
    tag,
    summary: 'Record a payment: the seat is confirmed',
    description: 'The clinic’s own process (an invoice, by phone); no card data. A reserved seat becomes confirmed and she is told.',
    security: 'staffWrite',
    parameters: [idParam('enrollment')],
    body: { 'application/json': { type: 'object', required: ['note'], properties: { note: { type: 'string', maxLength: NOTE_MAX, description: '“invoice 123”, “by phone”.' } } } as JsonSchema },
    bodyRequired: true,
    responses: {
      '200': { description: 'Recorded.', schema: enrollmentChangedReply },
      '400': refusal('Not valid JSON, or no note.'),
      '404': refusal('No such enrollment.'),
      '409': refusal('Not an unpaid reservation.'),
      ...writeRefusals,
    },
  },
  staffCourseCancelEnrollment: {
    method: 'POST',
    path: '/api/staff/courses/enrollments/:id/cancel',
    operationId: 'cancelStaffCourseEnrollment',
    tag,
    summary: 'Cancel an enrollment or a waitlist place',
    description: 'She is told; a freed seat is offered to the first in line at once.',
    security: 'staffWrite',
    parameters: [idParam('enrollment')],
    responses: { '200': { description: 'Cancelled.', schema: enrollmentChangedReply }, '404': refusal('No such enrollment.'), '409': refusal('It has already ended.'), ...staffRefusals, ...noBodyRefusals },
  },
  staffCourseMoveEnrollment: {
    method: 'POST',
    path: '/api/staff/courses/enrollments/:id/move',
    operationId: 'moveStaffCourseEnrollment',
    tag,
    summary: 'Move a seat to another day with free seats',
    description: 'The new day’s seat is taken by the database before the old one is given back (and offered on), in one transaction.',
    security: 'staffWrite',
    parameters: [idParam('enrollment')],
    body: { 'application/json': { type: 'object', required: ['day_id'], properties: { day_id: { type: 'integer' } } } as JsonSchema },
    bodyRequired: true,
    responses: {
      '200': { description: 'Moved.', schema: enrollmentChangedReply },
      '400': refusal('Not valid JSON, or no day.'),
      '404': refusal('No such enrollment.'),
      '409': refusal('The day is full or closed, the same day, or the enrollment holds no seat to move.'),
      ...writeRefusals,
    },
  },
  staffCourseCheckIn: {
    method: 'POST',
    path: '/api/staff/courses/enrollments/:id/check-in',
    operationId: 'checkInStaffCourseEnrollment',
    tag,
    summary: 'Check-in: attended, no-show, or undo',
    description: 'Undo puts her back as confirmed when paid, else reserved. The seat stays hers throughout.',
    security: 'staffWrite',
    parameters: [idParam('enrollment')],
    body: { 'application/json': { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['attended', 'no_show', 'undo'] } } } as JsonSchema },
    bodyRequired: true,
    responses: {
      '200': { description: 'Changed.', schema: enrollmentChangedReply },
      '400': refusal('Not valid JSON, or another status.'),
      '404': refusal('No such enrollment.'),
      '409': refusal('She holds no seat on the day, is already so marked, or the day is cancelled.'),
      ...writeRefusals,
    },
  },
} satisfies Record<string, ApiOperation>;
