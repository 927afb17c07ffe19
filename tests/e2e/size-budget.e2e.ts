/**
 * Size budgets on every change (sizes are deterministic, unlike timings, so CI can hold them):
 * home's first-load JS and the widget bundle, both gzipped.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from './fixtures/browser';
import { measurePageWeight } from '../../bench/page-weight';
import { widgetBundleGzipBytes } from '../../bench/widget-size';
import { budgets } from '../../bench/budgets';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('size budgets', () => {
  it('home downloads at most 100 KB of JavaScript, gzipped, on a first visit', async () => {
    const weight = await measurePageWeight(browser, baseUrl(), '/');
    expect(weight.js_files).toBeGreaterThan(0);
    expect(weight.js_gzip_bytes).toBeLessThanOrEqual(budgets.homeFirstLoadJsGzip);
  });

  it('the widget bundle is at most 20 KB gzipped', () => {
    const { gzip_bytes } = widgetBundleGzipBytes(path.resolve(import.meta.dirname, '../../dist'));
    expect(gzip_bytes).toBeGreaterThan(0);
    expect(gzip_bytes).toBeLessThanOrEqual(budgets.widgetBundleGzip);
  });
});
