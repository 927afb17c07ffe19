/**
 * Serves the partner demo page from its own origin, as a partner's web server would: the page with
 * the clinic's address filled in (`http://127.0.0.1:PORT` in the file), a fresh CSP nonce per
 * request, and a strict Content-Security-Policy that only lets the clinic's script, styles
 * carrying the nonce, and calls to the clinic through. Used by `npm run demo` and the e2e test.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** the spa's page, and its Spanish page, whose <html lang="es"> puts the widgets in Spanish */
const PAGES: Record<string, string> = {
  '/': path.join(import.meta.dirname, 'partner.html'),
  '/partner.html': path.join(import.meta.dirname, 'partner.html'),
  '/partner.es.html': path.join(import.meta.dirname, 'partner.es.html'),
};
const API_PLACEHOLDER = /http:\/\/127\.0\.0\.1:PORT/g;
const NONCE_PLACEHOLDER = /__NONCE__/g;

export interface DemoSite {
  url: string;
  /** the same spa's Spanish page */
  spanishUrl: string;
  /** the clinic's origin the page embeds the widgets from */
  setApiOrigin(origin: string): void;
  close(): Promise<void>;
}

export function partnerCsp(nonce: string, apiOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${apiOrigin}`,
    `style-src 'nonce-${nonce}'`,
    `img-src 'self' ${apiOrigin} data:`,
    `connect-src ${apiOrigin}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export async function startDemoSite(opts: { port?: number; host?: string } = {}): Promise<DemoSite> {
  let apiOrigin = '';
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const page = pathname ? PAGES[pathname] : undefined;
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const nonce = crypto.randomBytes(16).toString('base64');
    const html = fs.readFileSync(page, 'utf8').replace(API_PLACEHOLDER, apiOrigin).replace(NONCE_PLACEHOLDER, nonce);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': partnerCsp(nonce, apiOrigin),
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/partner.html`,
    spanishUrl: `http://${host}:${port}/partner.es.html`,
    setApiOrigin: (origin) => {
      apiOrigin = origin.replace(/\/+$/, '');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
