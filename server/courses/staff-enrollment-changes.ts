/**
 * What staff change on one enrollment, each in one transaction with its audit row and the
 * participant's mail: record a payment (reserved → confirmed), cancel (the freed seat is offered to
 * the first in line, waitlist.ts), move to another day (the target's seat is taken by the same
 * conditional UPDATE as an enrollment, enrollment-changes.ts), and the check-in on the day
 * (attended, no-show, undo). Every status change is a conditional UPDATE on the status it read, so
 * two taps at once change it once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox-repository';
import type { CourseContext } from './course-context';
import { findDay, type CourseDayRow } from './course-repository';
import { aboutEnrollment, enrollmentLink, participantMail } from './course-mails';
import { enrollmentPageToken } from './enrollment-links';
import { retireCourseTokens } from './course-token-repository';
import { writeCourseAudit, type CourseActor } from './course-audit-repository';
import { revokeIn } from './certificate-repository';
import { findEnrollment, type EnrollmentRow } from './enrollment-repository';
import { endEnrollment, moveToDay, type MoveResult } from './enrollment-changes';
import type { CheckIn } from './staff-course-request';

type Trx = Kysely<Database>;
export type Changed = { row: EnrollmentRow; day: CourseDayRow } | null;

const nameOf = (e: EnrollmentRow) => `${e.first_name} ${e.last_name}`;

async function dayOf(trx: Trx, e: EnrollmentRow): Promise<CourseDayRow> {
  const day = await findDay(trx, e.day_id);
  if (!day) throw new Error(`enrollment ${e.id} has no day`);
  return day;
}

/** The clinic was paid (an invoice, by phone: never card data here): a reserved seat is confirmed and she is told. */
export async function recordPayment(ctx: CourseContext, actor: CourseActor, id: number, note: string): Promise<Changed> {
  return ctx.db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('course_enrollments')
      .set({ status: 'confirmed', paid_at: ctx.now, payment_note: note, hold_expires_at: null, updated_at: ctx.now })
      .where('id', '=', id)
      .where('status', '=', 'reserved')
      .returningAll()
      .executeTakeFirst();
    // someone checked in before paying keeps her check-in; only the payment is recorded
    const row =
      confirmed ??
      (await trx
        .updateTable('course_enrollments')
        .set({ paid_at: ctx.now, payment_note: note, updated_at: ctx.now })
        .where('id', '=', id)
        .where('status', 'in', ['attended', 'no_show'])
        .where('paid_at', 'is', null)
        .returningAll()
        .executeTakeFirst());
    if (!row) return null;
    const day = await dayOf(trx, row);
    if (confirmed) {
      const page = enrollmentLink(ctx.siteUrl, row.language, await enrollmentPageToken(trx, row, day, ctx.now));
      await enqueueMail(trx, participantMail(row, day, 'confirmed', { page }, ctx.clinicEmail, ctx.now));
    }
    await writeCourseAudit(trx, actor, { dayId: day.id, enrollmentId: id, action: 'payment_recorded', detail: `${nameOf(row)}: ${note}` }, ctx.now);
    return { row, day };
  });
}

/** Staff cancel an enrollment or a waitlist place: she is told, and a freed seat goes to the first in line. */
export async function cancelByStaff(ctx: CourseContext, actor: CourseActor, id: number): Promise<Changed> {
  return ctx.db.transaction().execute(async (trx) => {
    const ended = await endEnrollment(trx, ctx, id, ['reserved', 'confirmed', 'waiting', 'offered', 'no_show'], 'cancelled');
    if (!ended) return null;
    await retireCourseTokens(trx, id, ctx.now);
    await enqueueMail(trx, participantMail(ended.row, ended.day, ended.heldSeat ? 'cancelled' : 'left_waitlist', { page: null }, ctx.clinicEmail, ctx.now));
    const before = ended.heldSeat ? 'seat' : 'waitlist place';
    await writeCourseAudit(trx, actor, { dayId: ended.day.id, enrollmentId: id, action: 'enrollment_cancelled', detail: `${nameOf(ended.row)} (${before})` }, ctx.now);
    return { row: ended.row, day: ended.day };
  });
}

/** Staff move a held seat to another day: her mail and the audit rows of both days go with the move. */
export async function moveByStaff(ctx: CourseContext, actor: CourseActor, id: number, toDayId: number): Promise<{ result: MoveResult; row?: EnrollmentRow; day?: CourseDayRow }> {
  return moveToDay(ctx, id, toDayId, async (trx, row, fromDayId) => {
    const from = await findDay(trx, fromDayId);
    const to = await dayOf(trx, row);
    const detail = `${nameOf(row)}: ${from?.date ?? fromDayId} → ${to.date}`;
    await writeCourseAudit(trx, actor, { dayId: fromDayId, enrollmentId: id, action: 'enrollment_moved', detail }, ctx.now);
    await writeCourseAudit(trx, actor, { dayId: to.id, enrollmentId: id, action: 'enrollment_moved', detail }, ctx.now);
  });
}

