/** The languages the site and the widgets speak (docs/decisions/0006-languages.md). */
export type Locale = 'en' | 'es';

export const LOCALES: readonly Locale[] = ['en', 'es'];

/**
 * The locale of a BCP 47 language tag, as in `<html lang>`, a widget's `lang` attribute or
 * Accept-Language: 'es', 'es-US', 'ES' → 'es'; anything else, or nothing, → 'en'.
 */
export function localeFromLang(lang: string | null | undefined): Locale {
  return /^es(-|$)/i.test(lang?.trim() ?? '') ? 'es' : 'en';
}
