/** One lead as the staff side reads it: a consultation request or a contact message, tagged with its kind. */
import type { Selectable } from 'kysely';
import type { ConsultationRequestsTable, ContactMessagesTable } from '../db/schema';
import type { LeadKind } from '../db/staff-tables';

export type ConsultationRecord = Selectable<ConsultationRequestsTable> & { kind: 'consultation' };
export type ContactRecord = Selectable<ContactMessagesTable> & { kind: 'contact' };
export type LeadRecord = ConsultationRecord | ContactRecord;

export type LeadTableName = 'consultation_requests' | 'contact_messages';

export const leadTable: Record<LeadKind, LeadTableName> = {
  consultation: 'consultation_requests',
  contact: 'contact_messages',
};

export function leadName(lead: LeadRecord): string {
  return lead.kind === 'consultation' ? `${lead.first_name} ${lead.last_name}` : lead.name;
}

/** The first name only: what may leave the building in a notice, and what the audit never needs. */
export function leadFirstName(lead: LeadRecord): string {
  if (lead.kind === 'consultation') return lead.first_name;
  return lead.name.split(/\s+/)[0] ?? lead.name;
}
