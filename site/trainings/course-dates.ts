/**
 * A course day in words, 'Saturday, December 26, 2026' / 'sábado, 26 de diciembre de 2026', from
 * tables of names rather than Intl (the page's first Intl formatter costs a throttled phone a long
 * task while it hydrates; docs/decisions/0020-first-paint.md). The day is the clinic's (YYYY-MM-DD).
 */
import type { Locale } from '../../src/i18n/locale';

const months: Record<Locale, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};
const weekdays: Record<Locale, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
};

export function courseDate(date: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const weekday = weekdays[locale][d.getUTCDay()] ?? '';
  const month = months[locale][d.getUTCMonth()] ?? '';
  return locale === 'es' ? `${weekday}, ${d.getUTCDate()} de ${month} de ${d.getUTCFullYear()}` : `${weekday}, ${month} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
