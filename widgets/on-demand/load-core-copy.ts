/**
 * The widgets' loader of a locale's core copy: English is in the bundle; Spanish is the `es`
 * on-demand part beside it, fetched once per page by the first widget shown in Spanish, so a
 * page with English widgets only never downloads it.
 */
import { englishCoreCopy, type CoreCopy } from '../../src/i18n/core-copy';
import type { Locale } from '../../src/i18n/locale';
import type * as SpanishPart from './es-chunk';
import { loadChunk } from './chunk-loader';

const loaded: Partial<Record<Locale, CoreCopy>> = { en: englishCoreCopy };

/** The copy when it is already here, so a widget renders in one pass. */
export const coreCopyNow = (locale: Locale): CoreCopy | undefined => loaded[locale];

/** Resolves once coreCopyNow(locale) has the copy: the Spanish part, or English should the part not load. */
export function loadCoreCopy(locale: Locale): Promise<CoreCopy> {
  return loadChunk<typeof SpanishPart>('es').then(
    (part) => (loaded[locale] = part.copy),
    (err: unknown) => {
      // the widget still works, in English; the page's developer sees why
      console.warn('<clinic-*>: the Spanish words could not be loaded.', err);
      return (loaded[locale] = englishCoreCopy);
    },
  );
}
