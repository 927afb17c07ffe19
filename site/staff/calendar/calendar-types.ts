/** The staff calendar's shapes, as docs/product/api.md "Appointments" (staff) answers them. */
import type { AppointmentTypeId } from '../../../src/booking/time-picker/appointment-types';
import type { TreatmentArea } from '../../../src/config/treatment-areas';

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
