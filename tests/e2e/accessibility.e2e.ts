/**
 * Every route, at a phone and a desktop width: no serious or critical axe-core violation. One test
 * per route and width, so no test's time grows with the number of pages; one tab per width, its
 * cache warm from page to page as a visitor's would be.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, viewports, type WatchedPage } from './fixtures/browser';
import { allPagePaths } from '../../site/route-paths';
import { axeScan, isBlocking } from '../../bench/axe-scan';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(viewports))('axe-core at %s width', (_name, viewport) => {
  let w: WatchedPage;
  beforeAll(async () => {
    w = await openPage(browser, { viewport });
  });
  afterAll(async () => {
    await w?.close();
  });

  it.each(allPagePaths)(`finds no serious or critical violation on %s at ${viewport.width} px`, async (path) => {
    await w.visit(path);
    const violations = (await axeScan(w.page)).filter(isBlocking);
    expect(violations.map((v) => `[${v.impact}] ${v.id} — ${v.help} — ${v.targets.join(' | ')}`)).toEqual([]);
  });
});
