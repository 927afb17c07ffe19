/** A stored ISO date as a reader of the page's language writes it: 'March 3, 2025' / '3 de marzo de 2025'. */
import type { Locale } from '../../src/i18n/locale';

const formats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
};

/** The date in words, or the stored text as it is when it is not a date. */
export function formatLongDate(value: string, locale: Locale): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : formats[locale].format(time);
}
