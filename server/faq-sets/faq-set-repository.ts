/**
 * The queries on faq_sets and faq_set_audit. A save is one conditional UPDATE (`version = ?`), so
 * of two editors who loaded the same version only the first one's save lands; the audit row is
 * written in the same transaction as the change it records.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { FaqSetAuditTable, FaqSetsTable } from '../db/faq-set-tables';

export type FaqSetRow = Selectable<FaqSetsTable>;
export type FaqSetAuditRow = Selectable<FaqSetAuditTable>;
type Db = Kysely<Database>;

export function findSet(db: Db, key: string, language: 'en' | 'es'): Promise<FaqSetRow | undefined> {
  return db.selectFrom('faq_sets').selectAll().where('set_key', '=', key).where('language', '=', language).executeTakeFirst();
}

export function findSets(db: Db, keys: readonly string[], language: 'en' | 'es'): Promise<FaqSetRow[]> {
  return db.selectFrom('faq_sets').selectAll().where('set_key', 'in', [...keys]).where('language', '=', language).execute();
}

/** Every set and language without its questions' text, the clinic's first, then by key. */
export function listSets(db: Db) {
  return db
    .selectFrom('faq_sets')
    .select(['set_key', 'language', 'kind', 'title', 'items', 'version', 'updated_at', 'updated_by'])
    .orderBy('kind', 'asc')
    .orderBy('set_key', 'asc')
    .orderBy('language', 'asc')
    .execute();
}

export interface SetWrite {
  title: string;
  items: string;
  updated_at: number;
  updated_by: string;
}

/** Saves when the stored version is still `version`; returns whether it did. */
export async function updateSetIfVersion(db: Db, key: string, language: 'en' | 'es', version: number, write: SetWrite): Promise<boolean> {
  const result = await db
    .updateTable('faq_sets')
    .set({ ...write, version: sql<number>`version + 1` })
    .where('set_key', '=', key)
    .where('language', '=', language)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertSet(db: Db, row: Omit<FaqSetRow, 'id'>): Promise<void> {
  await db.insertInto('faq_sets').values(row).execute();
}

export async function deleteSet(db: Db, key: string): Promise<number> {
  const result = await db.deleteFrom('faq_sets').where('set_key', '=', key).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertSetAudit(db: Db, row: Omit<FaqSetAuditRow, 'id'>): Promise<void> {
  await db.insertInto('faq_set_audit').values(row).execute();
}

export function listSetAudit(db: Db, key: string, limit = 50): Promise<FaqSetAuditRow[]> {
  return db.selectFrom('faq_set_audit').selectAll().where('set_key', '=', key).orderBy('id', 'desc').limit(limit).execute();
}

/**
 * What the site's FAQ pages depend on, in one small query every process can ask (as the blog's
 * revision, server/blog/blog-repository.ts): the sets, their versions, the last change and
 * the length of their text, so a save, a new or removed set, or a hand edit all move it.
 */
export async function faqRevision(db: Db): Promise<string> {
  const row = await db
    .selectFrom('faq_sets')
    .select((eb) => [
      eb.fn.countAll().as('sets'),
      eb.fn.sum('version').as('versions'),
      eb.fn.max('updated_at').as('last_change'),
      eb.fn.sum(sql<number>`length(items) + length(title)`).as('text_length'),
    ])
    .executeTakeFirstOrThrow();
  return [row.sets, row.versions, row.last_change, row.text_length].map((v) => String(v ?? '')).join(':');
}
