/** What GET /api/staff/access-log answers (server/staff/staff-reply-schemas.ts, accessLogReply). */
import type { StaffLeadKind } from '../staff-copy';

export interface AccessLogEntryView {
  /** `lead`: a row of a lead's history; `log`: the access log's own view or download */
  source: 'lead' | 'log';
  id: number;
  staff_id: number | null;
  /** the staff member's e-mail at the time, 'patient' or 'retention' */
  actor: string;
  action: string;
  lead_kind: StaffLeadKind | null;
  lead_id: number | null;
  detail: string;
  created_at: number;
}

export interface AccessLogAnswer {
  success: true;
  entries: AccessLogEntryView[];
  older: string | null;
  staff: { id: number; email: string }[];
}
