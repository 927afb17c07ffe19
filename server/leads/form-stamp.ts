/**
 * The time-to-submit stamp our lead forms carry: `<issuedAtMs>.<HMAC-SHA256 base64url>`. A person
 * needs more than a few seconds to fill a form; a script posting at once with a fresh stamp is a bot.
 * The secret lives in app_meta so every process signs and checks alike.
 */
import crypto from 'node:crypto';

export const MIN_FILL_MS = 3000;
/**
 * A stamp older than this is refused (the sender is asked to reload the page), so one stamp
 * fetched once cannot be replayed forever; half a day is longer than anyone keeps a form open.
 */
export const MAX_STAMP_AGE_MS = 12 * 60 * 60_000;

function sign(secret: string, issuedAt: number): string {
  return crypto.createHmac('sha256', secret).update(`form-stamp:${issuedAt}`).digest('base64url');
}

export function issueStamp(secret: string, now = Date.now()): string {
  return `${now}.${sign(secret, now)}`;
}

/** The stamp's issue time when its signature is ours, otherwise null. */
export function readStamp(secret: string, stamp: string): number | null {
  const match = /^(\d{10,16})\.([A-Za-z0-9_-]{43})$/.exec(stamp);
  if (!match) return null;
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? issuedAt : null;
}
