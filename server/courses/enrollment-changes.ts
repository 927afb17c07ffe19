/**
 * What the practitioner changes herself from her page or an offer's link, each in one transaction
 * with the seat counter, the tokens, the freed seat's offer to the next in line and her mail:
 * cancel (or leave the waitlist), take or decline an offered seat, move to another day.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox-repository';
import { retryOnDeadlock } from '../db/retry-on-deadlock';
import type { CourseContext } from './course-context';
import { HOUR } from './course-context';
import { findDay, type CourseDayRow } from './course-repository';
import { consumeCourseToken, retireCourseTokens } from './course-token-repository';
import { clinicCourseNotice, enrollmentLink, participantMail } from './course-mails';
import { enrollmentPageToken } from './enrollment-links';
import { findEnrollment, type EnrollmentRow } from './enrollment-repository';
import { enrollable } from './enrollment';
import { freeSeat, takeSeat } from './seats';
import { offerFreedSeats } from './waitlist';

type Trx = Kysely<Database>;

async function mailHer(trx: Trx, ctx: CourseContext, e: EnrollmentRow, day: CourseDayRow, kind: Parameters<typeof participantMail>[2], withPage = true, until: number | null = null): Promise<void> {
  const page = withPage ? enrollmentLink(ctx.siteUrl, e.language, await enrollmentPageToken(trx, e, day, ctx.now)) : null;
  await enqueueMail(trx, participantMail(e, day, kind, { page, until }, ctx.clinicEmail, ctx.now));
}

/** Ends an enrollment that holds a seat or waits for one; the seat goes to the next in line. */
export async function endEnrollment(trx: Trx, ctx: CourseContext, id: number, from: readonly string[], to: 'cancelled' | 'declined' | 'expired'): Promise<{ row: EnrollmentRow; day: CourseDayRow; heldSeat: boolean } | null> {
  const before = await findEnrollment(trx, id);
  if (!before || !from.includes(before.status)) return null;
  const row = await trx
    .updateTable('course_enrollments')
    .set((eb) => ({ status: to, offer_expires_at: null, updated_at: ctx.now, sequence: eb('sequence', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', before.status)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  const day = await findDay(trx, row.day_id);
  if (!day) throw new Error(`enrollment ${id} has no day`);
  const heldSeat = before.status !== 'waiting';
  if (heldSeat) {
    await freeSeat(trx, day.id, ctx.now);
    await offerFreedSeats(trx, ctx, day.id);
  }
  return { row, day, heldSeat };
}

/** She cancels from her page (or leaves the waitlist); her page's links stop working. */
export async function cancelByHer(ctx: CourseContext, id: number): Promise<'cancelled' | 'left' | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const ended = await endEnrollment(trx, ctx, id, ['reserved', 'confirmed', 'waiting', 'offered'], 'cancelled');
    if (!ended) return null;
    await retireCourseTokens(trx, id, ctx.now);
    await mailHer(trx, ctx, ended.row, ended.day, ended.heldSeat ? 'cancelled' : 'left_waitlist', false);
    if (ended.heldSeat) await enqueueMail(trx, clinicCourseNotice(ended.row, ended.day, 'cancelled by the participant', ctx.clinicEmail, ctx.siteUrl));
    return ended.heldSeat ? 'cancelled' : 'left';
  });
}

export type OfferAnswer = { ok: true; row: EnrollmentRow; day: CourseDayRow } | { ok: false };

/**
 * Takes an offered seat: the offer's token is used and she moves from offered to reserved in one
 * transaction, only while the offer still holds the seat (not expired, not withdrawn).
 */
export async function acceptOffer(ctx: CourseContext, token: string): Promise<OfferAnswer> {
  return ctx.db.transaction().execute(async (trx) => {
    const id = await consumeCourseToken(trx, token, 'offer', ctx.now);
    if (id === null) return { ok: false };
    const row = await trx
      .updateTable('course_enrollments')
      .set({ status: 'reserved', offer_expires_at: null, hold_expires_at: ctx.now + ctx.holdHours * HOUR, updated_at: ctx.now })
      .where('id', '=', id)
      .where('status', '=', 'offered')
      .where('offer_expires_at', '>', ctx.now)
      .returningAll()
      .executeTakeFirst();
    if (!row) return { ok: false };
    const day = await findDay(trx, row.day_id);
    if (!day) throw new Error(`enrollment ${id} has no day`);
    await mailHer(trx, ctx, row, day, 'accepted', true, row.hold_expires_at);
    await enqueueMail(trx, clinicCourseNotice(row, day, 'took a seat offered from the waitlist', ctx.clinicEmail, ctx.siteUrl));
    return { ok: true, row, day };
  });
}

export async function declineOffer(ctx: CourseContext, token: string): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const id = await consumeCourseToken(trx, token, 'offer', ctx.now);
    if (id === null) return false;
    const ended = await endEnrollment(trx, ctx, id, ['offered'], 'declined');
    return ended !== null;
  });
}

export type MoveResult = 'moved' | 'full' | 'same' | 'not_movable' | 'gone';

/**
 * Moves a held seat to another day: the new day's seat is taken first, by the same conditional
 * UPDATE, and only then the old one given back (and offered on), in one transaction; she keeps her
 * seat until the new one is hers. Same UID, SEQUENCE raised: her calendar moves the one event.
 */
export async function moveToDay(
  ctx: CourseContext,
  id: number,
  toDayId: number,
  /** more work in the move's transaction (the staff's audit rows), given the moved row and the day it left */
  within?: (trx: Trx, row: EnrollmentRow, fromDayId: number) => Promise<void>,
): Promise<{ result: MoveResult; row?: EnrollmentRow; day?: CourseDayRow }> {
  // it locks two days' rows: two moves in opposite directions at once may deadlock on PostgreSQL, and the loser runs again
  return retryOnDeadlock(() => ctx.db.transaction().execute(async (trx) => {
    const current = await findEnrollment(trx, id);
    if (!current || !['reserved', 'confirmed'].includes(current.status)) return { result: 'not_movable' };
    if (current.day_id === toDayId) return { result: 'same' };
    const target = await findDay(trx, toDayId);
    if (!target || !enrollable(target, ctx.now)) return { result: 'gone' };
    if (!(await takeSeat(trx, target.id, ctx.now))) return { result: 'full' };
    const row = await trx
      .updateTable('course_enrollments')
      .set((eb) => ({ day_id: target.id, sequence: eb('sequence', '+', 1), reminded_7d_at: null, reminded_1d_at: null, updated_at: ctx.now }))
      .where('id', '=', id)
      .where('status', '=', current.status)
      .where('day_id', '=', current.day_id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new Error(`enrollment ${id} changed while it was moved`);
    await freeSeat(trx, current.day_id, ctx.now);
    await offerFreedSeats(trx, ctx, current.day_id);
    const day = (await findDay(trx, target.id)) ?? target;
    await mailHer(trx, ctx, row, day, 'moved');
    await enqueueMail(trx, clinicCourseNotice(row, day, `moved here from the course day of ${(await findDay(trx, current.day_id))?.date ?? current.day_id}`, ctx.clinicEmail, ctx.siteUrl));
    if (within) await within(trx, row, current.day_id);
    return { result: 'moved', row, day };
  }));
}
