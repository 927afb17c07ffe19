/**
 * Date of birth limits (docs/product/validation.md): the latest allowed day is yesterday in the visitor's own time
 * zone, so a visitor in Miami at 23:00 is not judged by a UTC "today".
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** A local calendar day as the `yyyy-mm-dd` string a date input uses. */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function latestBirthDate(now: Date = new Date()): string {
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return toDateInputValue(yesterday);
}

/** True for a filled-in date after yesterday. `yyyy-mm-dd` strings compare correctly as text. */
export function isLaterThanAllowed(value: string, now: Date = new Date()): boolean {
  return value !== '' && value > latestBirthDate(now);
}

/** Servers may answer a date with a time part; the date input only takes the day. */
export function toBirthDateField(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match?.[1] ?? '';
}
