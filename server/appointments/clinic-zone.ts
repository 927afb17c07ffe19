/**
 * The clinic's wall clock (America/New_York) through @date-fns/tz: a clinic day and time to an
 * instant and back. Never a hand-written offset: the zone database knows every DST change.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';

export const CLINIC_ZONE = 'America/New_York';

const MINUTE_MS = 60_000;
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
 * The instant the clinic's clock reads `minutes` after midnight on `date`, or null when it never
 * does (the hour skipped when DST starts). When the clock reads it twice (the hour repeated when
 * DST ends), the first. The offsets are the zone database's (tzOffset), asked at the instant in
 * question and checked by reading the clock back: a few microseconds, where building a TZDate per
 * candidate time cost the availability call a tenth of a second.
 */
export function clinicInstant(date: string, minutes: number): number | null {
  const m = DATE.exec(date);
  if (!m) return null;
  // the clock's reading written as if it were UTC
  const reading = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 0, minutes);
  const offsetAt = (ms: number) => tzOffset(CLINIC_ZONE, new Date(ms)) * MINUTE_MS;
  const guess = reading - offsetAt(reading);
  const at = reading - offsetAt(guess);
  return at + offsetAt(at) === reading ? at : null;
}

/** The clinic day of an instant. */
export function clinicDateOf(ms: number): string {
  return format(new TZDate(ms, CLINIC_ZONE), 'yyyy-MM-dd');
}

/** The clinic's wall time of an instant, 'HH:MM'. */
export function clinicTimeOf(ms: number): string {
  return format(new TZDate(ms, CLINIC_ZONE), 'HH:mm');
}

/** A calendar day as noon UTC of that day: calendar arithmetic only, no zone involved. */
const calendarDay = (date: string) => new Date(`${date}T12:00:00.000Z`);

/** 0 = Sunday … 6 = Saturday, of a calendar day. */
export function weekdayOf(date: string): number {
  return calendarDay(date).getUTCDay();
}

/** A calendar day moved by whole days. */
export function shiftDate(date: string, days: number): string {
  const d = calendarDay(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = shiftDate(d, 1)) dates.push(d);
  return dates;
}
