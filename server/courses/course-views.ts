/** A day and an enrollment as the calls show them. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CourseDay, CourseEnrollment } from '../../src/courses/course-choices';
import { COURSE_ZONE, wallTimeOf } from './course-time';
import type { CourseDayRow } from './course-repository';
import { waitingCounts } from './course-repository';
import { waitlistPlace, type EnrollmentRow } from './enrollment-repository';
import { enrollable } from './enrollment';

const iso = (ms: number) => new Date(ms).toISOString();

export function dayView(d: CourseDayRow, waiting: number, now: number): CourseDay {
  const left = Math.max(0, d.seats - d.taken);
  return {
    id: d.id,
    date: d.date,
    start: iso(d.starts_at),
    end: iso(d.ends_at),
    start_time: wallTimeOf(d.starts_at),
    end_time: wallTimeOf(d.ends_at),
    zone: COURSE_ZONE,
    language: d.language === 'es' ? 'es' : 'en',
    seats: d.seats,
    seats_left: left,
    waiting,
    price: d.price_text,
    enrollment_closes_at: iso(d.enrollment_closes_at),
    state: !enrollable(d, now) ? 'closed' : left > 0 ? 'open' : 'full',
  };
}

export async function enrollmentView(db: Kysely<Database>, e: EnrollmentRow, day: CourseDayRow, now: number): Promise<CourseEnrollment> {
  const waiting = (await waitingCounts(db, [day.id])).get(day.id) ?? 0;
  return {
    id: e.id,
    status: e.status,
    first_name: e.first_name,
    last_name: e.last_name,
    email: e.email,
    profession: e.profession,
    language: e.language === 'es' ? 'es' : 'en',
    place: await waitlistPlace(db, e),
    offer_expires_at: e.offer_expires_at === null ? null : iso(e.offer_expires_at),
    paid: e.paid_at !== null,
    certificate: e.certificate_code ? { code: e.certificate_code, revoked: e.certificate_revoked_at !== null } : null,
    day: dayView(day, waiting, now),
  };
}
