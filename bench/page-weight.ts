/**
 * What a first visit downloads: every script and stylesheet Chromium loads for a page, gzipped
 * at level 9 (the size a CDN would send), counted per kind.
 */
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { gotoSettled, watchRequests } from './page-settle';

export interface PageWeight {
  path: string;
  js_gzip_bytes: number;
  css_gzip_bytes: number;
  js_files: number;
  css_files: number;
}

export async function measurePageWeight(browser: Browser, baseUrl: string, path: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.route(/google\.com/, (route) => route.abort());
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const weight: PageWeight = { path, js_gzip_bytes: 0, css_gzip_bytes: 0, js_files: 0, css_files: 0 };
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    if (!response.url().startsWith(baseUrl)) return;
    pending.push(
      response.body().then((body) => {
        const size = zlib.gzipSync(body, { level: 9 }).length;
        if (type === 'script') {
          weight.js_gzip_bytes += size;
          weight.js_files += 1;
        } else {
          weight.css_gzip_bytes += size;
          weight.css_files += 1;
        }
      }),
    );
  });
  await gotoSettled(page, baseUrl + path, watchRequests(page));
  await Promise.all(pending);
  await context.close();
  return weight;
}
