/**
 * Every route, at a phone and a desktop width: no serious or critical axe-core violation. One test
 * per route and width, so no test's time grows with the number of pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, viewports } from './fixtures/browser';
import { allPagePaths } from '../../site/route-paths';
import { scanPage, isBlocking } from '../../bench/axe-scan';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(viewports))('axe-core at %s width', (_name, viewport) => {
  it.each(allPagePaths)(`finds no serious or critical violation on %s at ${viewport.width} px`, async (path) => {
    const violations = (await scanPage(browser, baseUrl() + path, viewport)).filter(isBlocking);
    expect(violations.map((v) => `[${v.impact}] ${v.id} — ${v.help} — ${v.targets.join(' | ')}`)).toEqual([]);
  });
});
