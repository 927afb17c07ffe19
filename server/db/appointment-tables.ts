/**
 * The appointment tables as Kysely sees them (migration 040-appointments). Instants are epoch
 * milliseconds, like every table; clinic days ('YYYY-MM-DD') and wall times ('HH:MM') are in the
 * clinic's zone (clinic-zone.ts).
 */
import type { Generated } from 'kysely';

/** What one kind of consultation takes; seeded, ids stable. */
export interface AppointmentTypesTable {
  id: string;
  minutes: number;
  /** kept free after it, before the resource's next appointment */
  buffer_minutes: number;
  /** the earliest start is this long after now */
  notice_minutes: number;
  /** the latest start is this many days after now */
  horizon_days: number;
  /** starts are offered every so many minutes of the clinic's wall clock from each opening */
  step_minutes: number;
  /** 1: needs the treatment room besides the practitioner */
  needs_room: number;
  position: number;
}

/** The practitioner and the treatment room: what an appointment holds. */
export interface AppointmentResourcesTable {
  id: string;
  kind: 'practitioner' | 'room';
}

/** One practitioner's hours on one weekday (0 = Sunday); a weekday without a row is closed. */
export interface WeeklyHoursTable {
  practitioner_id: string;
  weekday: number;
  /** 'HH:MM' */
  start: string;
  end: string;
  /** JSON: [{ start: 'HH:MM', end: 'HH:MM' }] */
  breaks: string;
}

/** One clinic day unlike its weekday: closed, or open other hours (which also open a holiday). */
export interface HourOverridesTable {
  id: Generated<number>;
  practitioner_id: string;
  date: string;
  closed: number;
  start: string | null;
  end: string | null;
  note: string;
  created_at: number;
}

/** Days the clinic is closed unless an override opens them (US federal holidays, observed). */
export interface ClinicHolidaysTable {
  date: string;
  name: string;
}

export type AppointmentStatus = 'booked' | 'attended' | 'no-show' | 'cancelled';

export interface AppointmentsTable {
  id: Generated<number>;
  /** the consultation request it was booked with; null once that lead is deleted */
  lead_id: number | null;
  type_id: string;
  practitioner_id: string;
  /** the treatment room for an in-person consultation, else null */
  room_id: string | null;
  start_at: number;
  end_at: number;
  /** end_at plus the type's buffer: what the appointment holds of its resources */
  busy_until: number;
  status: Generated<string>;
  language: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  created_at: number;
  updated_at: number;
  /** the invitation's UID, the same for every mail about this appointment (migration 041) */
  uid: Generated<string>;
  /** the invitation's SEQUENCE: 0 when booked, one more at each change */
  sequence: Generated<number>;
  /** the start the 24-hour reminder was sent for; null until it is */
  reminded_for_start: number | null;
  /** the IANA time zone of the browser she booked from, when it sent one (migration 090): her mails give her time too */
  visitor_zone: string | null;
  /** the account she was signed in to when she booked it, else null (migration 100): her profile lists it */
  user_id: number | null;
  /** the areas treated, comma-separated ids of src/config/treatment-areas.ts, once staff mark it attended (migration 125) */
  treated_areas: string | null;
  /** when its follow-up invitation is due (four months after an attended appointment), else null (migration 125) */
  follow_up_at: number | null;
}

/** A self-service link's token (its SHA-256): good once, until the appointment starts. */
export interface AppointmentTokensTable {
  token_hash: string;
  appointment_id: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/**
 * The no-overlap guarantee: one row per resource and 5-minute cell that a live appointment holds
 * (start_at to busy_until); the primary key lets only one appointment hold a cell.
 */
export interface AppointmentClaimsTable {
  resource_id: string;
  /** epoch ms of the cell's start, a multiple of 5 minutes */
  cell: number;
  appointment_id: number;
}

/** A booking's `Idempotency-Key` and the answer it got, so a retried submit replays it. */
export interface IdempotencyKeysTable {
  key: string;
  /** SHA-256 of what was asked, so another request under the same key is not taken for a retry */
  request_hash: string;
  status_code: number;
  response: string;
  created_at: number;
}

export interface AppointmentTables {
  appointment_types: AppointmentTypesTable;
  appointment_resources: AppointmentResourcesTable;
  weekly_hours: WeeklyHoursTable;
  hour_overrides: HourOverridesTable;
  clinic_holidays: ClinicHolidaysTable;
  appointments: AppointmentsTable;
  appointment_claims: AppointmentClaimsTable;
  idempotency_keys: IdempotencyKeysTable;
  appointment_tokens: AppointmentTokensTable;
}
