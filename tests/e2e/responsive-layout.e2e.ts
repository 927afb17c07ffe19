/**
 * What a visitor can reach and read on every public route, on a phone (390 px) and a desktop
 * (1280 px): each control in the header — and, opened, the phone menu — is what a tap at its
 * centre lands on, and the menu offers every header link and the consultation button; no text in
 * main runs past the edge of the screen outside a named scrolling region; axe-core's target-size
 * rule (WCAG 2.2: targets of at least 24×24 CSS px) passes with the menu closed and open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, viewports, type WatchedPage } from './fixtures/browser';
import { axeViolations, cutOffText, missedTaps } from './layout-probes';
import { allPagePaths } from '../../site/route-paths';
import { CONSULTATION_CTA, headerLinks } from '../../site/layout/nav-links';
import { seedPosts } from '../../server/blog/seed-posts';

// the blog list, and every seeded post that carries a table (the scroll box is what keeps those readable)
const blogPosts = seedPosts.filter((p, i) => i === 0 || p.description.includes('<table')).map((p) => `/blog/${p.slug}`);
const routes = [...allPagePaths, ...blogPosts];
const menuLabels = [...headerLinks.map((l) => l.label), CONSULTATION_CTA];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForLoadState('networkidle');
}

/** Waits until the menu's slide-in has finished, so what is measured is where the menu comes to rest. */
async function menuAtRest(page: Page) {
  await page.waitForFunction(() => {
    const menu = document.getElementById('mobile-menu');
    return Boolean(menu && !menu.hidden && menu.getAnimations({ subtree: true }).every((a) => a.playState === 'finished'));
  });
}

async function visibleLinkNames(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    return Array.from(root?.querySelectorAll<HTMLElement>('a[href]') ?? [])
      .filter((a) => {
        const r = a.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(a).visibility === 'visible';
      })
      .map((a) => a.textContent?.trim() ?? '');
  }, scope);
}

for (const [name, viewport] of Object.entries(viewports)) {
  describe(`every route at ${viewport.width} px (${name})`, () => {
    let w: WatchedPage;
    beforeAll(async () => {
      w = await openPage(browser, { viewport });
    });
    afterAll(async () => {
      await w?.close();
    });

    for (const path of routes) {
      it(`${path}: header and menu controls take a tap, no text is cut off, targets are large enough`, async () => {
        const { page } = w;
        await settle(page, path);
        const problems: string[] = [];

        problems.push(...(await missedTaps(page, 'header.site-header')).map((m) => `header: ${m}`));
        problems.push(...(await cutOffText(page)).map((m) => `cut off: ${m}`));
        problems.push(...(await axeViolations(page, ['target-size'])).flatMap((v) => v.targets.map((t) => `${v.id}: ${t}`)));

        const menuButton = page.getByRole('button', { name: 'Open menu' });
        if (await menuButton.isVisible()) {
          await menuButton.click();
          await menuAtRest(page);
          const offered = await visibleLinkNames(page, '#mobile-menu');
          for (const label of menuLabels) if (!offered.includes(label)) problems.push(`menu: "${label}" is not shown`);
          problems.push(...(await missedTaps(page, '#mobile-menu')).map((m) => `menu: ${m}`));
          problems.push(...(await axeViolations(page, ['target-size'])).flatMap((v) => v.targets.map((t) => `menu open, ${v.id}: ${t}`)));
          await page.keyboard.press('Escape');
          await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
        } else {
          const shown = await visibleLinkNames(page, 'header.site-header');
          for (const label of menuLabels) if (!shown.includes(label)) problems.push(`header: "${label}" is not shown`);
        }

        expect(problems).toEqual([]);
        expect(w.problems).toEqual([]);
      });
    }
  });
}
