/**
 * The waitlist: a freed seat (a cancellation, a release, a declined or expired offer, more seats)
 * is offered to the first in line, held for her for WAITLIST_OFFER_HOURS behind a single-use link.
 * The offer is made in the transaction that frees the seat (or, for an expiry, in the one that
 * claims it), by conditional UPDATEs: she moves from waiting to offered only if she is still
 * waiting, and the seat is taken only if one is free, so two processes freeing seats at once offer
 * each seat to one person and each person one seat, and the offer's mail is queued exactly once
 * with the change that made it. Nobody is ever enrolled without taking the seat herself.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox-repository';
import { findDay } from './course-repository';
import { issueCourseToken } from './course-token-repository';
import { HOUR, type CourseContext } from './course-context';
import { enrollmentPageToken } from './enrollment-links';
import { offerLink, enrollmentLink, participantMail } from './course-mails';
import { takeSeat } from './seats';

/** Offers the day's free seats to those waiting, first in line first; returns how many offers were made. */
export async function offerFreedSeats(trx: Kysely<Database>, ctx: CourseContext, dayId: number): Promise<number> {
  const day = await findDay(trx, dayId);
  if (!day || day.status !== 'open' || day.starts_at <= ctx.now) return 0;
  const expires = Math.min(ctx.now + ctx.offerHours * HOUR, day.starts_at);
  let offers = 0;
  for (let guard = 0; guard < 100; guard++) {
    const next = await trx
      .selectFrom('course_enrollments')
      .select('id')
      .where('day_id', '=', dayId)
      .where('status', '=', 'waiting')
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) break;
    const claimed = await trx
      .updateTable('course_enrollments')
      .set({ status: 'offered', offer_expires_at: expires, updated_at: ctx.now })
      .where('id', '=', next.id)
      .where('status', '=', 'waiting')
      .returningAll()
      .executeTakeFirst();
    // another transaction made her an offer meanwhile: look again for the next in line
    if (!claimed) continue;
    if (!(await takeSeat(trx, dayId, ctx.now))) {
      await trx.updateTable('course_enrollments').set({ status: 'waiting', offer_expires_at: null, updated_at: ctx.now }).where('id', '=', claimed.id).execute();
      break;
    }
    const token = await issueCourseToken(trx, claimed.id, 'offer', expires, ctx.now);
    const page = await enrollmentPageToken(trx, claimed, day, ctx.now);
    await enqueueMail(
      trx,
      participantMail(claimed, day, 'offer', { page: enrollmentLink(ctx.siteUrl, claimed.language, page), offer: offerLink(ctx.siteUrl, claimed.language, token), until: expires }, ctx.clinicEmail, ctx.now));
    offers += 1;
  }
  return offers;
}
