/**
 * Her signed health forms and consents are the clinic's medical record of her care: they are keyed
 * to her account (`health_form_versions.user_id`), never to a lead, so a lead's deletion or purge
 * leaves them. When she closes her account they stay, held by a `medical_record_holders` row, for
 * MEDICAL_RECORD_RETENTION_YEARS after her last signature (docs/decisions/0031); then
 * `purgeExpiredMedicalRecords` (the 15-minute housekeeping, server/housekeeping.ts) deletes them.
 * That purge is the one path that deletes a signed version.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const YEAR_MS = 365.25 * 86_400_000;
/** rows per statement: far below both databases' limits on bound parameters */
const BATCH = 500;

/** Until when a record whose last signature is `lastSignedAt` is kept. */
export const keptUntil = (lastSignedAt: number, years: number): number => lastSignedAt + Math.round(years * YEAR_MS);

export interface KeptRecord {
  versions: number;
  keepUntil: number;
}

/**
 * Inside the closing's transaction: holds her signed versions past her account (none signed:
 * nothing to hold, undefined). Her versions keep their `user_id`, the closed account's id.
 */
export async function holdMedicalRecord(trx: Kysely<Database>, userId: number, years: number, now: number): Promise<KeptRecord | undefined> {
  const row = await trx
    .selectFrom('health_form_versions')
    .select((eb) => [eb.fn.max('signed_at').as('last'), eb.fn.countAll().as('n')])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const versions = Number(row?.n ?? 0);
  if (versions === 0 || row?.last == null) return undefined;
  const lastSignedAt = Number(row.last);
  const keepUntil = keptUntil(lastSignedAt, years);
  await trx
    .insertInto('medical_record_holders')
    .values({ user_id: userId, closed_at: now, last_signed_at: lastSignedAt })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return { versions, keepUntil };
}

export interface MedicalRecordPurge {
  /** closed accounts whose record ran out */
  records: number;
  /** signed versions deleted with them */
  versions: number;
}

/**
 * Deletes every closed account's record whose retention ran out by `now` (its last signature
 * `years` or longer ago, as configured now), its signed versions with it, a batch per transaction.
 */
export async function purgeExpiredMedicalRecords(db: Kysely<Database>, now: number, years: number): Promise<MedicalRecordPurge> {
  const cutoff = now - keptUntil(0, years);
  const report: MedicalRecordPurge = { records: 0, versions: 0 };
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const due = await trx.selectFrom('medical_record_holders').select('user_id').where('last_signed_at', '<=', cutoff).orderBy('last_signed_at').limit(BATCH).execute();
      if (due.length === 0) return false;
      const ids = due.map((r) => r.user_id);
      const versions = await trx.deleteFrom('health_form_versions').where('user_id', 'in', ids).executeTakeFirst();
      await trx.deleteFrom('medical_record_holders').where('user_id', 'in', ids).execute();
      report.records += ids.length;
      report.versions += Number(versions.numDeletedRows);
      return true;
    });
    if (!done) return report;
  }
}
