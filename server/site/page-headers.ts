/**
 * The headers of every rendered page: its own Content-Security-Policy (page-csp.ts), checked again
 * before each use, and a referrer policy that keeps the reset and e-mail confirmation pages' tokens out of Referer headers.
 */
import type { FastifyReply } from 'fastify';
import { PAGE_CACHE } from './cache-headers';

export function pageHeaders(reply: FastifyReply, pathname: string, csp: string): void {
  reply.header('content-security-policy', csp);
  reply.header('cache-control', PAGE_CACHE);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('vary', 'Accept-Encoding');
  // the pages of e-mailed one-time links carry their token in the address
  if (['/reset-password', '/verify-email', '/es/verify-email'].includes(pathname)) reply.header('referrer-policy', 'no-referrer');
  else reply.header('referrer-policy', 'strict-origin-when-cross-origin');
}
