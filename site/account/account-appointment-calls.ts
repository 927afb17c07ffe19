/**
 * Her own appointments' calls (docs/product/api.md "Accounts"): the list on her profile, cancel and
 * move one, and the e-mail confirmation (the mailed link's page, and a new link from the profile).
 * The session cookie and its X-XSRF-TOKEN go with each, as with every account call.
 */
import { get, post } from '../../src/api/http-client';
import type { Locale } from '../../src/i18n/locale';
import type { AppointmentTypeId } from '../../src/booking/time-picker/appointment-types';
import { settle, type Outcome } from '../../src/responses/outcome';

export interface OwnAppointment {
  id: number;
  type: AppointmentTypeId;
  start: string;
  end: string;
  zone: string;
  status: 'booked' | 'pending' | 'attended' | 'no-show' | 'cancelled';
  upcoming: boolean;
  can_cancel: boolean;
  can_move: boolean;
}

export interface CallBackRequest {
  id: number;
  sent: string;
  status: 'waiting' | 'contacted' | 'closed';
}

export interface OwnAppointments {
  success: boolean;
  verified: boolean;
  email: string;
  message?: string;
  appointments: OwnAppointment[];
  requests: CallBackRequest[];
}

export interface OwnChange {
  success: boolean;
  message?: string;
  appointment?: OwnAppointment;
}

export const listOwnAppointments = (locale: Locale): Promise<Outcome<OwnAppointments>> => settle(get<OwnAppointments>('/api/account/appointments', locale));

export const cancelOwnAppointment = (id: number, locale: Locale): Promise<Outcome<OwnChange>> =>
  settle(post<OwnChange>(`/api/account/appointments/${id}/cancel`, {}, locale));

export const moveOwnAppointment = (id: number, start: string, locale: Locale): Promise<Outcome<OwnChange>> =>
  settle(post<OwnChange>(`/api/account/appointments/${id}/reschedule`, { start }, locale));

export const resendVerification = (email: string, locale: Locale): Promise<Outcome<{ success: boolean; message?: string }>> =>
  settle(post('/api/account/verify-email/resend', { email }, locale));

export const verifyEmail = (token: string, locale: Locale): Promise<Outcome<{ success: boolean; message?: string }>> =>
  settle(post('/api/account/verify-email', { token }, locale));
