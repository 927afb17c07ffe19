/**
 * The lead audit log: rows are only ever added. Nothing in the staff API updates or deletes them,
 * and they stay when the lead they speak of is deleted, so "who deleted it" is still answered.
 */
import type { Selectable } from 'kysely';
import type { AuditAction, LeadAuditTable, LeadKind } from '../db/staff-tables';
import type { StaffDb } from '../db/schema';

export type AuditRow = Selectable<LeadAuditTable>;

export interface AuditEntry {
  staff_id: number | null;
  actor: string;
  lead_kind: LeadKind;
  lead_id: number;
  action: AuditAction;
  detail?: string;
}

/** rows per INSERT: far below SQLite's and PostgreSQL's limits on bound parameters */
const BATCH = 500;

export async function insertAudit(db: StaffDb, entries: readonly AuditEntry[], now = Date.now()): Promise<void> {
  for (let i = 0; i < entries.length; i += BATCH) {
    const rows = entries.slice(i, i + BATCH).map((e) => ({ ...e, detail: e.detail ?? '', created_at: now }));
    await db.insertInto('lead_audit').values(rows).execute();
  }
}

/** The newest entries about one lead first, read from the (lead_kind, lead_id, id) index. */
export function auditForLeadQuery(db: StaffDb, kind: LeadKind, id: number, limit = 200) {
  return db.selectFrom('lead_audit').selectAll().where('lead_kind', '=', kind).where('lead_id', '=', id).orderBy('id', 'desc').limit(limit);
}

export async function listAuditForLead(db: StaffDb, kind: LeadKind, id: number, limit = 200): Promise<AuditRow[]> {
  return auditForLeadQuery(db, kind, id, limit).execute();
}
