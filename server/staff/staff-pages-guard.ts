/**
 * The staff pages (/staff/…) as the server sends them: never indexed (X-Robots-Tag), never cached,
 * no referrer (a set-password link carries its token in the URL), and, except the sign-in and
 * set-password pages, only to a signed-in staff member: anyone else is sent to /staff/signin, with
 * the page they asked for kept in `next`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const STAFF_PAGE = /^\/staff(?:\/|$|\?)/;
const STAFF_API = /^\/api\/staff(?:\/|$|\?)/;
const OPEN_PAGES = new Set(['/staff/signin', '/staff/set-password']);

export const STAFF_SIGNIN_PATH = '/staff/signin';

export function isStaffUrl(url: string): boolean {
  return STAFF_PAGE.test(url) || STAFF_API.test(url);
}

/** A `next` worth following after sign-in: a staff page of this site, nothing else. */
export function safeNext(next: unknown): string | undefined {
  if (typeof next !== 'string' || next.length > 500) return undefined;
  return /^\/staff(?:\/[\w\-/]*)?(?:\?[\w\-=&%.]*)?$/.test(next) && !next.startsWith('/staff/signin') ? next : undefined;
}

export async function guardStaffPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !STAFF_PAGE.test(request.url)) return;
  const path = request.url.split('?')[0] ?? '';
  const session = await request.server.staffSessions.current(request);
  if (path === STAFF_SIGNIN_PATH && session) {
    const next = safeNext(new URLSearchParams(request.url.split('?')[1] ?? '').get('next'));
    await reply.redirect(next ?? '/staff', 303);
    return;
  }
  if (OPEN_PAGES.has(path) || session) return;
  const next = safeNext(request.url);
  await reply.redirect(next && next !== '/staff' ? `${STAFF_SIGNIN_PATH}?next=${encodeURIComponent(next)}` : STAFF_SIGNIN_PATH, 303);
}

export async function staffHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (isStaffUrl(request.url)) {
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
  }
  return payload;
}
