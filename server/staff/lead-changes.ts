/**
 * What staff do to one lead: read it, change its status or note, delete it. Each writes its audit
 * row in the same transaction as the change, so the log never misses a change nor records one
 * that did not happen. A deleted lead takes with it, in the same transaction, its photo, its
 * appointment (cancelled first, the patient told, when still to come: server/appointments/) and
 * every mail queued about it.
 */
import type { UploadStore } from '../uploads/upload-store';
import { deleteConsultationPhotos } from '../leads';
import { removeLeadAppointments, type LeadAppointmentRemoval, type RemovedAppointment } from '../appointments';
import { aboutTag, deleteMailAbout } from '../mail/outbox-repository';
import { insertAudit } from './lead-audit-repository';
import { leadTable, type LeadRecord } from './lead-record';
import type { StaffLeadStatus } from './lead-statuses';
import type { LeadKind } from '../db/staff-tables';
import type { StaffDb } from '../db/schema';

export interface StaffActor {
  staffId: number;
  email: string;
}

export async function findLead(db: StaffDb, kind: LeadKind, id: number): Promise<LeadRecord | undefined> {
  const row = await db.selectFrom(leadTable[kind]).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? ({ ...row, kind } as LeadRecord) : undefined;
}

/** The lead, with a 'viewed' row in the audit log. */
export async function viewLead(db: StaffDb, kind: LeadKind, id: number, actor: StaffActor, now = Date.now()): Promise<LeadRecord | undefined> {
  const lead = await findLead(db, kind, id);
  if (lead) await insertAudit(db, [{ staff_id: actor.staffId, actor: actor.email, lead_kind: kind, lead_id: id, action: 'viewed' }], now);
  return lead;
}

export interface LeadChanges {
  status?: StaffLeadStatus;
  note?: string;
}

export type ChangeResult = { found: false } | { found: true; changed: boolean; lead: LeadRecord };

function noteDetail(before: string, after: string): string {
  if (after === '') return 'note cleared';
  return before === '' ? `note added (${[...after].length} characters)` : `note edited (${[...after].length} characters)`;
}

/** Applies the changes that differ from the stored lead; the audit says what changed, never the note's words. */
export async function changeLead(db: StaffDb, kind: LeadKind, id: number, changes: LeadChanges, actor: StaffActor, now = Date.now()): Promise<ChangeResult> {
  return db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, kind, id);
    if (!lead) return { found: false };
    const set: { status?: string; note?: string } = {};
    const audit = [];
    const who = { staff_id: actor.staffId, actor: actor.email, lead_kind: kind, lead_id: id };
    if (changes.status !== undefined && changes.status !== lead.status) {
      set.status = changes.status;
      audit.push({ ...who, action: 'status_changed' as const, detail: `${lead.status} → ${changes.status}` });
    }
    if (changes.note !== undefined && changes.note !== lead.note) {
      set.note = changes.note;
      audit.push({ ...who, action: 'note_changed' as const, detail: noteDetail(lead.note, changes.note) });
    }
    if (audit.length === 0) return { found: true, changed: false, lead };
    await trx.updateTable(leadTable[kind]).set(set).where('id', '=', id).execute();
    await insertAudit(trx, audit, now);
    return { found: true, changed: true, lead: { ...lead, ...set } };
  });
}

/** What the appointments' cancellation mails need: where the clinic's notice goes, the site, the appointment clock. */
export type AppointmentNoticeTarget = Omit<LeadAppointmentRemoval, 'by'>;

/** The audit's words for a deleted lead's appointments: their ids, never the patient's details or the time. */
export function removedAppointmentsDetail(removed: readonly RemovedAppointment[]): string {
  return removed.map((a) => (a.cancelled ? `appointment #${a.id} cancelled (patient told) and removed` : `appointment #${a.id} removed`)).join('; ');
}

export interface DeleteResult {
  /** its appointments, removed with it */
  appointments: RemovedAppointment[];
}

/**
 * Deletes the lead's row, its photo, its appointments and the mail about them and about the lead,
 * in one transaction; undefined when there was no such lead. A cancellation was queued when an
 * appointment was still to come: wake the mailer.
 */
export async function deleteLead(
  db: StaffDb,
  uploads: UploadStore,
  kind: LeadKind,
  id: number,
  actor: StaffActor,
  notice: AppointmentNoticeTarget,
  now = Date.now(),
): Promise<DeleteResult | undefined> {
  const removed = await db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, kind, id);
    if (!lead) return undefined;
    const appointments = kind === 'consultation' ? await removeLeadAppointments(trx, { ...notice, by: 'staff' }, [id]) : [];
    await trx.deleteFrom(leadTable[kind]).where('id', '=', id).execute();
    if (kind === 'consultation') await deleteConsultationPhotos(trx, [id]);
    await deleteMailAbout(trx, [aboutTag(kind, id)]);
    const detail = removedAppointmentsDetail(appointments);
    await insertAudit(trx, [{ staff_id: actor.staffId, actor: actor.email, lead_kind: kind, lead_id: id, action: 'deleted', ...(detail ? { detail } : {}) }], now);
    return { lead, appointments };
  });
  if (!removed) return undefined;
  // a photo file of an earlier version whose move into the database has not happened yet
  if (removed.lead.kind === 'consultation' && removed.lead.image_file) await uploads.remove(removed.lead.image_file).catch(() => undefined);
  return { appointments: removed.appointments };
}
