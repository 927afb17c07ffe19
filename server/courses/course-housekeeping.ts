/**
 * The course's timed work, run by the housekeeping (server/housekeeping.ts) every 15 minutes and at
 * start: waitlist offers that expired (the seat offered to the next in line), unpaid reservations
 * warned a day before COURSE_HOLD_HOURS ends and released when it has, and the reminders 7 days and
 * 1 day before. Each is claimed by one conditional UPDATE in the transaction that queues its mail:
 * of two processes running at once, or a run after a restart, only one UPDATE matches, so each
 * mail goes once.
 */
import { enqueueMail } from '../mail/outbox-repository';
import { DAY, type CourseContext } from './course-context';
import { findDay } from './course-repository';
import { enrollmentLink, participantMail, clinicCourseNotice } from './course-mails';
import { enrollmentPageToken } from './enrollment-links';
import { endEnrollment } from './enrollment-changes';
import { retireCourseTokens } from './course-token-repository';

export interface CourseHousekeepingReport {
  offersExpired: number;
  holdsWarned: number;
  holdsReleased: number;
  reminders: number;
}

const BATCH = 200;

export async function runCourseHousekeeping(ctx: CourseContext): Promise<CourseHousekeepingReport> {
  const { db, now } = ctx;
  let offersExpired = 0;
  const expired = await db.selectFrom('course_enrollments').select('id').where('status', '=', 'offered').where('offer_expires_at', '<=', now).orderBy('offer_expires_at').limit(BATCH).execute();
  for (const { id } of expired) {
    const done = await db.transaction().execute(async (trx) => {
      // the claim: only one run moves her from offered to expired, and only once the offer has ended
      const row = await trx.selectFrom('course_enrollments').select('offer_expires_at').where('id', '=', id).executeTakeFirst();
      if (!row || row.offer_expires_at === null || row.offer_expires_at > now) return false;
      const ended = await endEnrollment(trx, ctx, id, ['offered'], 'expired');
      if (!ended) return false;
      await retireCourseTokens(trx, id, now, 'offer');
      await enqueueMail(trx, participantMail(ended.row, ended.day, 'offer_expired', { page: null }, ctx.clinicEmail, now));
      return true;
    });
    if (done) offersExpired += 1;
  }

  let holdsWarned = 0;
  const toWarn = await db
    .selectFrom('course_enrollments')
    .select('id')
    .where('status', '=', 'reserved')
    .where('hold_warned_at', 'is', null)
    .where('hold_expires_at', '<=', now + DAY)
    .where('hold_expires_at', '>', now)
    .limit(BATCH)
    .execute();
  for (const { id } of toWarn) {
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('course_enrollments')
        .set({ hold_warned_at: now })
        .where('id', '=', id)
        .where('status', '=', 'reserved')
        .where('hold_warned_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      const day = row ? await findDay(trx, row.day_id) : undefined;
      if (!row || !day) return false;
      const page = enrollmentLink(ctx.siteUrl, row.language, await enrollmentPageToken(trx, row, day, now));
      await enqueueMail(trx, participantMail(row, day, 'hold_warning', { page, until: row.hold_expires_at }, ctx.clinicEmail, now));
      return true;
    });
    if (done) holdsWarned += 1;
  }

  let holdsReleased = 0;
  const toRelease = await db.selectFrom('course_enrollments').select('id').where('status', '=', 'reserved').where('hold_expires_at', '<=', now).limit(BATCH).execute();
  for (const { id } of toRelease) {
    const done = await db.transaction().execute(async (trx) => {
      const ended = await endEnrollment(trx, ctx, id, ['reserved'], 'cancelled');
      if (!ended) return false;
      await retireCourseTokens(trx, id, now);
      await enqueueMail(trx, participantMail(ended.row, ended.day, 'hold_released', { page: null }, ctx.clinicEmail, now));
      await enqueueMail(trx, clinicCourseNotice(ended.row, ended.day, 'unpaid reservation released (COURSE_HOLD_HOURS)', ctx.clinicEmail, ctx.siteUrl));
      return true;
    });
    if (done) holdsReleased += 1;
  }

  let reminders = 0;
  for (const [column, lead, kind] of [
    ['reminded_7d_at', 7 * DAY, 'reminder_7d'],
    ['reminded_1d_at', DAY, 'reminder_1d'],
  ] as const) {
    const due = await db
      .selectFrom('course_enrollments')
      .innerJoin('course_days', 'course_days.id', 'course_enrollments.day_id')
      .select('course_enrollments.id')
      .where('course_enrollments.status', 'in', ['reserved', 'confirmed'])
      .where(`course_enrollments.${column}`, 'is', null)
      .where('course_days.status', '=', 'open')
      .where('course_days.starts_at', '>', now)
      .where('course_days.starts_at', '<=', now + lead)
      .limit(BATCH)
      .execute();
    for (const { id } of due) {
      const done = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('course_enrollments')
          .set({ [column]: now })
          .where('id', '=', id)
          .where('status', 'in', ['reserved', 'confirmed'])
          .where(column, 'is', null)
          .returningAll()
          .executeTakeFirst();
        const day = row ? await findDay(trx, row.day_id) : undefined;
        if (!row || !day || day.starts_at <= now || day.starts_at > now + lead) return false;
        // the week-before reminder only for a seat held a week ahead: a late enrollee gets the day-before one alone
        if (kind === 'reminder_7d' && day.starts_at <= now + 6 * DAY) return false;
        const page = enrollmentLink(ctx.siteUrl, row.language, await enrollmentPageToken(trx, row, day, now));
        await enqueueMail(trx, participantMail(row, day, kind, { page }, ctx.clinicEmail, now));
        return true;
      });
      if (done) reminders += 1;
    }
  }
  return { offersExpired, holdsWarned, holdsReleased, reminders };
}
