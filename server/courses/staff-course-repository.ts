/** The staff's list of course days: every day, upcoming and past, cancelled too. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CourseDayRow } from './course-repository';

/** Upcoming days soonest first, then past ones latest first: the ones staff act on lead. */
export async function listAllDays(db: Kysely<Database>, now: number, limit = 200): Promise<CourseDayRow[]> {
  const upcoming = await db.selectFrom('course_days').selectAll().where('ends_at', '>', now).orderBy('starts_at').orderBy('id').limit(limit).execute();
  const past = await db.selectFrom('course_days').selectAll().where('ends_at', '<=', now).orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return [...upcoming, ...past];
}
