/**
 * Every route of docs/product/screens.md in Chromium, on a 390 px phone and a 1280 px desktop: no page or
 * console errors, the page's own h1 and <title>, one h1 with headings in order, every content
 * picture with its size and alt text, and nothing sticking out sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, viewports } from './fixtures/browser';
import { allPagePaths } from '../../site/route-paths';
import { headingProblems, imageProblems, routeExpectations, sidewaysOverflow } from './pages-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every page route', () => {
  it('has an expectation for every route of the route table', () => {
    expect(Object.keys(routeExpectations).sort()).toEqual([...allPagePaths].sort());
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`renders each page at ${viewport.width} px (${name}) with its h1, title, headings, pictures and no sideways overflow`, async () => {
      const w = await openPage(browser, { viewport });
      const found: string[] = [];
      for (const path of allPagePaths) {
        const expected = routeExpectations[path];
        if (!expected) throw new Error(`no expectation for ${path}`);
        await w.page.goto(path);
        await w.page.waitForLoadState('networkidle');
        if (expected.finalPath) await w.page.waitForURL(`**${expected.finalPath}`, { timeout: 10_000 });
        await w.page.waitForFunction((title) => document.title === title, expected.meta.title, { timeout: 10_000 }).catch(() => {
          throw new Error(`${path}: title is not "${expected.meta.title}"`);
        });

        const h1 = w.page.locator('h1');
        expect(await h1.count(), path).toBe(1);
        if (expected.h1) expect((await h1.innerText()).trim(), path).toBe(expected.h1);
        expect(await w.page.getAttribute('meta[name="description"]', 'content'), path).toBe(expected.meta.description);

        for (const p of await headingProblems(w.page)) found.push(`${path}: ${p}`);
        for (const p of await imageProblems(w.page)) found.push(`${path}: ${p}`);
        for (const p of await sidewaysOverflow(w.page)) found.push(`${path}: sticks out ${p}`);
      }
      expect(found).toEqual([]);
      expect(w.problems).toEqual([]);
      await w.close();
    });
  }

  it('loads pictures below the fold lazily and the hero picture at once', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    await w.page.goto('/treatments');
    await w.page.waitForLoadState('networkidle');
    const pictures = await w.page.evaluate(() =>
      Array.from(document.querySelectorAll('main img')).map((img) => ({
        top: img.getBoundingClientRect().top + window.scrollY,
        loading: img.getAttribute('loading'),
      })),
    );
    const fold = viewports.desktop.height;
    expect(pictures.filter((p) => p.top < fold).map((p) => p.loading)).toContain('eager');
    const below = pictures.filter((p) => p.top > fold * 1.5);
    expect(below.length).toBeGreaterThan(3);
    expect(below.every((p) => p.loading === 'lazy')).toBe(true);
    await w.close();
  });
});
