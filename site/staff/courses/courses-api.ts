/** The staff course pages' calls (docs/product/api.md "Training course", staff): the staff session's client, so the server's staff guard decides. */
import { staffHttp } from '../staff-api';
import type { DayFormValues, RosterAnswer, RosterEntry, StaffCourseDay } from './courses-types';

type DayAnswer = { success: boolean; message: string; day: StaffCourseDay };
type EntryAnswer = { success: boolean; message: string; enrollment: RosterEntry };
const enrollment = (id: number, what: string) => `/api/staff/courses/enrollments/${id}/${what}`;

export const coursesApi = {
  days: async () => (await staffHttp.get<{ success: boolean; days: StaffCourseDay[] }>('/api/staff/courses')).data,
  create: async (values: DayFormValues) => (await staffHttp.post<DayAnswer>('/api/staff/courses', values)).data,
  edit: async (id: number, values: DayFormValues) => (await staffHttp.put<DayAnswer>(`/api/staff/courses/${id}`, values)).data,
  cancelDay: async (id: number) => (await staffHttp.post<DayAnswer>(`/api/staff/courses/${id}/cancel`)).data,
  roster: async (id: number) => (await staffHttp.get<RosterAnswer>(`/api/staff/courses/${id}`)).data,
  csvPath: (id: number) => `/api/staff/courses/${id}/roster.csv`,
  pay: async (id: number, note: string) => (await staffHttp.post<EntryAnswer>(enrollment(id, 'payment'), { note })).data,
  cancel: async (id: number) => (await staffHttp.post<EntryAnswer>(enrollment(id, 'cancel'))).data,
  move: async (id: number, dayId: number) => (await staffHttp.post<EntryAnswer>(enrollment(id, 'move'), { day_id: dayId })).data,
  checkIn: async (id: number, status: 'attended' | 'no_show' | 'undo') => (await staffHttp.post<EntryAnswer>(enrollment(id, 'check-in'), { status })).data,
};
