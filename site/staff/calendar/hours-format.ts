/**
 * Dates and wall times of the hours as the staff page reads them, in the page's language (the
 * staff area is in English): '2026-12-24' as 'Thursday, December 24, 2026', '13:00' as '1:00 PM',
 * as the time controls beside them show times.
 */
// made on first use: a formatter's locale data is a long task on a phone, not for the page's load
let dateWords: Intl.DateTimeFormat | undefined;
let timeWords: Intl.DateTimeFormat | undefined;

/** A clinic day (YYYY-MM-DD) in words; anything else as it is. */
export function readableDate(date: string): string {
  const at = Date.parse(`${date}T12:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(at) ? (dateWords ??= new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })).format(at) : date;
}

/** A wall time (HH:MM) as a clock shows it; anything else as it is. */
export function wallTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? (timeWords ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })).format(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))) : time;
}
