/**
 * LEAD_RETENTION_DAYS: leads older than that many days are deleted with their photos, their
 * appointments (one still to come cancelled first, the patient told: server/appointments/) and the
 * mail about them, a batch at a time (each batch one transaction with all of that and its 'purged'
 * audit rows); a photo file of an earlier version not yet moved into the database is removed
 * after. Unset, nothing is purged.
 */
import type { UploadStore } from '../uploads/upload-store';
import { deleteConsultationPhotos } from '../leads';
import { removeLeadAppointments } from '../appointments';
import { aboutTag, deleteMailAbout } from '../mail/outbox-repository';
import { insertAudit } from './lead-audit-repository';
import { removedAppointmentsDetail, type AppointmentNoticeTarget } from './lead-changes';
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
  /** appointments removed with their leads */
  appointments: number;
  /** of which were still to come, so cancelled and the patient told */
  cancelledAppointments: number;
}

/** `now` dates the leads (Date.now); the appointments are told apart by `notice.now`, the appointment clock. */
export async function purgeExpiredLeads(db: StaffDb, uploads: UploadStore, retentionDays: number, now: number, notice: AppointmentNoticeTarget): Promise<PurgeReport> {
  const cutoff = now - retentionDays * DAY_MS;
  const report: PurgeReport = { consultations: 0, contacts: 0, photos: 0, appointments: 0, cancelledAppointments: 0 };
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
        const appointments = kind === 'consultation' ? await removeLeadAppointments(trx, { ...notice, by: 'retention' }, ids) : [];
        await trx.deleteFrom(leadTable[kind]).where('id', 'in', ids).execute();
        if (kind === 'consultation') report.photos += await deleteConsultationPhotos(trx, ids);
        await deleteMailAbout(trx, ids.map((id) => aboutTag(kind, id)));
        const detail = (id: number) => [`older than ${retentionDays} days`, removedAppointmentsDetail(appointments.filter((a) => a.leadId === id))].filter(Boolean).join('; ');
        await insertAudit(
          trx,
          ids.map((id) => ({ staff_id: null, actor: RETENTION_ACTOR, lead_kind: kind, lead_id: id, action: 'purged' as const, detail: detail(id) })),
          now,
        );
        report.appointments += appointments.length;
        report.cancelledAppointments += appointments.filter((a) => a.cancelled).length;
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
