/** A course day, a roster entry and an audit row as the staff calls show them (docs/product/api.md "Training course", staff). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { COURSE_ZONE, courseDateOf, wallTimeOf } from './course-time';
import type { CourseDayRow } from './course-repository';
import { rosterOf, statusCounts, type EnrollmentRow } from './enrollment-repository';
import type { CourseAuditRow } from './course-audit-repository';

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

export const COUNTED = ['reserved', 'confirmed', 'offered', 'waiting', 'attended', 'no_show', 'cancelled'] as const;

export function staffDayView(d: CourseDayRow, counts: Record<string, number>, now: number) {
  return {
    id: d.id,
    date: d.date,
    start: iso(d.starts_at),
    end: iso(d.ends_at),
    start_time: wallTimeOf(d.starts_at),
    end_time: wallTimeOf(d.ends_at),
    zone: COURSE_ZONE,
    language: d.language === 'es' ? ('es' as const) : ('en' as const),
    seats: d.seats,
    taken: d.taken,
    seats_left: d.status === 'open' ? Math.max(0, d.seats - d.taken) : 0,
    price: d.price_text,
    enrollment_closes_at: iso(d.enrollment_closes_at),
    /** the form's value: Miami's clock when enrollment closes */
    enrollment_closes: `${courseDateOf(d.enrollment_closes_at)}T${wallTimeOf(d.enrollment_closes_at)}`,
    status: d.status === 'cancelled' ? ('cancelled' as const) : ('open' as const),
    past: d.ends_at <= now,
    counts: Object.fromEntries(COUNTED.map((s) => [s, counts[s] ?? 0])) as Record<(typeof COUNTED)[number], number>,
  };
}

export async function staffDayViews(db: Kysely<Database>, days: CourseDayRow[], now: number) {
  const counts = await statusCounts(db, days.map((d) => d.id));
  return days.map((d) => staffDayView(d, counts.get(d.id) ?? {}, now));
}

export function rosterEntry(e: EnrollmentRow, place: number | null) {
  return {
    id: e.id,
    status: e.status,
    first_name: e.first_name,
    last_name: e.last_name,
    email: e.email,
    phone: e.phone,
    language: e.language === 'es' ? ('es' as const) : ('en' as const),
    profession: e.profession,
    profession_other: e.profession_other,
    licence_type: e.licence_type,
    licence_number: e.licence_number,
    licence_state: e.licence_state,
    practice_name: e.practice_name,
    needs: e.needs,
    place,
    enrolled_at: iso(e.created_at),
    offer_expires_at: isoOrNull(e.offer_expires_at),
    hold_expires_at: isoOrNull(e.hold_expires_at),
    paid_at: isoOrNull(e.paid_at),
    payment_note: e.payment_note,
    checked_in: e.status === 'attended',
    checked_in_at: isoOrNull(e.checked_in_at),
    certificate_code: e.certificate_code,
    certificate_revoked_at: isoOrNull(e.certificate_revoked_at),
  };
}

/** The day's enrollments in order of arrival, each waiting one with her place in line. */
export async function rosterView(db: Kysely<Database>, dayId: number) {
  const rows = await rosterOf(db, dayId);
  let place = 0;
  return rows.map((e) => rosterEntry(e, e.status === 'waiting' ? ++place : null));
}

export function auditView(a: CourseAuditRow) {
  return { id: a.id, at: iso(a.created_at), actor: a.actor, action: a.action, detail: a.detail, enrollment_id: a.enrollment_id };
}
