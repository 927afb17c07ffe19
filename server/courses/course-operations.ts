/** The training course's calls as server/api-operations.ts lists every call (docs/product/api.md "Training course"). */
import { failure, jsonBody, jsonRefusals, perIpLimit, refusal, type ApiOperation, type ParameterDoc } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { defaultRateLimits } from '../plugins/rate-limit';
import { COURSE_LIMITS, PROFESSIONS, US_STATES } from '../../src/courses/course-choices';
import { daysReply, enrolledReply, enrollmentViewReply, enrollRefusedReply, fullReply, messageReply, movedReply, offerReply } from './course-replies';
import { TOKEN_MAX } from './course-request';

const tokenHeader = (name: string, what: string): ParameterDoc => ({
  name,
  in: 'header',
  description: `The \`token\` of the link in ${what}. In a header, never in the address, which proxies and access logs keep.`,
  required: true,
  schema: { type: 'string', maxLength: TOKEN_MAX } as JsonSchema,
});
const tokenDoc = (what: string) => ({ type: 'string', maxLength: TOKEN_MAX, description: `The \`token\` of the link in ${what}.` });
const gone = (what: string) => ({ '410': refusal(`${what} Message: a sentence to show, in the request’s language.`) });
const limit = defaultRateLimits.courseEnroll;
const text = (maxLength: number, description: string) => ({ type: 'string', maxLength, description });