const CHECK_IN_FROM: Record<CheckIn, readonly string[]> = {
  attended: ['reserved', 'confirmed', 'no_show'],
  no_show: ['reserved', 'confirmed', 'attended'],
  undo: ['attended', 'no_show'],
};
/** the reason an undone check-in's certificate is revoked with (the audit and the roster show it; the public page never does) */
export const UNDO_REASON = 'The check-in was undone.';

const CHECK_IN_ACTION = { attended: 'checked_in', no_show: 'marked_no_show', undo: 'check_in_undone' } as const;

export type CheckInResult = { result: 'done'; row: EnrollmentRow; day: CourseDayRow; from: string } | { result: 'gone' | 'not_checkable' | 'day_cancelled' };

/**
 * The check-in on the day. Attended or no-show keeps her seat (both are counted in `taken`); undo
 * puts her back as confirmed when she has paid, else reserved. The hold on an unpaid seat ends at
 * check-in, so an undo never leaves her to be released by the housekeeping a minute later.
 */
export async function checkIn(ctx: CourseContext, actor: CourseActor, id: number, what: CheckIn): Promise<CheckInResult> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findEnrollment(trx, id);
    if (!before) return { result: 'gone' };
    const day = await dayOf(trx, before);
    if (day.status !== 'open') return { result: 'day_cancelled' };
    if (!CHECK_IN_FROM[what].includes(before.status)) return { result: 'not_checkable' };
    const to = what === 'undo' ? (before.paid_at !== null ? 'confirmed' : 'reserved') : what;
    const row = await trx
      .updateTable('course_enrollments')
      .set({ status: to, checked_in_at: what === 'attended' ? ctx.now : null, hold_expires_at: null, updated_at: ctx.now })
      .where('id', '=', id)
      .where('status', '=', before.status)
      .returningAll()
      .executeTakeFirst();
    if (!row) return { result: 'not_checkable' };
    await writeCourseAudit(trx, actor, { dayId: day.id, enrollmentId: id, action: CHECK_IN_ACTION[what], detail: `${nameOf(row)}: ${before.status} → ${to}` }, ctx.now);
    // her attendance is what the certificate states: an undone check-in takes back the certificate it issued
    if (what === 'undo' && before.status === 'attended' && row.certificate_code && !row.certificate_revoked_at) {
      // its mail not sent yet: nobody holds it, so it is as if never issued, and a new check-in issues afresh
      const withdrawn = await trx.deleteFrom('mail_outbox').where('about', '=', aboutEnrollment(id)).where('status', '=', 'pending').where('attachment_name', 'is not', null).executeTakeFirst();
      if (Number(withdrawn.numDeletedRows) > 0) {
        await trx.updateTable('course_enrollments').set({ certificate_code: null, certificate_issued_at: null }).where('id', '=', id).execute();
        await writeCourseAudit(trx, actor, { dayId: day.id, enrollmentId: id, action: 'certificate_withdrawn', detail: `${row.certificate_code}: ${UNDO_REASON}` }, ctx.now);
        row.certificate_code = null;
        row.certificate_issued_at = null;
      } else {
        // already mailed: she holds it, so the public check must say it no longer stands
        await revokeIn(trx, ctx.now, actor, row.certificate_code, UNDO_REASON);
        row.certificate_revoked_at = ctx.now;
        row.certificate_revoked_reason = UNDO_REASON;
      }
    }
    // checked in again after an undo revoked what she was mailed: that certificate stands again, and its
    // public check says valid (a revocation by staff, with their own reason, is never undone here)
    if (what === 'attended' && row.certificate_code && row.certificate_revoked_at !== null && row.certificate_revoked_reason === UNDO_REASON) {
      await trx.updateTable('course_enrollments').set({ certificate_revoked_at: null, certificate_revoked_reason: '' }).where('id', '=', id).execute();
      await writeCourseAudit(trx, actor, { dayId: day.id, enrollmentId: id, action: 'certificate_reinstated', detail: `${row.certificate_code}: checked in again` }, ctx.now);
      row.certificate_revoked_at = null;
      row.certificate_revoked_reason = '';
    }
    return { result: 'done', row, day, from: before.status };
  });
}
