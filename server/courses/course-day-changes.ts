/**
 * What staff change on a course day, each in one transaction with its audit row: add a day, edit
 * it (more seats are offered to the waitlist at once; fewer seats than those taken are refused by
 * the conditional UPDATE of seats.ts, never by a count read first), and cancel it, which ends every
 * enrollment and waitlist place of the day and tells each person in her own language.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox-repository';
import type { CourseContext } from './course-context';
import { findDay, type CourseDayRow } from './course-repository';
import { participantMail } from './course-mails';
import { retireCourseTokens } from './course-token-repository';
import { writeCourseAudit, type CourseActor } from './course-audit-repository';
import { LIVE } from './enrollment-repository';
import type { DayFields } from './staff-course-request';
import { setSeats } from './seats';
import { offerFreedSeats } from './waitlist';
import { wallTimeOf } from './course-time';

type Trx = Kysely<Database>;

const describeDay = (d: Pick<CourseDayRow, 'date' | 'starts_at' | 'ends_at' | 'language' | 'seats' | 'price_text'>) =>
  `${d.date} ${wallTimeOf(d.starts_at)}–${wallTimeOf(d.ends_at)}, ${d.language}, ${d.seats} ${d.seats === 1 ? 'seat' : 'seats'}, ${d.price_text}`;

export async function createDay(ctx: CourseContext, actor: CourseActor, fields: DayFields): Promise<CourseDayRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const day = await trx
      .insertInto('course_days')
      .values({ ...fields, created_at: ctx.now, updated_at: ctx.now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeCourseAudit(trx, actor, { dayId: day.id, action: 'day_created', detail: describeDay(day) }, ctx.now);
    return day;
  });
}

export type EditResult =
  | { result: 'saved'; day: CourseDayRow; offers: number }
  | { result: 'gone' | 'cancelled' | 'locked' }
  | { result: 'seats'; taken: number };

class Refused extends Error {
  constructor(readonly outcome: Exclude<EditResult, { result: 'saved' }>) {
    super(outcome.result);
  }
}

/** Moves a day's date or times only while nobody holds a seat or waits for one: they were told the old ones. */
async function moveTimes(trx: Trx, id: number, fields: DayFields, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('course_days')
    .set({ date: fields.date, starts_at: fields.starts_at, ends_at: fields.ends_at, updated_at: now })
    .where('id', '=', id)
    .where('taken', '=', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('course_enrollments').select('course_enrollments.id').whereRef('course_enrollments.day_id', '=', 'course_days.id').where('course_enrollments.status', 'in', [...LIVE]))))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function editDay(ctx: CourseContext, actor: CourseActor, id: number, fields: DayFields): Promise<EditResult> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const before = await findDay(trx, id);
      if (!before) throw new Refused({ result: 'gone' });
      if (before.status !== 'open') throw new Refused({ result: 'cancelled' });
      const timesChange = before.date !== fields.date || before.starts_at !== fields.starts_at || before.ends_at !== fields.ends_at;
      if (timesChange && !(await moveTimes(trx, id, fields, ctx.now))) throw new Refused({ result: 'locked' });
      if (fields.seats !== before.seats && !(await setSeats(trx, id, fields.seats, ctx.now))) {
        // refused by the UPDATE's condition: the count is read only to word the refusal
        throw new Refused({ result: 'seats', taken: (await findDay(trx, id))?.taken ?? before.taken });
      }
      await trx
        .updateTable('course_days')
        .set({ language: fields.language, price_text: fields.price_text, enrollment_closes_at: fields.enrollment_closes_at, updated_at: ctx.now })
        .where('id', '=', id)
        .execute();
      const after = await findDay(trx, id);
      if (!after) throw new Error(`course day ${id} vanished while it was edited`);
      await writeCourseAudit(trx, actor, { dayId: id, action: 'day_edited', detail: `${describeDay(before)} → ${describeDay(after)}` }, ctx.now);
      const offers = after.seats > before.seats ? await offerFreedSeats(trx, ctx, id) : 0;
      return { result: 'saved' as const, day: (await findDay(trx, id)) ?? after, offers };
    });
  } catch (err) {
    if (err instanceof Refused) return err.outcome;
    throw err;
  }
}

export type CancelDayResult = { result: 'cancelled'; day: CourseDayRow; told: number } | { result: 'gone' | 'not_open' | 'started' };

/**
 * Cancels a day that has not started: the day is claimed by one conditional UPDATE (open → cancelled,
 * its seats all given back), so no seat can be taken on it after, and then every enrollment that
 * held or waited for a seat ends, each with its mail in her language in the same transaction.
 */
export async function cancelDay(ctx: CourseContext, actor: CourseActor, id: number): Promise<CancelDayResult> {
  return ctx.db.transaction().execute(async (trx) => {
    const day = await trx
      .updateTable('course_days')
      .set({ status: 'cancelled', taken: 0, updated_at: ctx.now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('starts_at', '>', ctx.now)
      .returningAll()
      .executeTakeFirst();
    if (!day) {
      const found = await findDay(trx, id);
      return { result: !found ? 'gone' : found.status !== 'open' ? 'not_open' : 'started' };
    }
    const people = await trx
      .selectFrom('course_enrollments')
      .selectAll()
      .where('day_id', '=', id)
      .where('status', 'in', ['reserved', 'confirmed', 'offered', 'waiting'])
      .orderBy('id')
      .execute();
    let told = 0;
    for (const person of people) {
      const row = await trx
        .updateTable('course_enrollments')
        .set((eb) => ({ status: 'cancelled', offer_expires_at: null, hold_expires_at: null, updated_at: ctx.now, sequence: eb('sequence', '+', 1) }))
        .where('id', '=', person.id)
        .where('status', '=', person.status)
        .returningAll()
        .executeTakeFirst();
      if (!row) continue;
      await retireCourseTokens(trx, row.id, ctx.now);
      const mail = participantMail(row, day, 'day_cancelled', { page: null }, ctx.clinicEmail, ctx.now);
      // someone on the waitlist never had an invitation in her calendar, so none is cancelled there
      const { calendar, ...plain } = mail;
      await enqueueMail(trx, person.status === 'waiting' || !calendar ? plain : mail);
      told += 1;
    }
    await writeCourseAudit(trx, actor, { dayId: id, action: 'day_cancelled', detail: `${describeDay(day)}; ${told} told` }, ctx.now);
    return { result: 'cancelled', day, told };
  });
}
