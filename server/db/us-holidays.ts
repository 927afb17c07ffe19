/**
 * US federal holidays of a year, on the day they are observed (a Saturday one on the Friday before,
 * a Sunday one on the Monday after), as the clinic closes for them. Seeded into clinic_holidays;
 * staff open one with a date override.
 */
import { format } from 'date-fns';

export interface Holiday {
  date: string;
  name: string;
}

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

/** The n-th weekday (0 = Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = day(year, month, 1);
    return day(year, month, 1 + ((weekday - first.getDay() + 7) % 7) + (n - 1) * 7);
  }
  const last = day(year, month + 1, 0);
  return day(year, month, last.getDate() - ((last.getDay() - weekday + 7) % 7));
}

function observed(d: Date): Date {
  if (d.getDay() === 6) return day(d.getFullYear(), d.getMonth() + 1, d.getDate() - 1);
  if (d.getDay() === 0) return day(d.getFullYear(), d.getMonth() + 1, d.getDate() + 1);
  return d;
}

export function usFederalHolidays(year: number): Holiday[] {
  const list: [string, Date][] = [
    ["New Year's Day", observed(day(year, 1, 1))],
    ['Martin Luther King Jr. Day', nthWeekday(year, 1, 1, 3)],
    ["Washington's Birthday", nthWeekday(year, 2, 1, 3)],
    ['Memorial Day', nthWeekday(year, 5, 1, -1)],
    ['Juneteenth', observed(day(year, 6, 19))],
    ['Independence Day', observed(day(year, 7, 4))],
    ['Labor Day', nthWeekday(year, 9, 1, 1)],
    ['Columbus Day', nthWeekday(year, 10, 1, 2)],
    ['Veterans Day', observed(day(year, 11, 11))],
    ['Thanksgiving Day', nthWeekday(year, 11, 4, 4)],
    ['Christmas Day', observed(day(year, 12, 25))],
  ];
  return list.map(([name, d]) => ({ name, date: format(d, 'yyyy-MM-dd') }));
}
