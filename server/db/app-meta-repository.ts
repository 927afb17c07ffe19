import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A value created once and then shared by every process (e.g. the form-stamp secret): the first
 * insert wins, everyone reads the winner.
 */
export async function getOrCreateMeta(db: Kysely<Database>, key: string, create: () => string): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key, value: create() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}

export async function getMeta(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function setMeta(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
