/** What the course calls answer (docs/product/api.md "Training course"), one valibot schema per reply. */
import * as v from 'valibot';
import { errorReply, fieldErrorFirsts, message } from '../http/reply-schemas';
import { COURSE_ZONE } from './course-time';

export const instant = v.pipe(v.string(), v.description('An instant, ISO 8601 in UTC.'));

/** A course day's date, hours and language: the same in the public answers and the staff's. */
export const courseDayWhen = {
  id: v.number(),
  date: v.pipe(v.string(), v.description('The clinic day, YYYY-MM-DD.')),
  start: instant,
  end: instant,
  start_time: v.pipe(v.string(), v.description('Miami’s clock at the start, HH:MM.')),
  end_time: v.pipe(v.string(), v.description('Miami’s clock at the end, HH:MM.')),
  zone: v.literal(COURSE_ZONE),
  language: v.pipe(v.picklist(['en', 'es']), v.description('The language of instruction.')),
};

export const ENROLLMENT_STATUSES = ['reserved', 'confirmed', 'attended', 'no_show', 'cancelled', 'waiting', 'offered', 'declined', 'expired', 'moved'] as const;

export const courseDayReply = v.pipe(
  v.object({
    ...courseDayWhen,
    seats: v.pipe(v.number(), v.description('The day’s seats, at most 12.')),
    seats_left: v.number(),
    waiting: v.pipe(v.number(), v.description('People on the day’s waitlist.')),
    price: v.pipe(v.string(), v.description('The price as the clinic shows it, in USD.')),
    enrollment_closes_at: instant,
    state: v.pipe(v.picklist(['open', 'full', 'closed']), v.description('open: seats left; full: enrolling joins the waitlist; closed: enrollment has closed.')),
  }),
  v.title('CourseDay'),
);

export const daysReply = v.object({ success: v.literal(true), days: v.array(courseDayReply) });

export const enrollmentReply = v.pipe(
  v.object({
    id: v.number(),
    status: v.pipe(
      v.picklist(ENROLLMENT_STATUSES),
      v.description('reserved: a seat held, unpaid; confirmed: paid; waiting: on the waitlist; offered: a freed seat held for her.'),
    ),
    first_name: v.string(),
    last_name: v.string(),
    email: v.string(),
    profession: v.string(),
    language: v.picklist(['en', 'es']),
    place: v.pipe(v.nullable(v.number()), v.description('Her place on the waitlist (1 is next), when waiting.')),
    offer_expires_at: v.nullable(instant),
    paid: v.boolean(),
    certificate: v.nullable(v.object({ code: v.string(), revoked: v.boolean() })),
    day: courseDayReply,
  }),
  v.title('CourseEnrollment'),
);

export const enrolledReply = v.object({ success: v.literal(true), message, enrollment: enrollmentReply });
/** A field refused (with `errors`), or a body that is no JSON at all (the parser's refusal, without). */
export const enrollRefusedReply = v.union([v.object({ success: v.literal(false), message, errors: fieldErrorFirsts }), errorReply]);
export const fullReply = v.pipe(
  v.object({ success: v.literal(false), code: v.picklist(['full', 'closed', 'already_enrolled']), message, seats_left: v.pipe(v.number(), v.description('The day’s fresh count of free seats.')) }),
  v.title('CourseDayFull'),
);
export const enrollmentViewReply = v.object({ success: v.literal(true), enrollment: enrollmentReply });
export const messageReply = v.object({ success: v.literal(true), message });
export const movedReply = v.object({ success: v.literal(true), message, enrollment: enrollmentReply });
export const offerReply = v.object({ success: v.literal(true), enrollment: enrollmentReply });
