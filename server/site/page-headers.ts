/**
 * The headers of every rendered page: its own Content-Security-Policy (page-csp.ts), checked again
 * before each use, and a referrer policy that keeps the reset page's token out of Referer headers.
 */
import type { FastifyReply } from 'fastify';
import { PAGE_CACHE } from './cache-headers';

export function pageHeaders(reply: FastifyReply, pathname: string, csp: string): void {
  reply.header('content-security-policy', csp);
  reply.header('cache-control', PAGE_CACHE);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('vary', 'Accept-Encoding');
  if (pathname === '/reset-password') reply.header('referrer-policy', 'no-referrer');
  else reply.header('referrer-policy', 'strict-origin-when-cross-origin');
}
