import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Counter {
  count: number;
  resetAt: number;
}

/** Counts one more hit in the key's window, opening a new window when the old one has passed. */
export async function incrementCounter(db: Kysely<Database>, key: string, windowMs: number, now = Date.now()): Promise<Counter> {
  const resetAt = now + windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

export async function readCounter(db: Kysely<Database>, key: string, now = Date.now()): Promise<Counter> {
  const row = await db.selectFrom('rate_limits').select(['count', 'reset_at']).where('key', '=', key).executeTakeFirst();
  if (!row || row.reset_at <= now) return { count: 0, resetAt: now };
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

export async function purgeExpiredCounters(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('reset_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sets a key's time (a "not before" deadline kept in the same table as the counters). */
export async function setCounterDeadline(db: Kysely<Database>, key: string, until: number): Promise<void> {
  await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: until })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: 1, reset_at: until }))
    .execute();
}

export async function deleteCounters(db: Kysely<Database>, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
}
