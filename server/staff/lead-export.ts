/**
 * The inbox's export: every lead the filters match, as CSV, newest first, without photos. Rows are
 * read and written a batch at a time, so 100,000 leads never sit in memory at once, and each batch
 * is recorded in the audit log ('exported') before it leaves.
 */
import { Readable } from 'node:stream';
import type { DialectName } from '../db/dialect';
import { clinicDateTime } from './clinic-day';
import { csvLine } from './csv-cell';
import { eachMatchingLead, type InboxFilters } from './inbox-query';
import { insertAudit } from './lead-audit-repository';
import type { StaffActor } from './lead-changes';
import { leadName, type LeadRecord } from './lead-record';
import type { StaffDb } from '../db/schema';
import { SOURCE_EXPORT_COLUMNS, sourceExportCells } from '../lead-sources';
import { APPOINTMENT_EXPORT_COLUMNS, appointmentExportCells, appointmentsOfLeads } from '../appointments';

export const EXPORT_COLUMNS = ['Type', 'ID', 'Received (Miami time)', 'Status', 'Name', 'Email', 'Phone', 'Message', 'Sent from page', 'Note', 'Language', ...SOURCE_EXPORT_COLUMNS, ...APPOINTMENT_EXPORT_COLUMNS] as const;

const kindLabel = { consultation: 'Consultation request', contact: 'Contact message' } as const;

/** `appointment`: the consultation request's appointment (server/appointments/lead-appointments.ts), if any. */
export function exportRow(lead: LeadRecord, appointment?: Parameters<typeof appointmentExportCells>[0]): string {
  return csvLine([
    kindLabel[lead.kind],
    lead.id,
    clinicDateTime(lead.created_at),
    lead.status,
    leadName(lead),
    lead.email,
    lead.phone,
    lead.message,
    lead.kind === 'consultation' ? lead.form_page_name : '',
    lead.note,
    lead.language,
    ...sourceExportCells(lead),
    ...appointmentExportCells(appointment),
  ]);
}

/** A UTF-8 byte-order mark first: Excel then reads accented names correctly. */
const BOM = '\uFEFF';

export function exportFileName(now = Date.now()): string {
  return `leads-${clinicDateTime(now).slice(0, 10)}.csv`;
}

/**
 * The CSV, once the first batch has been read: a query that fails does so before the answer's
 * status and headers are sent, as a JSON 500, rather than as a 200 cut off after its header row.
 */
export async function leadExportStream(db: StaffDb, dialect: DialectName, filters: InboxFilters, actor: StaffActor): Promise<Readable> {
  const batches = eachMatchingLead(db, dialect, filters);
  const first = await batches.next();
  async function* lines(): AsyncGenerator<string> {
    yield BOM + csvLine(EXPORT_COLUMNS);
    for (let next = first; !next.done; next = await batches.next()) {
      const batch = next.value;
      await insertAudit(
        db,
        batch.map((lead) => ({ staff_id: actor.staffId, actor: actor.email, lead_kind: lead.kind, lead_id: lead.id, action: 'exported' as const })),
      );
      const appointments = await appointmentsOfLeads(db, batch.filter((lead) => lead.kind === 'consultation').map((lead) => lead.id));
      yield batch.map((lead) => exportRow(lead, lead.kind === 'consultation' ? appointments.get(lead.id) : undefined)).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
