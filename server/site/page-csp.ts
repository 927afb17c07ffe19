/**
 * The Content-Security-Policy of a rendered page. Inline scripts (the router's hydration data) are
 * allowed by the SHA-256 of their text rather than by a per-response nonce: the policy is then a
 * property of the page, so a cached page is served as the same compressed bytes every time and a
 * nonce cannot leak through a shared cache. Scripts from files are allowed by 'self'.
 */
import crypto from 'node:crypto';

// An inline script: a <script> tag without src, and the text up to its closing tag.
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
// JSON-LD and other data blocks are not executed, so the policy need not (and does not) list them.
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (DATA_BLOCK.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function pageCsp(html: string): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScriptHashes(html)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.google.com https://maps.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
