/**
 * A consultation request's appointment, as the staff inbox shows it (the lead's record and the CSV
 * export): the latest one booked with that request, or none.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clinicDateOf, clinicTimeOf } from './clinic-zone';

export interface LeadAppointment {
  id: number;
  type: string;
  start: string;
  status: string;
}

export const APPOINTMENT_EXPORT_COLUMNS = ['Appointment type', 'Appointment (Miami time)', 'Appointment status'] as const;

/** By consultation request id. */
export async function appointmentsOfLeads(db: Kysely<Database>, leadIds: readonly number[]): Promise<Map<number, { id: number; type_id: string; start_at: number; status: string }>> {
  const found = new Map<number, { id: number; type_id: string; start_at: number; status: string }>();
  if (leadIds.length === 0) return found;
  const rows = await db.selectFrom('appointments').select(['id', 'lead_id', 'type_id', 'start_at', 'status']).where('lead_id', 'in', [...leadIds]).orderBy('id').execute();
  for (const row of rows) if (row.lead_id !== null) found.set(row.lead_id, row);
  return found;
}

export async function leadAppointment(db: Kysely<Database>, kind: string, leadId: number): Promise<LeadAppointment | null> {
  if (kind !== 'consultation') return null;
  const row = (await appointmentsOfLeads(db, [leadId])).get(leadId);
  return row ? { id: row.id, type: row.type_id, start: new Date(row.start_at).toISOString(), status: row.status } : null;
}

export function appointmentExportCells(row: { type_id: string; start_at: number; status: string } | undefined): string[] {
  return row ? [row.type_id, `${clinicDateOf(row.start_at)} ${clinicTimeOf(row.start_at)}`, row.status] : ['', '', ''];
}
