/**
 * Dates and times as the picker shows them: days are the clinic's local dates (YYYY-MM-DD, as the
 * availability call names them), times are formatted by Intl in the clinic's zone and, when it
 * differs, in the visitor's. No zone arithmetic happens here: the server answers in UTC, and Intl
 * turns an instant into a wall time.
 */
import type { Locale } from '../../i18n/locale';

/** The clinic's zone (docs/product/api.md "Appointments"): every day and time the picker names is here. */
export const CLINIC_ZONE = 'America/New_York';

const DAY_MS = 86_400_000;
// ICU writes a narrow no-break space before AM/PM in some versions and a plain one in others
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** The clinic-local date (YYYY-MM-DD) of an instant. */
export function clinicDate(instant: Date | string, zone = CLINIC_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** A date `days` later (or earlier): calendar arithmetic on the date alone, never on an instant. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + days * DAY_MS).toISOString().slice(0, 10);
}

const tag = (locale: Locale) => (locale === 'es' ? 'es-US' : 'en-US');

/** A clinic date as words: 'Tuesday, December 1' / 'martes, 1 de diciembre'. */
export function dayName(date: string, locale: Locale, form: 'long' | 'short' = 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    form === 'long' ? { weekday: 'long', month: 'long', day: 'numeric' } : { weekday: 'short', month: 'short', day: 'numeric' };
  return plain(new Intl.DateTimeFormat(tag(locale), { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`)));
}

/** The wall time of an instant in a zone: '9:00 AM' / '9:00 a. m.'. */
export function timeIn(instant: string, zone: string, locale: Locale): string {
  return plain(new Intl.DateTimeFormat(tag(locale), { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant)));
}

/** Day and time of an instant in a zone, for the confirmation: 'Tuesday, December 1, 9:00 AM' (joined here: ICU versions word the join differently). */
export function dayAndTimeIn(instant: string, zone: string, locale: Locale): string {
  const day = plain(new Intl.DateTimeFormat(tag(locale), { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(instant)));
  return `${day}, ${timeIn(instant, zone, locale)}`;
}

/** The zone's own name in the page's language ('Central European Standard Time'), for the note beside the times. */
export function zoneName(zone: string, locale: Locale, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(tag(locale), { timeZone: zone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** The browser's own zone; undefined where Intl cannot say. */
export function visitorZone(): string | undefined {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** True when a wall clock in `zone` reads differently from the clinic's at this instant. */
export function differsFromClinic(zone: string | undefined, instant: string): zone is string {
  return !!zone && zone !== CLINIC_ZONE && timeIn(instant, zone, 'en') + clinicDate(instant, zone) !== timeIn(instant, CLINIC_ZONE, 'en') + clinicDate(instant);
}
