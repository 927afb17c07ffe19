/**
 * The training course's tables as Kysely sees them (migration 075-courses, server/courses/). Times
 * are epoch milliseconds like every table.
 */
import type { Generated } from 'kysely';

export type CourseDayStatus = 'open' | 'cancelled';

/**
 * reserved (seat held, not paid), confirmed (the clinic recorded payment), attended, no_show,
 * cancelled; waiting (on the waitlist, no seat), offered (a freed seat held for her until
 * `offer_expires_at`), declined, expired; moved (transferred to another day: `moved_to`).
 */
export type EnrollmentStatus = 'reserved' | 'confirmed' | 'attended' | 'no_show' | 'cancelled' | 'waiting' | 'offered' | 'declined' | 'expired' | 'moved';

export interface CourseDaysTable {
  id: Generated<number>;
  /** the clinic day, YYYY-MM-DD */
  date: string;
  starts_at: number;
  ends_at: number;
  /** the language of instruction: 'en' or 'es' */
  language: string;
  /** at most 12 (SPEC.md: at most 12 participants) */
  seats: number;
  /** seats held: reserved, confirmed, attended, no-show and offered enrollments (the seat guarantee) */
  taken: Generated<number>;
  /** the price as shown, in USD ('$2,900') */
  price_text: string;
  enrollment_closes_at: number;
  status: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface CourseEnrollmentsTable {
  id: Generated<number>;
  day_id: number;
  status: string;
  language: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  profession: string;
  profession_other: Generated<string>;
  licence_type: Generated<string>;
  licence_number: Generated<string>;
  licence_state: Generated<string>;
  practice_name: Generated<string>;
  needs: Generated<string>;
  terms_accepted_at: number;
  /** the calendar invitation's UID, for the enrollment's life */
  uid: string;
  sequence: Generated<number>;
  offer_expires_at: number | null;
  hold_expires_at: number | null;
  hold_warned_at: number | null;
  paid_at: number | null;
  payment_note: Generated<string>;
  checked_in_at: number | null;
  reminded_7d_at: number | null;
  reminded_1d_at: number | null;
  moved_to: number | null;
  certificate_code: string | null;
  certificate_issued_at: number | null;
  certificate_revoked_at: number | null;
  certificate_revoked_reason: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** A mailed link: 'manage' (her own page, until the day ends) or 'offer' (a waitlist offer, once, until it expires). */
export interface CourseTokensTable {
  token_hash: string;
  enrollment_id: number;
  purpose: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** Who changed what on a course day; only ever added to. */
export interface CourseAuditTable {
  id: Generated<number>;
  day_id: number;
  enrollment_id: number | null;
  staff_id: number | null;
  actor: string;
  action: string;
  detail: Generated<string>;
  created_at: number;
}

export interface CourseTables {
  course_days: CourseDaysTable;
  course_enrollments: CourseEnrollmentsTable;
  course_tokens: CourseTokensTable;
  course_audit: CourseAuditTable;
}
