/**
 * Bearer secrets (session cookies, XSRF tokens, reset links): 256 random bits, and the SHA-256 we
 * store instead, so a copy of the database hands nobody a working token.
 */
import crypto from 'node:crypto';

/** How long an e-mailed one-time link (a reset link, a staff set-password link) works. */
export const EMAILED_LINK_TTL_MS = 60 * 60_000;

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}
