/** The staff calendar's calls (docs/product/api.md "Appointments", staff): the staff session's client, so the server's staff guard decides. */
import { staffHttp } from '../staff-api';
import type { Slot } from '../../../src/booking/time-picker/appointment-types';
import type { AreaId, CalendarAnswer, HoursAnswer, StaffAppointment, WeeklyHours } from './calendar-types';

export const calendarApi = {
  appointments: async (from: string, to: string) =>
    (await staffHttp.get<CalendarAnswer>(`/api/staff/appointments?${new URLSearchParams({ from, to })}`)).data,
  move: async (id: number, start: string) => (await staffHttp.post<{ success: boolean; appointment: StaffAppointment }>(`/api/staff/appointments/${id}/move`, { start })).data,
  /** attended needs the areas treated: the patient's aftercare mail is for them */
  setStatus: async (id: number, status: 'attended' | 'no-show' | 'cancelled', areas: readonly AreaId[] = []) =>
    (await staffHttp.post<{ success: boolean; appointment: StaffAppointment }>(`/api/staff/appointments/${id}/status`, status === 'attended' ? { status, areas } : { status })).data,
  decide: async (id: number, decision: 'confirm' | 'decline') =>
    (await staffHttp.post<{ success: boolean; message: string; appointment: StaffAppointment }>(`/api/staff/appointments/${id}/${decision}`)).data,
  holdSetting: async () => (await staffHttp.get<{ success: boolean; holdInPerson: boolean }>('/api/staff/booking-settings')).data,
  saveHoldSetting: async (holdInPerson: boolean) =>
    (await staffHttp.put<{ success: boolean; holdInPerson: boolean; message: string }>('/api/staff/booking-settings', { holdInPerson })).data,
  hours: async () => (await staffHttp.get<HoursAnswer>('/api/staff/hours')).data,
  saveWeekly: async (weekly: WeeklyHours[]) => (await staffHttp.put<HoursAnswer>('/api/staff/hours', { weekly })).data,
  addOverride: async (override: { date: string; closed: boolean; start?: string; end?: string; note?: string }) =>
    (await staffHttp.post<HoursAnswer>('/api/staff/hours/overrides', override)).data,
  removeOverride: async (id: number) => (await staffHttp.delete<HoursAnswer>(`/api/staff/hours/overrides/${id}`)).data,
};

/** A move refused with 409 `slot_unavailable`: its message and the fresh free times. */
export type MoveRefusal = { message: string; slots: Slot[] };
