/** Every route, at a phone and a desktop width: no serious or critical axe-core violation (fixtures/axe-sweep.ts). */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './fixtures/browser';
import { axeEveryPage } from './fixtures/axe-sweep';
import { allPagePaths } from '../../site/route-paths';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

axeEveryPage(() => browser, allPagePaths);
