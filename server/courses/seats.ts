/**
 * The seat guarantee (docs/decisions/0025-course-seats-and-waitlist.md): a seat is taken by one
 * conditional UPDATE of the day's `taken` counter (`taken < seats`, day open) inside the
 * transaction that writes the enrollment. On PostgreSQL the row lock makes a second transaction
 * wait and re-check the condition once the first commits; SQLite runs one writer at a time. The
 * table's CHECK (`taken <= seats`) refuses an overrun whatever code runs. Reading a count and then
 * inserting is never how a seat is decided.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Takes one seat of an open day; false when none is left (or the day is not open). */
export async function takeSeat(trx: Kysely<Database>, dayId: number, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('course_days')
    .set({ taken: sql<number>`taken + 1`, updated_at: now })
    .where('id', '=', dayId)
    .where('status', '=', 'open')
    .where((eb) => eb('taken', '<', eb.ref('seats')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives one seat back (a cancellation, a release, a declined or expired offer). */
export async function freeSeat(trx: Kysely<Database>, dayId: number, now: number): Promise<void> {
  await trx
    .updateTable('course_days')
    .set({ taken: sql<number>`taken - 1`, updated_at: now })
    .where('id', '=', dayId)
    .where('taken', '>', 0)
    .execute();
}

/**
 * Sets a day's seats, refused (false) when fewer than those taken: the condition is in the UPDATE,
 * so an enrollment committed meanwhile is counted.
 */
export async function setSeats(trx: Kysely<Database>, dayId: number, seats: number, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('course_days')
    .set({ seats, updated_at: now })
    .where('id', '=', dayId)
    .where('taken', '<=', seats)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
