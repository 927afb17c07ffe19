/**
 * Whether a blog address could name a post at all. A slug from the address bar can hold anything
 * its percent-escapes spell; PostgreSQL refuses a NUL byte in text outright, so such a slug is a
 * plain "no such post" before any query rather than a database error.
 */
const MAX_SLUG_CHARS = 200;
const IMPOSSIBLE = /[\p{Cc}\p{Cs}\uFFFD]/u;

export function isPossibleSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_SLUG_CHARS && !IMPOSSIBLE.test(slug);
}
