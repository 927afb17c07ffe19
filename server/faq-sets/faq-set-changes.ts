/**
 * What staff do to FAQ sets, each change and its audit row in one transaction: create a named set
 * (both languages, empty), save one language of a set if nobody saved it since it was loaded, and
 * delete a named set (both languages). The clinic's own sets can be edited but not deleted.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffActor } from '../staff';
import { LOCALES } from '../i18n/request-locale';
import { deleteSet, findSet, insertSet, insertSetAudit, updateSetIfVersion, type FaqSetRow } from './faq-set-repository';
import type { FaqSetItem } from './faq-set-items';
import { isClinicKey } from './faq-set-keys';

type Db = Kysely<Database>;

const audit = (actor: StaffActor, key: string, language: string, action: 'created' | 'saved' | 'deleted', detail: string, now: number) => ({
  staff_id: actor.staffId,
  actor: actor.email,
  set_key: key,
  language,
  action,
  detail: detail.slice(0, 300),
  created_at: now,
});

export type CreateResult = { created: true } | { created: false; reason: 'taken' };

export async function createNamedSet(db: Db, key: string, title: string, actor: StaffActor, now = Date.now()): Promise<CreateResult> {
  return db.transaction().execute(async (trx) => {
    if (await findSet(trx, key, 'en')) return { created: false, reason: 'taken' } as const;
    for (const language of LOCALES) {
      await insertSet(trx, { set_key: key, language, kind: 'named', title, items: '[]', version: 1, created_at: now, updated_at: now, updated_by: actor.email });
    }
    await insertSetAudit(trx, audit(actor, key, '', 'created', `“${title}”`, now));
    return { created: true } as const;
  });
}

export type SaveResult = { outcome: 'saved'; set: FaqSetRow } | { outcome: 'stale'; set: FaqSetRow } | { outcome: 'missing' };

export async function saveSet(
  db: Db,
  key: string,
  language: 'en' | 'es',
  expectedVersion: number,
  change: { title: string; items: FaqSetItem[] },
  actor: StaffActor,
  now = Date.now(),
): Promise<SaveResult> {
  return db.transaction().execute(async (trx) => {
    const saved = await updateSetIfVersion(trx, key, language, expectedVersion, {
      title: change.title,
      items: JSON.stringify(change.items),
      updated_at: now,
      updated_by: actor.email,
    });
    const current = await findSet(trx, key, language);
    if (!current) return { outcome: 'missing' } as const;
    if (!saved) return { outcome: 'stale', set: current } as const;
    const questions = `${change.items.length} question${change.items.length === 1 ? '' : 's'}`;
    await insertSetAudit(trx, audit(actor, key, language, 'saved', `version ${expectedVersion} → ${current.version}, ${questions}`, now));
    return { outcome: 'saved', set: current } as const;
  });
}

export type DeleteResult = 'deleted' | 'missing' | 'clinic';

export async function deleteNamedSet(db: Db, key: string, actor: StaffActor, now = Date.now()): Promise<DeleteResult> {
  if (isClinicKey(key)) return 'clinic';
  return db.transaction().execute(async (trx) => {
    const row = await findSet(trx, key, 'en');
    if ((await deleteSet(trx, key)) === 0) return 'missing' as const;
    await insertSetAudit(trx, audit(actor, key, '', 'deleted', row ? `“${row.title}”` : '', now));
    return 'deleted' as const;
  });
}
