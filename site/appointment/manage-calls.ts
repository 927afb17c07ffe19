/** The self-service calls of docs/product/api.md "Appointments": read, cancel and move one appointment by its mailed token. */
import { get, post } from '../../src/api/http-client';
import type { Locale } from '../../src/i18n/locale';
import type { AppointmentTypeId } from '../../src/booking/time-picker/appointment-types';
import { settle, type Outcome } from '../../src/responses/outcome';

export interface ManagedAppointment {
  id: number | string;
  type: AppointmentTypeId;
  start: string;
  end: string;
  zone: string;
  language: Locale;
  status: 'booked' | 'attended' | 'no-show' | 'cancelled';
}

export interface ManageAnswer {
  success: boolean;
  message?: string;
  appointment?: ManagedAppointment;
  /** after a move: a fresh self-service token, so the page that moved it can cancel or move it again */
  token?: string;
}

export const readAppointment = (token: string, locale: Locale): Promise<Outcome<ManageAnswer>> =>
  // the token goes in a header: an address with it would sit in proxies' and servers' logs
  settle(get<ManageAnswer>(`/api/appointments/manage?${new URLSearchParams({ lang: locale })}`, locale, { 'X-Appointment-Token': token }));

export const cancelAppointment = (token: string, locale: Locale): Promise<Outcome<ManageAnswer>> =>
  settle(post<ManageAnswer>('/api/appointments/manage/cancel', { token }, locale));

export const rescheduleAppointment = (token: string, start: string, locale: Locale): Promise<Outcome<ManageAnswer>> =>
  settle(post<ManageAnswer>('/api/appointments/manage/reschedule', { token, start }, locale));

/**
 * A link used, expired or never issued: the server answers 410 with its sentence, and with the
 * appointment as it stands now when a change retired the link.
 */
export const linkGone = (outcome: Outcome<unknown>): boolean => !outcome.ok && outcome.failure.response?.status === 410;
