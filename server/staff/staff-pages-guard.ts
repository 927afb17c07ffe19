/**
 * The staff pages (/staff/…) as the server sends them: never indexed (X-Robots-Tag), never cached,
 * no referrer (a set-password link carries its token in the URL), and, except the sign-in and
 * set-password pages, only to a signed-in staff member: anyone else is sent to /staff/signin, with
 * the page they asked for kept in `next`. A page outside the member's role (staff-roles.ts) sends
 * her to her role's first page instead, so a bookmark or a colleague's link never shows a page whose
 * calls would all be refused. A session that has not passed its second factor is sent to
 * /staff/second-factor from every staff page but set-password. A staff page is whatever address the site's router shows
 * one at (`/STAFF/calendar`, `/%73taff`, `/x/../staff`: server/http/staff-paths.ts), so every
 * spelling is answered as its lower-case `/staff/…` is.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRequest, staffPagePath } from '../http/staff-paths';
import { pageAccess, roleMay, SECOND_FACTOR_PAGE, STAFF_HOME } from './staff-roles';
import { secondFactorStep } from './staff-second-factor';

const OPEN_PAGES = new Set(['/staff/signin', '/staff/set-password']);
/** the set-password page is open to anyone, whatever session the browser holds */
const OPEN_PAGES_BESIDES_SIGNIN = new Set(['/staff/set-password']);

export const STAFF_SIGNIN_PATH = '/staff/signin';

/** A `next` worth following after sign-in: a staff page of this site, nothing else. */
export function safeNext(next: unknown): string | undefined {
  if (typeof next !== 'string' || next.length > 500) return undefined;
  return /^\/staff(?:\/[\w\-/]*)?(?:\?[\w\-=&%.]*)?$/.test(next) && !next.startsWith('/staff/signin') && !next.startsWith('/staff/second-factor') ? next : undefined;
}

export async function guardStaffPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const staffPath = staffPagePath(request.url);
  if (staffPath === undefined) return;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  // which page it is, as the router picks it: any case, a trailing slash or none
  const page = staffPath.toLowerCase().replace(/(?<=.)\/+$/, '');
  const session = await request.server.staffSessions.current(request);
  // a session before its second step is sent to that step's page from every staff page, keeping `next`
  if (session && page !== SECOND_FACTOR_PAGE && !OPEN_PAGES_BESIDES_SIGNIN.has(page) && secondFactorStep(session, request.server.config.staffMarketingSecondFactor) !== 'done') {
    const next = page === STAFF_SIGNIN_PATH ? safeNext(new URLSearchParams(query.slice(1)).get('next')) : safeNext(staffPath + query);
    await reply.redirect(next && next !== '/staff' ? `${SECOND_FACTOR_PAGE}?next=${encodeURIComponent(next)}` : SECOND_FACTOR_PAGE, 303);
    return;
  }
  if (page === STAFF_SIGNIN_PATH && session) {
    const next = safeNext(new URLSearchParams(query.slice(1)).get('next'));
    const access = next === undefined ? undefined : pageAccess(next.replace(/\?.*$/, '').toLowerCase().replace(/(?<=.)\/+$/, ''));
    await reply.redirect(next !== undefined && (access === undefined || roleMay(session.role, access)) ? next : STAFF_HOME[session.role], 303);
    return;
  }
  if (OPEN_PAGES.has(page)) return;
  if (session) {
    const access = pageAccess(page);
    if (access !== undefined && !roleMay(session.role, access)) await reply.redirect(STAFF_HOME[session.role], 303);
    return;
  }
  const next = safeNext(staffPath + query);
  await reply.redirect(next && next !== '/staff' ? `${STAFF_SIGNIN_PATH}?next=${encodeURIComponent(next)}` : STAFF_SIGNIN_PATH, 303);
}

export async function staffHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (isStaffRequest(request)) {
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
  }
  return payload;
}
