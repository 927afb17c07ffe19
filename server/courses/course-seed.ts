/**
 * A fresh database shows the next three course days (issue 38): Saturdays three, seven and eleven
 * weeks ahead, 08:30 to 17:30 in Miami, 12 seats, enrollment closing two days before. Seeded once
 * per database: the first process to write the app_meta flag seeds, any other finds it written,
 * and days staff deleted or cancelled are never put back.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addDays, courseDateOf, courseInstant, DEFAULT_END, DEFAULT_START } from './course-time';

const SEED_FLAG = 'courses_seeded';
export const SEED_PRICE = '$2,900';
export const MAX_SEATS = 12;

export function seedDates(now: number): string[] {
  const today = courseDateOf(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const firstSaturday = addDays(today, ((6 - weekday + 7) % 7) + 21);
  return [0, 28, 56].map((d) => addDays(firstSaturday, d));
}

export async function seedCourseDays(db: Kysely<Database>, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('app_meta')
      .values({ key: SEED_FLAG, value: String(now) })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const languages = ['en', 'es', 'en'];
    await trx
      .insertInto('course_days')
      .values(
        seedDates(now).map((date, i) => {
          const starts = courseInstant(date, DEFAULT_START);
          return {
            date,
            starts_at: starts,
            ends_at: courseInstant(date, DEFAULT_END),
            language: languages[i] ?? 'en',
            seats: MAX_SEATS,
            price_text: SEED_PRICE,
            enrollment_closes_at: starts - 2 * 86_400_000,
            created_at: now,
            updated_at: now,
          };
        }),
      )
      .execute();
    return true;
  });
}
