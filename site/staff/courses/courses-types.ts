/** What the staff course calls answer (server/courses/staff-course-replies.ts). */
export type RosterStatus = 'reserved' | 'confirmed' | 'attended' | 'no_show' | 'cancelled' | 'waiting' | 'offered' | 'declined' | 'expired' | 'moved';
export type { CourseAuditAction } from '../../../src/courses/course-audit-actions';

export interface StaffCourseDay {
  id: number;
  date: string;
  start: string;
  end: string;
  start_time: string;
  end_time: string;
  zone: string;
  language: 'en' | 'es';
  seats: number;
  taken: number;
  seats_left: number;
  price: string;
  enrollment_closes_at: string;
  /** Miami's clock, YYYY-MM-DDTHH:MM (a datetime-local input's value) */
  enrollment_closes: string;
  status: 'open' | 'cancelled';
  past: boolean;
  counts: Record<'reserved' | 'confirmed' | 'offered' | 'waiting' | 'attended' | 'no_show' | 'cancelled', number>;
}

export interface RosterEntry {
  id: number;
  status: RosterStatus;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  language: 'en' | 'es';
  profession: string;
  profession_other: string;
  licence_type: string;
  licence_number: string;
  licence_state: string;
  practice_name: string;
  needs: string;
  place: number | null;
  enrolled_at: string;
  offer_expires_at: string | null;
  hold_expires_at: string | null;
  paid_at: string | null;
  payment_note: string;
  checked_in: boolean;
  checked_in_at: string | null;
  certificate_code: string | null;
  certificate_revoked_at: string | null;
}

export interface CourseAuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  detail: string;
  enrollment_id: number | null;
}

export interface DayFormValues {
  date: string;
  start_time: string;
  end_time: string;
  language: 'en' | 'es';
  seats: number;
  price: string;
  enrollment_closes: string;
}

export interface RosterAnswer {
  success: boolean;
  day: StaffCourseDay;
  enrollments: RosterEntry[];
  audit: CourseAuditEntry[];
}
