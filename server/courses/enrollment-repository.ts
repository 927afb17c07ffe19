/** The enrollments' queries that read: one, a person's live one on a day, a waitlist place, a roster. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { CourseEnrollmentsTable, EnrollmentStatus } from '../db/course-tables';

export type EnrollmentRow = Selectable<CourseEnrollmentsTable>;

/** Statuses that hold one of the day's seats: the `taken` counter counts exactly these. */
export const SEAT_HOLDING: readonly EnrollmentStatus[] = ['reserved', 'confirmed', 'attended', 'no_show', 'offered'];
/** Statuses of a person still in the day: holding a seat or waiting for one. */
export const LIVE: readonly EnrollmentStatus[] = [...SEAT_HOLDING, 'waiting'];

export async function findEnrollment(db: Kysely<Database>, id: number): Promise<EnrollmentRow | undefined> {
  return db.selectFrom('course_enrollments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function liveEnrollmentOf(db: Kysely<Database>, dayId: number, email: string): Promise<EnrollmentRow | undefined> {
  return db
    .selectFrom('course_enrollments')
    .selectAll()
    .where('day_id', '=', dayId)
    .where('email', '=', email)
    .where('status', 'in', [...LIVE])
    .executeTakeFirst();
}

/** Her place in the day's line (1 = next to be offered a seat), or null when she is not waiting. */
export async function waitlistPlace(db: Kysely<Database>, e: EnrollmentRow): Promise<number | null> {
  if (e.status !== 'waiting') return null;
  const row = await db
    .selectFrom('course_enrollments')
    .select(sql<number>`count(*)`.as('n'))
    .where('day_id', '=', e.day_id)
    .where('status', '=', 'waiting')
    .where((eb) => eb.or([eb('created_at', '<', e.created_at), eb.and([eb('created_at', '=', e.created_at), eb('id', '<', e.id)])]))
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export async function rosterOf(db: Kysely<Database>, dayId: number): Promise<EnrollmentRow[]> {
  return db.selectFrom('course_enrollments').selectAll().where('day_id', '=', dayId).orderBy('created_at').orderBy('id').execute();
}

export async function statusCounts(db: Kysely<Database>, dayIds: number[]): Promise<Map<number, Record<string, number>>> {
  const out = new Map<number, Record<string, number>>();
  if (dayIds.length === 0) return out;
  const rows = await db
    .selectFrom('course_enrollments')
    .select(['day_id', 'status', sql<number>`count(*)`.as('n')])
    .where('day_id', 'in', dayIds)
    .groupBy(['day_id', 'status'])
    .execute();
  for (const r of rows) {
    const counts = out.get(r.day_id) ?? {};
    counts[r.status] = Number(r.n);
    out.set(r.day_id, counts);
  }
  return out;
}
