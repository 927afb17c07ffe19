/** The course days' queries: the public list, one day, the revision the page cache follows. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { CourseDaysTable } from '../db/course-tables';

export type CourseDayRow = Selectable<CourseDaysTable>;

/** Days still to come (not yet ended), soonest first; cancelled ones only when asked. */
export async function listUpcomingDays(db: Kysely<Database>, now: number, opts: { withCancelled?: boolean; limit?: number } = {}): Promise<CourseDayRow[]> {
  let q = db.selectFrom('course_days').selectAll().where('ends_at', '>', now);
  if (!opts.withCancelled) q = q.where('status', '=', 'open');
  return q.orderBy('starts_at').orderBy('id').limit(opts.limit ?? 50).execute();
}

export async function findDay(db: Kysely<Database>, id: number): Promise<CourseDayRow | undefined> {
  return db.selectFrom('course_days').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves whenever a seat is taken or freed or a day changes: the training page's cache key
 * (server/site/page-route.ts), so every process shows a fresh seat count at once.
 */
export async function daysRevision(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('course_days')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(taken), 0)`.as('taken'), sql<number>`coalesce(max(updated_at), 0)`.as('updated')])
    .executeTakeFirst();
  return `${row?.n ?? 0}:${row?.taken ?? 0}:${row?.updated ?? 0}`;
}

/** People waiting per day (the public list says 'Full: join the waitlist'; staff see the count). */
export async function waitingCounts(db: Kysely<Database>, dayIds: number[]): Promise<Map<number, number>> {
  if (dayIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('course_enrollments')
    .select(['day_id', sql<number>`count(*)`.as('n')])
    .where('day_id', 'in', dayIds)
    .where('status', '=', 'waiting')
    .groupBy('day_id')
    .execute();
  return new Map(rows.map((r) => [r.day_id, Number(r.n)]));
}
