/**
 * The core copy of a locale: English at once (it is in every bundle anyway), Spanish through a
 * dynamic import, so English pages never download it. The widget build replaces this module with
 * widgets/on-demand/load-core-copy.ts, which fetches the Spanish part beside the bundle instead.
 */
import { englishCoreCopy, type CoreCopy } from './core-copy';
import type { Locale } from './locale';

export function loadCoreCopy(locale: Locale): Promise<CoreCopy> {
  if (locale === 'es') return import('./core-copy.es').then((m) => m.spanishCoreCopy);
  return Promise.resolve(englishCoreCopy);
}
