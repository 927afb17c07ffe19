/** What the staff course calls answer, one valibot schema per reply (docs/product/api.md "Training course", staff). */
import * as v from 'valibot';
import { message } from '../http/reply-schemas';
import { COURSE_ZONE } from './course-time';
import { ENROLLMENT_STATUSES, courseDayWhen, instant } from './course-replies';

const count = v.number();

export const staffCourseDay = v.pipe(
  v.object({
    ...courseDayWhen,
    seats: v.number(),
    taken: v.pipe(v.number(), v.description('Seats held: reserved, confirmed, offered, attended and no-show.')),
    seats_left: v.number(),
    price: v.string(),
    enrollment_closes_at: instant,
    enrollment_closes: v.pipe(v.string(), v.description('When enrollment closes, Miami’s clock, YYYY-MM-DDTHH:MM.')),
    status: v.picklist(['open', 'cancelled']),
    past: v.pipe(v.boolean(), v.description('The day has ended.')),
    counts: v.object({ reserved: count, confirmed: count, offered: count, waiting: count, attended: count, no_show: count, cancelled: count }),
  }),
  v.title('StaffCourseDay'),
);

export const rosterEntryReply = v.pipe(
  v.object({
    id: v.number(),
    status: v.picklist(ENROLLMENT_STATUSES),
    first_name: v.string(),
    last_name: v.string(),
    email: v.string(),
    phone: v.string(),
    language: v.picklist(['en', 'es']),
    profession: v.string(),
    profession_other: v.string(),
    licence_type: v.string(),
    licence_number: v.string(),
    licence_state: v.string(),
    practice_name: v.string(),
    needs: v.pipe(v.string(), v.description('Accessibility or dietary needs, as she wrote them.')),
    place: v.pipe(v.nullable(v.number()), v.description('Her place on the waitlist, when waiting.')),
    enrolled_at: instant,
    offer_expires_at: v.nullable(instant),
    hold_expires_at: v.nullable(instant),
    paid_at: v.nullable(instant),
    payment_note: v.string(),
    checked_in: v.boolean(),
    checked_in_at: v.nullable(instant),
    certificate_code: v.nullable(v.string()),
    certificate_revoked_at: v.nullable(instant),
  }),
  v.title('CourseRosterEntry'),
);

export const courseAuditReply = v.pipe(
  v.object({ id: v.number(), at: instant, actor: v.string(), action: v.string(), detail: v.string(), enrollment_id: v.nullable(v.number()) }),
  v.title('CourseAuditEntry'),
);

export const staffDaysReply = v.object({ success: v.literal(true), zone: v.literal(COURSE_ZONE), days: v.array(staffCourseDay) });
export const staffDayReply = v.object({ success: v.literal(true), message, day: staffCourseDay });
export const rosterReply = v.object({ success: v.literal(true), day: staffCourseDay, enrollments: v.array(rosterEntryReply), audit: v.array(courseAuditReply) });
export const enrollmentChangedReply = v.object({ success: v.literal(true), message, enrollment: rosterEntryReply });
