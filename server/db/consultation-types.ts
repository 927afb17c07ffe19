/**
 * What a fresh database starts with (migration 040), so `npm start` offers times at once: the
 * three consultation types of the contract (docs/product/api.md), one practitioner and the
 * treatment room, the practitioner's weekly hours and the US federal holidays.
 */
import type { Insertable } from 'kysely';
import type { AppointmentResourcesTable, AppointmentTypesTable, WeeklyHoursTable } from './appointment-tables';

export const PRACTITIONER_ID = 'practitioner';
export const TREATMENT_ROOM_ID = 'treatment-room';

export const APPOINTMENT_TYPE_IDS = ['in-person', 'phone', 'video'] as const;
export type AppointmentTypeId = (typeof APPOINTMENT_TYPE_IDS)[number];

export const seedTypes: Insertable<AppointmentTypesTable>[] = [
  { id: 'in-person', minutes: 60, buffer_minutes: 15, notice_minutes: 12 * 60, horizon_days: 60, step_minutes: 30, needs_room: 1, position: 1 },
  { id: 'phone', minutes: 20, buffer_minutes: 10, notice_minutes: 120, horizon_days: 60, step_minutes: 15, needs_room: 0, position: 2 },
  { id: 'video', minutes: 30, buffer_minutes: 10, notice_minutes: 120, horizon_days: 60, step_minutes: 15, needs_room: 0, position: 3 },
];

export const seedResources: Insertable<AppointmentResourcesTable>[] = [
  { id: PRACTITIONER_ID, kind: 'practitioner' },
  { id: TREATMENT_ROOM_ID, kind: 'room' },
];

const weekday = (n: number) => ({ practitioner_id: PRACTITIONER_ID, weekday: n, start: '09:00', end: '17:00', breaks: JSON.stringify([{ start: '12:30', end: '13:30' }]) });

/** Monday to Friday 09:00–17:00 with lunch 12:30–13:30, Saturday 10:00–14:00, Sunday closed. */
export const seedWeeklyHours: Insertable<WeeklyHoursTable>[] = [
  weekday(1),
  weekday(2),
  weekday(3),
  weekday(4),
  weekday(5),
  { practitioner_id: PRACTITIONER_ID, weekday: 6, start: '10:00', end: '14:00', breaks: '[]' },
];

/** Holidays are seeded for these years; later ones are added by a later migration or by staff overrides. */
export const HOLIDAY_YEARS = [2026, 2027, 2028, 2029, 2030];
