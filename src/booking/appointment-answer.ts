/**
 * What a booking's answer says about its time (docs/product/api.md "Appointments"): the appointment
 * the server booked, or a 409 `slot_unavailable` with its message and the fresh free times.
 */
import type { ConsultationResponse, SlotUnavailableResponse } from '../api/api-types';
import type { Outcome } from '../responses/outcome';
import { isRecord } from '../responses/answer-fields';
import { isAppointmentType, type BookedAppointment, type Slot } from './time-picker/appointment-types';

export function bookedAppointment(outcome: Outcome<ConsultationResponse>): BookedAppointment | null {
  const appointment: unknown = outcome.ok && isRecord(outcome.data) ? outcome.data.appointment : undefined;
  return isRecord(appointment) && isAppointmentType(appointment.type) && typeof appointment.start === 'string' ? (appointment as unknown as BookedAppointment) : null;
}

export function slotUnavailable(outcome: Outcome<ConsultationResponse>): { message: string; slots: Slot[] } | null {
  const response = outcome.ok ? undefined : outcome.failure.response;
  const data = response?.status === 409 ? (response.data as Partial<SlotUnavailableResponse>) : undefined;
  if (!isRecord(data) || data.code !== 'slot_unavailable' || typeof data.message !== 'string') return null;
  return { message: data.message, slots: Array.isArray(data.slots) ? data.slots : [] };
}
