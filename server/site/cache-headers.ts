/**
 * How long browsers and proxies may keep each kind of file the site serves: built assets (their
 * names carry a content hash) a year, public images and crawler files an hour, the widget bundle
 * five minutes (partners' pages load it under a fixed name), pages not without asking again.
 */
const YEAR = 31_536_000;

/** Built assets under /assets/: a new build gives them new names. */
export const HASHED_ASSET_CACHE = `public, max-age=${YEAR}, immutable`;
/** Everything else in the client build (images, icons, the manifest). */
export const PUBLIC_FILE_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
/** The widget bundle and its parts, loaded by partner pages under fixed names. */
export const WIDGET_CACHE = 'public, max-age=300, stale-while-revalidate=86400';
/** robots.txt and sitemap.xml. */
export const CRAWLER_FILE_CACHE = 'public, max-age=3600';
/** Rendered pages: kept, but checked again before each use. */
export const PAGE_CACHE = 'no-cache';
/** A page the server failed to make: kept nowhere, so the next visit asks again. */
export const FAILED_PAGE_CACHE = 'no-store';

/** The cache-control of a file of the client build, by its path inside the build. */
export function clientFileCacheControl(relativePath: string): string {
  return relativePath.startsWith('assets') ? HASHED_ASSET_CACHE : PUBLIC_FILE_CACHE;
}
