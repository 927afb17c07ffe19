/** The staff calendar's calls (docs/product/api.md "Appointments", staff): the staff session's client, so the server's staff guard decides. */
import { staffHttp } from '../staff-api';
import type { Slot } from '../../../src/booking/time-picker/appointment-types';
import type { AreaId, CalendarAnswer, HealthFormStatuses, HoursAnswer, StaffAppointment, StaffHealthForm, WeeklyHours } from './calendar-types';

/** the most ids one status call takes (server/health-forms/staff-health-form-operations.ts) */
const STATUS_IDS_MAX = 200;

export const calendarApi = {
  appointments: async (from: string, to: string) =>
    (await staffHttp.get<CalendarAnswer>(`/api/staff/appointments?${new URLSearchParams({ from, to })}`)).data,
  move: async (id: number, start: string) => (await staffHttp.post<{ success: boolean; appointment: StaffAppointment }>(`/api/staff/appointments/${id}/move`, { start })).data,
  /** attended needs the areas treated: the patient's aftercare mail is for them */
  setStatus: async (id: number, status: 'attended' | 'no-show' | 'cancelled', areas: readonly AreaId[] = []) =>
    (await staffHttp.post<{ success: boolean; appointment: StaffAppointment }>(`/api/staff/appointments/${id}/status`, status === 'attended' ? { status, areas } : { status })).data,
  decide: async (id: number, decision: 'confirm' | 'decline') =>
    (await staffHttp.post<{ success: boolean; message: string; appointment: StaffAppointment }>(`/api/staff/appointments/${id}/${decision}`)).data,
  /** the health form's status of these in-person appointments, asked 200 at a time */
  healthFormStatuses: async (ids: readonly number[]) => {
    const forms: HealthFormStatuses['forms'] = [];
    for (let i = 0; i < ids.length; i += STATUS_IDS_MAX) {
      const chunk = ids.slice(i, i + STATUS_IDS_MAX).join(',');
      forms.push(...(await staffHttp.get<HealthFormStatuses>(`/api/staff/health-forms?${new URLSearchParams({ appointments: chunk })}`)).data.forms);
    }
    return forms;
  },
  /** her answers: the server writes the view to the access log first */
  healthForm: async (id: number) => (await staffHttp.get<StaffHealthForm>(`/api/staff/appointments/${id}/health-form`)).data,
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
