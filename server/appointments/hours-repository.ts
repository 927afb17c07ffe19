/** Writing the practitioner's weekly hours and date overrides (staff), and reading them back as the staff API shows them. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PRACTITIONER_ID } from '../db/consultation-types';
import type { WeeklyDay } from './availability';
import type { NewOverride } from './hours-request';
import { weeklyHours } from './schedule-repository';
import { shiftDate } from './clinic-zone';

/** How far ahead the staff page lists the holidays the clinic closes for: a year and a day. */
const HOLIDAYS_AHEAD_DAYS = 366;

/**
 * The weekly hours, the date overrides from `fromDate` on, and the holidays of the coming year:
 * those close the clinic as surely as an override does (unless one opens them), so the page that
 * edits the hours lists them too.
 */
export async function hoursView(db: Kysely<Database>, fromDate: string) {
  const [weekly, overrides, holidays] = await Promise.all([
    weeklyHours(db),
    db.selectFrom('hour_overrides').selectAll().where('practitioner_id', '=', PRACTITIONER_ID).where('date', '>=', fromDate).orderBy('date').execute(),
    db.selectFrom('clinic_holidays').select(['date', 'name']).where('date', '>=', fromDate).where('date', '<=', shiftDate(fromDate, HOLIDAYS_AHEAD_DAYS)).orderBy('date').execute(),
  ]);
  return {
    weekly,
    overrides: overrides.map((o) => ({ id: o.id, date: o.date, closed: o.closed === 1, ...(o.start ? { start: o.start } : {}), ...(o.end ? { end: o.end } : {}), ...(o.note ? { note: o.note } : {}) })),
    holidays: holidays.map((h) => ({ date: h.date, name: h.name })),
  };
}

/** Replaces the whole week in one transaction. */
export async function replaceWeekly(db: Kysely<Database>, week: WeeklyDay[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('weekly_hours').where('practitioner_id', '=', PRACTITIONER_ID).execute();
    if (week.length > 0) {
      await trx
        .insertInto('weekly_hours')
        .values(week.map((d) => ({ practitioner_id: PRACTITIONER_ID, weekday: d.weekday, start: d.start, end: d.end, breaks: JSON.stringify(d.breaks) })))
        .execute();
    }
  });
}

/** One override per date: a second for the same date replaces the first. */
export async function putOverride(db: Kysely<Database>, o: NewOverride, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('hour_overrides').where('practitioner_id', '=', PRACTITIONER_ID).where('date', '=', o.date).execute();
    await trx.insertInto('hour_overrides').values({ practitioner_id: PRACTITIONER_ID, date: o.date, closed: o.closed ? 1 : 0, start: o.start, end: o.end, note: o.note, created_at: now }).execute();
  });
}

export async function deleteOverride(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('hour_overrides').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
