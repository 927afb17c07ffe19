import type { PageMeta } from './meta/page-meta';

/** What each route tells the document head and the server (React Router's `handle`). */
export interface RouteHandle {
  /** static metadata, or metadata built from the route's loader data (blog posts) */
  meta: PageMeta | ((data: unknown) => PageMeta);
  /** the catch-all: Home's content with status 404 */
  notFound?: boolean;
  /** stable name used for structured data and per-page assets */
  page: string;
  /** the page's source module (relative to site/), whose built chunk and CSS the server preloads */
  module?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value && 'page' in value;
}
