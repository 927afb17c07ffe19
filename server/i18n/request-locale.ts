/**
 * The visitor's language, read from Accept-Language (docs/decisions/0013-languages-in-the-api-and-data.md). The site
 * and the widgets send the page's language ('es' on /es pages); a browser's own header is read the
 * same way. English unless Spanish is preferred over English: q-values are honoured, a range
 * matches by its primary subtag ('es-US', 'es-419' → 'es'), '*' and unknown languages mean nothing.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es';
}

/** Longer headers are not read past this: nobody prefers a language after 50 others. */
const MAX_RANGES = 50;

export function localeFromAcceptLanguage(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number; order: number } | undefined;
  const ranges = value.split(',', MAX_RANGES);
  ranges.forEach((range, order) => {
    const [tag = '', ...params] = range.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLocale(primary)) return;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (!(q > 0) || q > 1) return;
    // the highest q wins; between equals, the one listed first
    if (!best || q > best.q) best = { locale: primary, q, order };
  });
  return best?.locale ?? DEFAULT_LOCALE;
}
