/**
 * The core copy of a locale: English at once (it is in every bundle anyway), Spanish through a
 * dynamic import, so English pages never download it. The widgets do not use it: their bundle is
 * one file, so they fetch Spanish as a part beside it (widgets/on-demand/load-core-copy.ts).
 */
import { englishCoreCopy, type CoreCopy } from './core-copy';
import type { Locale } from './locale';

export function loadCoreCopy(locale: Locale): Promise<CoreCopy> {
  if (locale === 'es') return import('./core-copy.es').then((m) => m.spanishCoreCopy);
  return Promise.resolve(englishCoreCopy);
}
