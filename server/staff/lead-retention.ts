/**
 * LEAD_RETENTION_DAYS: leads older than that many days are deleted with their photos, a batch at a
 * time (each batch one transaction with its photos and its 'purged' audit rows); a photo file of
 * an earlier version not yet moved into the database is removed after. Unset, nothing is purged.
 */
import type { UploadStore } from '../uploads/upload-store';
import { deleteConsultationPhotos } from '../leads';
import { insertAudit } from './lead-audit-repository';
import { leadTable } from './lead-record';
import { LEAD_KINDS } from './lead-statuses';
import type { StaffDb } from '../db/schema';

const DAY_MS = 86_400_000;
const BATCH = 500;
/** the audit log's actor for what the server does by itself */
export const RETENTION_ACTOR = 'retention';

export interface PurgeReport {
  consultations: number;
  contacts: number;
  photos: number;
}

export async function purgeExpiredLeads(db: StaffDb, uploads: UploadStore, retentionDays: number, now = Date.now()): Promise<PurgeReport> {
  const cutoff = now - retentionDays * DAY_MS;
  const report: PurgeReport = { consultations: 0, contacts: 0, photos: 0 };
  for (const kind of LEAD_KINDS) {
    for (;;) {
      const photos = await db.transaction().execute(async (trx) => {
        const old =
          kind === 'consultation'
            ? await trx.selectFrom('consultation_requests').select(['id', 'image_file']).where('created_at', '<', cutoff).orderBy('created_at').limit(BATCH).execute()
            : (await trx.selectFrom('contact_messages').select('id').where('created_at', '<', cutoff).orderBy('created_at').limit(BATCH).execute()).map(
                (r) => ({ id: r.id, image_file: undefined }),
              );
        if (old.length === 0) return undefined;
        const ids = old.map((r) => r.id);
        await trx.deleteFrom(leadTable[kind]).where('id', 'in', ids).execute();
        if (kind === 'consultation') report.photos += await deleteConsultationPhotos(trx, ids);
        await insertAudit(
          trx,
          ids.map((id) => ({ staff_id: null, actor: RETENTION_ACTOR, lead_kind: kind, lead_id: id, action: 'purged' as const, detail: `older than ${retentionDays} days` })),
          now,
        );
        if (kind === 'consultation') report.consultations += ids.length;
        else report.contacts += ids.length;
        return old.flatMap((r) => (r.image_file ? [r.image_file] : []));
      });
      if (!photos) break;
      for (const file of photos) {
        await uploads.remove(file).catch(() => undefined);
        report.photos += 1;
      }
    }
  }
  return report;
}
