/**
 * What a partner's page with the booking form and the FAQ downloads from the clinic before its
 * visitor does anything: every response from the clinic's server (the script, the parts it loads,
 * the FAQ's questions, the form stamp), gzipped at level 9. The page itself is served from a port
 * of its own, so it is another origin, as a partner's page would be.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PartnerPageWeight {
  page: string;
  gzip_bytes: number;
  files: { path: string; gzip_bytes: number }[];
}

export async function measurePartnerPageWeight(browser: Browser, clinicUrl: string): Promise<PartnerPageWeight> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Serenity Spa</title></head><body>
<h1>Serenity Spa</h1><clinic-booking></clinic-booking><clinic-faq group="home"></clinic-faq>
<script async src="${clinicUrl}/widgets/clinic-widgets.umd.js"></script></body></html>`;
  const partner = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const files: PartnerPageWeight['files'] = [];
    page.on('response', (response) => {
      if (!response.url().startsWith(clinicUrl) || response.request().method() === 'OPTIONS') return;
      pending.push(
        response.body().then(
          (body) => void files.push({ path: new URL(response.url()).pathname, gzip_bytes: zlib.gzipSync(body, { level: 9 }).length }),
          () => undefined,
        ),
      );
    });
    await page.goto(`http://127.0.0.1:${(partner.address() as AddressInfo).port}/members`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelector('clinic-faq')?.shadowRoot?.querySelector('button[aria-expanded]') != null);
    await Promise.all(pending);
    files.sort((a, b) => a.path.localeCompare(b.path));
    return { page: 'booking + FAQ', gzip_bytes: files.reduce((sum, f) => sum + f.gzip_bytes, 0), files };
  } finally {
    await context.close();
    await new Promise((resolve) => partner.close(resolve));
  }
}
