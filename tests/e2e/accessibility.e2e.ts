/** Every route, at a phone and a desktop width: no serious or critical axe-core violation. */
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

describe('axe-core on every route', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`finds no serious or critical violation at ${viewport.width} px (${name})`, async () => {
      const found: string[] = [];
      for (const path of allPagePaths) {
        const violations = (await scanPage(browser, baseUrl() + path, viewport)).filter(isBlocking);
        for (const v of violations) found.push(`${path}: [${v.impact}] ${v.id} — ${v.help} — ${v.targets.join(' | ')}`);
      }
      expect(found).toEqual([]);
    });
  }
});
