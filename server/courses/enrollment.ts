/**
 * Enrolling in a course day, in one transaction: the proof of work spent, the person's key locked
 * (one live enrollment per e-mail and day), the seat taken by the conditional UPDATE of seats.ts
 * or, when the day is full and she asked for it, a place on the waitlist; the enrollment, her page's
 * link and her mail. Anything refused rolls all of it back (the proof stays unspent).
 */
import crypto from 'node:crypto';
import { spendProof } from '../proof-of-work';
import type { ProofCheck } from '../proof-of-work';
import { enqueueMail } from '../mail/outbox-repository';
import { HOUR, type CourseContext } from './course-context';
import { findDay, type CourseDayRow } from './course-repository';
import { enrollmentLink, participantMail, clinicCourseNotice } from './course-mails';
import { enrollmentPageToken } from './enrollment-links';
import { liveEnrollmentOf, waitlistPlace, type EnrollmentRow } from './enrollment-repository';
import type { EnrollmentFields } from './enrollment-request';
import { takeSeat } from './seats';

export class CourseRefusal extends Error {
  constructor(readonly reason: 'gone' | 'closed' | 'full' | 'already') {
    super(reason);
  }
}

export type SpendableProof = Extract<ProofCheck, { ok: true }>;

export interface Enrolled {
  enrollment: EnrollmentRow;
  day: CourseDayRow;
  place: number | null;
}

/** Whether a day takes enrollments now: open, not past its closing time. */
export const enrollable = (day: CourseDayRow, now: number): boolean => day.status === 'open' && now < day.enrollment_closes_at && now < day.starts_at;

export async function enroll(ctx: CourseContext, fields: EnrollmentFields, language: 'en' | 'es', proof: SpendableProof): Promise<Enrolled> {
  return ctx.db.transaction().execute(async (trx) => {
    const day = await findDay(trx, fields.day_id);
    if (!day || day.status !== 'open' || day.ends_at <= ctx.now) throw new CourseRefusal('gone');
    if (!enrollable(day, ctx.now)) throw new CourseRefusal('closed');
    await spendProof(trx, ctx.adapter, proof);
    await ctx.adapter.lockKeys(trx, [`course:${day.id}:${fields.email}`]);
    if (await liveEnrollmentOf(trx, day.id, fields.email)) throw new CourseRefusal('already');
    const seated = await takeSeat(trx, day.id, ctx.now);
    if (!seated && !fields.waitlist) throw new CourseRefusal('full');
    const { waitlist: _w, day_id: _d, ...person } = fields;
    const enrollment = await trx
      .insertInto('course_enrollments')
      .values({
        ...person,
        day_id: day.id,
        status: seated ? 'reserved' : 'waiting',
        language,
        terms_accepted_at: ctx.now,
        uid: `course-${crypto.randomUUID()}`,
        hold_expires_at: seated ? ctx.now + ctx.holdHours * HOUR : null,
        offer_expires_at: null,
        hold_warned_at: null,
        paid_at: null,
        checked_in_at: null,
        reminded_7d_at: null,
        reminded_1d_at: null,
        moved_to: null,
        certificate_code: null,
        certificate_issued_at: null,
        certificate_revoked_at: null,
        created_at: ctx.now,
        updated_at: ctx.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const place = await waitlistPlace(trx, enrollment);
    const token = await enrollmentPageToken(trx, enrollment, day, ctx.now);
    const page = enrollmentLink(ctx.siteUrl, language, token);
    await enqueueMail(trx, participantMail(enrollment, day, seated ? 'reserved' : 'waiting', { page, place, until: enrollment.hold_expires_at }, ctx.clinicEmail, ctx.now));
    await enqueueMail(trx, clinicCourseNotice(enrollment, day, seated ? 'seat reserved' : 'joined the waitlist', ctx.clinicEmail, ctx.siteUrl));
    return { enrollment, day: (await findDay(trx, day.id)) ?? day, place };
  });
}