export const courseOperations = {
  courseDays: {
    method: 'GET',
    path: '/api/courses/days',
    operationId: 'listCourseDays',
    tag: 'Training course',
    summary: 'The upcoming course days with their free seats',
    description: 'Open days not yet ended, soonest first. A full day still takes enrollments onto its waitlist.',
    security: 'public',
    responses: { '200': { description: 'The days.', schema: daysReply }, ...failure },
  },
  enrollInCourse: {
    method: 'POST',
    path: '/api/courses/enroll',
    operationId: 'enrollInCourse',
    tag: 'Training course',
    summary: 'Reserve a seat on a course day, or join its waitlist',
    description:
      'Holds a seat, so it needs a solved, single-use `proof_of_work` (GET /api/proof-of-work). The seat is taken by the database in the transaction that stores the enrollment: the day’s seats are never exceeded, whatever arrives at once. The practitioner gets a mail with the link to her own page.',
    body: jsonBody({
      type: 'object',
      properties: {
        day_id: { type: 'integer', description: 'The day’s `id` (GET /api/courses/days).' },
        first_name: text(100, 'Required.'),
        last_name: text(100, 'Required.'),
        email: text(254, 'Required.'),
        phone: text(32, 'Required; a US number.'),
        profession: { type: 'string', enum: [...PROFESSIONS] },
        profession_other: text(COURSE_LIMITS.other, 'Required when `profession` is `other`.'),
        licence_type: text(COURSE_LIMITS.licenceType, 'Required for a licensed profession (all but laser technician and other).'),
        licence_number: text(COURSE_LIMITS.licenceNumber, 'Required for a licensed profession.'),
        licence_state: { type: 'string', enum: [...US_STATES], description: 'The issuing state; required for a licensed profession.' },
        practice_name: text(COURSE_LIMITS.practice, 'Optional.'),
        needs: text(COURSE_LIMITS.needs, 'Optional: accessibility or dietary needs.'),
        terms: { type: 'boolean', description: 'Agreement to the course terms (cancellation and transfer policy): must be true.' },
        waitlist: { type: 'boolean', description: 'When the day is full: true joins its waitlist, false (default) is refused 409.' },
        proof_of_work: { type: 'string', description: 'The solved challenge (base64 of `{ challenge, solution }`).' },
      },
      required: ['day_id', 'first_name', 'last_name', 'email', 'phone', 'profession', 'terms', 'proof_of_work'],
    } as JsonSchema),
    bodyRequired: true,
    security: 'public',
    responses: {
      '200': { description: 'A seat reserved (`status` reserved) or a place on the waitlist (`status` waiting, `place`).', schema: enrolledReply },
      '400': {
        description: 'A field refused (`errors`, each field with one message in the request’s language), the proof of work missing, spent or wrong, or the body not JSON.',
        schema: enrollRefusedReply,
      },
      '404': refusal('No such course day (or it was cancelled).'),
      '409': { description: '`full`: no seat left and no waitlist asked for (`seats_left` is the fresh count); `closed`: enrollment has closed; `already_enrolled`: this e-mail holds a seat or a place on this day.', schema: fullReply },
      '413': jsonRefusals['413'],
      '415': jsonRefusals['415'],
      ...perIpLimit(limit.max, limit.windowMs / 60_000),
      ...failure,
    },
  },
  getCourseEnrollment: {
    method: 'GET',
    path: '/api/courses/enrollment',
    operationId: 'getCourseEnrollment',
    tag: 'Training course',
    summary: 'The enrollment her page’s link is for',
    parameters: [tokenHeader('X-Enrollment-Token', 'an enrollment mail')],
    security: 'public',
    responses: { '200': { description: 'Her enrollment and its day.', schema: enrollmentViewReply }, ...gone('The link is unknown, or the enrollment was cancelled.'), ...failure },
  },
  courseEnrollmentCalendar: {
    method: 'GET',
    path: '/api/courses/enrollment/calendar',
    operationId: 'getCourseEnrollmentCalendar',
    tag: 'Training course',
    summary: 'Her calendar invitation (ICS)',
    description: 'METHOD REQUEST while she holds a seat, CANCEL once it has ended; one UID for the enrollment, SEQUENCE raised at each change.',
    parameters: [tokenHeader('X-Enrollment-Token', 'an enrollment mail')],
    security: 'public',
    responses: {
      '200': { description: 'The invitation.', content: { 'text/calendar': { type: 'string' } as JsonSchema } },
      ...gone('The link is unknown, or she holds no seat (waiting).'),
      ...failure,
    },
  },
  cancelCourseEnrollment: {
    method: 'POST',
    path: '/api/courses/enrollment/cancel',
    operationId: 'cancelCourseEnrollment',
    tag: 'Training course',
    summary: 'Cancel her enrollment, or leave the waitlist',
    description: 'Her seat goes to the first in line on the waitlist at once. Her page’s links stop working.',
    body: jsonBody({ type: 'object', properties: { token: tokenDoc('an enrollment mail') }, required: ['token'] } as JsonSchema),
    bodyRequired: true,
    security: 'public',
    responses: { '200': { description: 'Cancelled.', schema: messageReply }, ...jsonRefusals, ...gone('The link is unknown or the enrollment can no longer be cancelled.'), ...failure },
  },
  moveCourseEnrollment: {
    method: 'POST',
    path: '/api/courses/enrollment/move',
    operationId: 'moveCourseEnrollment',
    tag: 'Training course',
    summary: 'Move her seat to another day with free seats',
    description: 'The new seat is taken before the old one is given back, in one transaction: she keeps her seat until the new one is hers.',
    body: jsonBody({ type: 'object', properties: { token: tokenDoc('an enrollment mail'), day_id: { type: 'integer' } }, required: ['token', 'day_id'] } as JsonSchema),
    bodyRequired: true,
    security: 'public',
    responses: {
      '200': { description: 'Moved.', schema: movedReply },
      ...jsonRefusals,
      '409': refusal('The day has no seat left, is the same day, is closed, or her enrollment holds no seat to move. Her seat is kept.'),
      ...gone('The link is unknown or the enrollment was cancelled.'),
      ...failure,
    },
  },
  getCourseOffer: {
    method: 'GET',
    path: '/api/courses/offer',
    operationId: 'getCourseOffer',
    tag: 'Training course',
    summary: 'The waitlist offer a link is for',
    parameters: [tokenHeader('X-Offer-Token', 'an offer mail')],
    security: 'public',
    responses: { '200': { description: 'The offer: her enrollment with `status` offered.', schema: offerReply }, ...gone('The offer expired, was answered, or never existed.'), ...failure },
  },
  acceptCourseOffer: {
    method: 'POST',
    path: '/api/courses/offer/accept',
    operationId: 'acceptCourseOffer',
    tag: 'Training course',
    summary: 'Take the offered seat',
    body: jsonBody({ type: 'object', properties: { token: tokenDoc('an offer mail') }, required: ['token'] } as JsonSchema),
    bodyRequired: true,
    security: 'public',
    responses: { '200': { description: 'The seat is hers (`status` reserved).', schema: movedReply }, ...jsonRefusals, ...gone('The offer expired, was answered, or no longer holds a seat.'), ...failure },
  },
  declineCourseOffer: {
    method: 'POST',
    path: '/api/courses/offer/decline',
    operationId: 'declineCourseOffer',
    tag: 'Training course',
    summary: 'Say no thanks: the seat goes to the next in line',
    body: jsonBody({ type: 'object', properties: { token: tokenDoc('an offer mail') }, required: ['token'] } as JsonSchema),
    bodyRequired: true,
    security: 'public',
    responses: { '200': { description: 'Declined.', schema: messageReply }, ...jsonRefusals, ...gone('The offer expired, was answered, or never existed.'), ...failure },
  },
} satisfies Record<string, ApiOperation>;
