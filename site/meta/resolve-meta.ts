import type { UIMatch } from 'react-router-dom';
import { isRouteHandle, type MetaSet } from '../route-handle';
import type { PageMeta } from './page-meta';

/** The deepest matched route that names metadata decides the page's title and description. */
export function resolveMeta(matches: readonly Pick<UIMatch, 'handle' | 'data'>[], set: MetaSet): { meta: PageMeta; page: string; notFound: boolean } {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const m = matches[i];
    if (m && isRouteHandle(m.handle)) {
      const meta = typeof m.handle.meta === 'function' ? m.handle.meta(set, m.data) : m.handle.meta;
      return { meta, page: m.handle.page, notFound: m.handle.notFound === true };
    }
  }
  return { meta: set.pageMeta.home, page: 'home', notFound: false };
}
