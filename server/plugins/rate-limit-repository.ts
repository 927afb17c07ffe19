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

/**
 * Counts one more attempt only if the key still has one left in its window (or the window has
 * passed): one statement, so attempts that arrive together cannot all slip under the limit.
 * Returns the counter after the attempt, or undefined when none was left (nothing counted).
 */
export async function reserveCounter(db: Kysely<Database>, key: string, windowMs: number, max: number, now = Date.now()): Promise<Counter | undefined> {
  const resetAt = now + windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
          reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
        })
        .where((eb) => eb.or([eb('rate_limits.reset_at', '<=', now), eb('rate_limits.count', '<', max)])),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirst();
  return row && { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** Gives back an attempt counted by reserveCounter (it turned out not to be a failure). */
export async function releaseCounter(db: Kysely<Database>, key: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('reset_at', '>', now)
    .execute();
}

/**
 * Takes a "not before" deadline only if the key's last one has passed: one statement, so of the
 * attempts that arrive together while the key is free, exactly one gets it. True when taken.
 */
export async function claimDeadline(db: Kysely<Database>, key: string, until: number, now = Date.now()): Promise<boolean> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: until })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: 1, reset_at: until }).where('rate_limits.reset_at', '<=', now))
    .returning(['reset_at'])
    .executeTakeFirst();
  return row !== undefined;
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
