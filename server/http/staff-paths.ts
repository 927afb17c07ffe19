/**
 * Whether a request is for the staff side, decided the way the routers decide it. The site's
 * router (React Router, in site/entry-server.tsx) matches the path of `new URL(url)`, so dot
 * segments are resolved (`/x/../staff`, `/%2e/staff`), each segment percent-decoded
 * (`/%73taff`), and its static segments in any case (`/STAFF`); Fastify's router decodes
 * `/api/st%61ff/…` too. Anything that compared the raw URL with '/staff' let those spellings reach
 * the staff shell unguarded, cached, and with the public headers; the staff pages' guard and
 * headers, the page cache and the locale all ask here instead.
 */
import type { FastifyRequest } from 'fastify';

const BASE = 'http://site.invalid';
const STAFF_PREFIX = /^\/staff(?=\/|$)/i;
const STAFF_API = /^\/api\/staff(?:\/|$|\?)/;

/** The path the site's router matches for `url`: resolved as the renderer's URL is, then decoded segment by segment. */
export function routedPath(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, BASE).pathname;
  } catch {
    return url.split('?')[0] ?? '/';
  }
  // as React Router's decodePath: an encoded slash stays one, and a malformed escape leaves the path as it is
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * The staff page `url` shows, its `/staff` prefix in lower case (`/STAFF/calendar` → `/staff/calendar`),
 * or undefined when the site's router would show no staff page there.
 */
export function staffPagePath(url: string): string | undefined {
  const path = routedPath(url);
  return STAFF_PREFIX.test(path) ? path.replace(STAFF_PREFIX, '/staff') : undefined;
}

/** A staff page, or a staff call (a route under /api/staff however its address was spelled, or an unknown /api/staff address). */
export function isStaffRequest(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/staff/') === true || STAFF_API.test(request.url) || staffPagePath(request.url) !== undefined;
}
