/** What the staff API answers (server/staff/staff-lead-routes.ts), as the staff pages read it. */
import type { AppointmentTypeId } from '../../src/booking/time-picker/appointment-types';
import type { AppointmentStatus } from './calendar/calendar-types';
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
  /** where the lead came from (server/lead-sources/): '' when unknown */
  source: string;
  medium: string;
  campaign: string;
  partner: string;
  landing_page: string;
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
  source: LeadSource;
}

/** One arrival of the visit; '' where unknown. */
export interface LeadTouch {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
  /** the name of the ad click id that was present (gclid, fbclid, msclkid), never its value */
  click_id: string;
  /** the referring site's origin */
  referrer: string;
  landing_page: string;
}

export interface LeadSource {
  source: string;
  partner: string;
  first: LeadTouch;
  last: LeadTouch;
}

export interface AuditEntry {
  id: number;
  actor: string;
  action: 'viewed' | 'status_changed' | 'note_changed' | 'exported' | 'deleted' | 'purged' | 'appointment_moved' | 'appointment_status_changed' | 'photo_viewed' | 'calendar_listed' | 'health_form_viewed';
  detail: string;
  created_at: number;
}

/** A consultation booked with a time (docs/product/api.md "Staff appointment calls"). */
export interface LeadAppointmentView {
  id: number;
  type: AppointmentTypeId;
  start: string;
  status: AppointmentStatus;
}

export interface LeadResponse {
  success: boolean;
  message?: string;
  lead: LeadDetail;
  audit: AuditEntry[];
  /** beside the lead, as the server answers it (server/staff/staff-lead-routes.ts): null for none and for contact messages */
  appointment: LeadAppointmentView | null;
}

/** GET /api/staff/lead-sources/results (server/lead-sources/results-reply.ts) */
export interface WeeklySeries {
  /** '' for none, null for all other values together */
  key: string | null;
  counts: number[];
  total: number;
}

export interface FunnelRow {
  key: string | null;
  leads: number;
  contacted: number;
  booked: number;
  attended: number;
  closed: number;
}

export interface ResultsResponse {
  success: boolean;
  from: string;
  to: string;
  kind: string;
  weeks: string[];
  total: number;
  weekly: { source: WeeklySeries[]; partner: WeeklySeries[] };
  funnel: { source: FunnelRow[]; partner: FunnelRow[]; campaign: FunnelRow[]; landing_page: FunnelRow[]; language: FunnelRow[] };
}

export interface StaffAnswer {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  staff?: { email: string; role?: string; role_name?: string; permissions?: string[]; home?: string };
  /** after the password (POST /api/staff/login, GET /api/staff/second-factor): what the session needs next */
  second_factor?: 'done' | 'code' | 'enrol';
  /** GET /api/staff/second-factor: what she can finish signing in with */
  methods?: { app: boolean; passkeys: number };
  /** the role's first page, after the second step */
  home?: string;
}

/** GET /api/staff/second-factor/passkeys */
export interface PasskeyListAnswer {
  success: true;
  passkeys: { id: number; created_at: number; last_used_at: number | null }[];
}

/** POST /api/staff/second-factor/enrol */
export interface EnrolAnswer {
  success: true;
  message: string;
  secret: string;
  uri: string;
  qr: string;
}

/** POST /api/staff/second-factor/confirm */
export interface EnrolledAnswer {
  success: true;
  message: string;
  recovery_codes: string[];
  home: string;
}

export interface InboxFilterValues {
  q: string;
  kind: string;
  status: string;
  language: string;
  from: string;
  to: string;
  source: string;
  medium: string;
  campaign: string;
  partner: string;
  landing_page: string;
}
