import type { Locale } from '../src/i18n/locale';
import type { PageMeta } from './meta/page-meta';
import type { PageCopyKind } from './i18n/copy-kinds';
import type * as englishMeta from './meta/page-meta';

/** The titles and descriptions of one language (meta/page-meta.ts and its Spanish twin). */
export type MetaSet = Pick<typeof englishMeta, 'pageMeta' | 'treatmentMeta' | 'faqTabMeta'>;

/** What each route tells the document head and the server (React Router's `handle`). */
export interface RouteHandle {
  /**
   * static metadata, or metadata picked from the page's language (`set`) and built from the
   * route's loader data (blog posts)
   */
  meta: PageMeta | ((set: MetaSet, data: unknown) => PageMeta);
  /** the catch-all: Home's content with status 404 */
  notFound?: boolean;
  /** stable name used for structured data and per-page assets */
  page: string;
  /** the page's source module (relative to site/), whose built chunk and CSS the server preloads */
  module?: string;
  /** content modules the page loads itself, preloaded the same way */
  preload?: readonly string[];
  /** the kinds of words a Spanish twin of the page loads (entry-server.tsx preloads their modules) */
  copy?: readonly PageCopyKind[];
  /** the language of the route's pages; the layout routes set it */
  locale?: Locale;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value && 'page' in value;
}
