/** What the staff API answers (server/staff/staff-lead-routes.ts), as the staff pages read it. */
import type { StaffLeadKind } from './staff-copy';

export interface LeadSummary {
  kind: StaffLeadKind;
  id: number;
  name: string;
  email: string;
  phone: string;
  status: string;
  /** 'en' or 'es' */
  language: string;
  created_at: number;
  has_note: boolean;
  has_photo: boolean;
}

export interface LeadListResponse {
  success: boolean;
  leads: LeadSummary[];
  older: string | null;
  newer: string | null;
}

export interface LeadDetail {
  kind: StaffLeadKind;
  id: number;
  name: string;
  first_name?: string;
  last_name?: string;
  email: string;
  phone: string;
  message: string;
  status: string;
  note: string;
  language: string;
  created_at: number;
  form_page_name: string | null;
  photo_url: string | null;
}

export interface AuditEntry {
  id: number;
  actor: string;
  action: 'viewed' | 'status_changed' | 'note_changed' | 'exported' | 'deleted' | 'purged';
  detail: string;
  created_at: number;
}

export interface LeadResponse {
  success: boolean;
  message?: string;
  lead: LeadDetail;
  audit: AuditEntry[];
}

export interface StaffAnswer {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  staff?: { email: string };
}

export interface InboxFilterValues {
  q: string;
  kind: string;
  status: string;
  language: string;
  from: string;
  to: string;
}
