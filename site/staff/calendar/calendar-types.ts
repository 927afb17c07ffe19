/** The staff calendar's shapes, as docs/product/api.md "Appointments" (staff) answers them. */
import type { AppointmentTypeId } from '../../../src/booking/time-picker/appointment-types';
import type { TreatmentArea } from '../../../src/config/treatment-areas';
import type { HealthFormStatus } from '../../../src/health-form/health-form-flags';
import type { PhotoConsent } from '../../../src/health-form/health-form-shape';

export type { HealthFormStatus };

export type AreaId = TreatmentArea['slug'];

/** `pending`: an in-person booking held for the clinic's confirmation (docs/product/behaviour.md) */
export type AppointmentStatus = 'booked' | 'pending' | 'attended' | 'no-show' | 'cancelled';

export interface StaffAppointment {
  id: number;
  type: AppointmentTypeId;
  start: string;
  end: string;
  status: AppointmentStatus;
  language: 'en' | 'es';
  patient: { firstName: string; lastName: string; email: string; phone: string };
  leadId: number | null;
  /** the areas treated, once marked attended */
  areas?: AreaId[];
}

export interface CalendarAnswer {
  success: true;
  zone: string;
  appointments: StaffAppointment[];
}

export interface WeeklyHours {
  /** 0 = Sunday */
  weekday: number;
  start: string;
  end: string;
  breaks: { start: string; end: string }[];
}

export interface HoursOverride {
  id: number;
  date: string;
  closed: boolean;
  start?: string;
  end?: string;
  note?: string;
}

/** A holiday the clinic closes for unless a date override opens it. */
export interface Holiday {
  date: string;
  name: string;
}

export interface HoursAnswer {
  success: true;
  zone: string;
  weekly: WeeklyHours[];
  overrides: HoursOverride[];
  holidays: Holiday[];
}

/** GET /api/staff/health-forms: the in-person appointments' form status, never an answer */
export interface HealthFormStatuses {
  success: true;
  forms: { appointment_id: number; status: HealthFormStatus }[];
}

/** GET /api/staff/appointments/:id/health-form: her latest signed version, for the practitioner and the owner */
export interface StaffHealthForm {
  success: true;
  appointment_id: number;
  status: HealthFormStatus;
  form: null | {
    version: number;
    signed_at: string;
    consent_version: string;
    language: 'en' | 'es';
    answers: { id: string; question: string; yes: boolean; attention: boolean }[];
    medications: string;
    allergies: string;
    photo_consent: PhotoConsent;
    signed_name: string;
    signature_hash: string;
  };
}
