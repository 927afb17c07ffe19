/** The days a calendar view shows: one day, or the week (Monday to Sunday) around a clinic date. */
import { addDays } from '../../../src/booking/time-picker/clinic-dates';

export type CalendarView = 'day' | 'week';

export function viewDays(view: CalendarView, date: string): string[] {
  if (view === 'day') return [date];
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const monday = addDays(date, -((weekday + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export const isClinicDate = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`));

/** The calendar's address for a view of a date, and the appointment to show there. */
export const calendarAddress = (view: CalendarView, date: string, appointmentId?: number) =>
  `/staff/calendar?${new URLSearchParams({ view, date })}${appointmentId === undefined ? '' : `#appointment-${appointmentId}`}`;
