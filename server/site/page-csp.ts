/**
 * The Content-Security-Policy of a rendered page. The only inline script a page may run is the
 * site's own boot script (page-assets.ts), allowed by the SHA-256 of its text, a constant of the
 * build: never hashes of whatever the finished HTML holds, which would approve any script an
 * injection put there. The router's data rides in a JSON block (site/data/router-data.ts) and
 * JSON-LD in its own blocks, neither executed. A hash rather than a per-response nonce: the policy
 * is a property of the page, so a cached page is served as the same compressed bytes every time and
 * a nonce cannot leak through a shared cache. Scripts from files are allowed by 'self'.
 */
import crypto from 'node:crypto';
import { BOOT_SCRIPT } from './page-assets';

export const BOOT_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64')}'`;

const POLICY = [
  "default-src 'self'",
  `script-src 'self' ${BOOT_SCRIPT_HASH}`,
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

export function pageCsp(): string {
  return POLICY;
}
