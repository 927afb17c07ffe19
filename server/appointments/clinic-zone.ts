/**
 * The clinic's wall clock (America/New_York) through @date-fns/tz: a clinic day and time to an
 * instant and back. Never a hand-written offset: the zone database knows every DST change.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO } from 'date-fns';

export const CLINIC_ZONE = 'America/New_York';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isClinicDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function isWallTime(value: string): boolean {
  return TIME.test(value);
}

/** 'HH:MM' as minutes after midnight. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function wallTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The instant the clinic's clock reads `time` on `date`, or null when it never does (the hour
 * skipped when DST starts). When the clock reads it twice (the hour repeated when DST ends), the
 * first.
 */
export function clinicInstant(date: string, minutes: number): number | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const at = new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Math.floor(minutes / 60), minutes % 60, CLINIC_ZONE);
  // the library moves a skipped wall time forward; such a time does not exist on the clinic's clock
  return format(at, 'yyyy-MM-dd HH:mm') === `${date} ${wallTime(minutes)}` ? at.getTime() : null;
}

/** The clinic day of an instant. */
export function clinicDateOf(ms: number): string {
  return format(new TZDate(ms, CLINIC_ZONE), 'yyyy-MM-dd');
}

/** The clinic's wall time of an instant, 'HH:MM'. */
export function clinicTimeOf(ms: number): string {
  return format(new TZDate(ms, CLINIC_ZONE), 'HH:mm');
}

/** 0 = Sunday … 6 = Saturday, of a calendar day. */
export function weekdayOf(date: string): number {
  return parseISO(date).getDay();
}

/** A calendar day moved by whole days. */
export function shiftDate(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

/** Calendar days from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = shiftDate(d, 1)) dates.push(d);
  return dates;
}
