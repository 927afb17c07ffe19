/**
 * A stored ISO date as a reader of the page's language writes it: 'March 3, 2025' / '3 de marzo de
 * 2025'. Written from a table of month names, not with Intl.DateTimeFormat: the page's first Intl
 * formatter loads the browser's locale data, one task of about 150 ms on a throttled phone, and a
 * post's date needs nothing but a month's name (docs/decisions/0020-first-paint.md).
 */
import type { Locale } from '../../src/i18n/locale';

const monthNames: Record<Locale, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/** The date in words (its UTC calendar day), or the stored text as it is when it is not a date. */
export function formatLongDate(value: string, locale: Locale): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const date = new Date(time);
  const day = date.getUTCDate();
  const month = monthNames[locale][date.getUTCMonth()] ?? '';
  const year = date.getUTCFullYear();
  return locale === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
}
