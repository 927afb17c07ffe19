/**
 * What staff do to one lead: read it, change its status or note, delete it. Each writes its audit
 * row in the same transaction as the change, so the log never misses a change nor records one
 * that did not happen. A deleted consultation's photo goes in the same transaction.
 */
import type { UploadStore } from '../uploads/upload-store';
import { deleteConsultationPhotos } from '../leads';
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

/** Deletes the lead's row, then its photo; false when there was no such lead. */
export async function deleteLead(db: StaffDb, uploads: UploadStore, kind: LeadKind, id: number, actor: StaffActor, now = Date.now()): Promise<boolean> {
  const removed = await db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, kind, id);
    if (!lead) return undefined;
    await trx.deleteFrom(leadTable[kind]).where('id', '=', id).execute();
    if (kind === 'consultation') await deleteConsultationPhotos(trx, [id]);
    await insertAudit(trx, [{ staff_id: actor.staffId, actor: actor.email, lead_kind: kind, lead_id: id, action: 'deleted' }], now);
    return lead;
  });
  if (!removed) return false;
  // a photo file of an earlier version whose move into the database has not happened yet
  if (removed.kind === 'consultation' && removed.image_file) await uploads.remove(removed.image_file).catch(() => undefined);
  return true;
}
