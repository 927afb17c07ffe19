/**
 * The titles and descriptions of a language, loaded when a client-side navigation needs them: the
 * server writes the first page's head, so no first visit downloads them.
 */
import type { Locale } from '../../src/i18n/locale';
import type { MetaSet } from '../route-handle';

export function loadMetaSet(locale: Locale): Promise<MetaSet> {
  return locale === 'es' ? import('./page-meta.es') : import('./page-meta');
}
