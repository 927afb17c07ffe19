/**
 * The course day's wall clock: a clinic day and a time of day in Miami to an instant, through
 * @date-fns/tz's zone database (a course on the day DST starts or ends keeps 08:30 to 17:30 on
 * the clinic's clocks), and instants back to the clinic's day.
 */
import { TZDate } from '@date-fns/tz';

export const COURSE_ZONE = 'America/New_York';
export const DEFAULT_START = '08:30';
export const DEFAULT_END = '17:30';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isCourseDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export const isWallTime = (value: string): boolean => TIME.test(value);

/** The instant Miami's clock reads `time` on `date`. */
export function courseInstant(date: string, time: string): number {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new Error(`not a clinic date and time: ${date} ${time}`);
  return new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), COURSE_ZONE).getTime();
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: COURSE_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: COURSE_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The clinic day an instant falls on, YYYY-MM-DD. */
export const courseDateOf = (ms: number): string => dayFormat.format(new Date(ms));
/** Miami's clock at an instant, HH:MM. */
export const wallTimeOf = (ms: number): string => timeFormat.format(new Date(ms));

/** The same calendar day `days` later, YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const m = DATE.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)).toISOString().slice(0, 10);
}
