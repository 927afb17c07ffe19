/**
 * Every route of docs/product/screens.md in Chromium, and its Spanish twin under /es
 * (docs/decisions/0006-languages.md), on a 390 px phone and a 1280 px desktop: no page or
 * console errors, the page's own h1 and <title> in its language, one h1 with headings in order,
 * every content picture with its size and alt text, and nothing sticking out sideways. Each page
 * in each language at each width is a test of its own, so no test grows with the route table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, viewports, type WatchedPage } from './fixtures/browser';
import { allPagePaths } from '../../site/route-paths';
import {
  englishPagePaths,
  headingProblems,
  imageProblems,
  isSpanishPath,
  routeExpectations,
  sidewaysOverflow,
  spanishPagePaths,
  spanishRouteExpectations,
} from './pages-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every page route', () => {
  it('has an expectation for every route of the route table and for its Spanish twin', () => {
    expect(Object.keys(routeExpectations).sort()).toEqual([...englishPagePaths].sort());
    expect(Object.keys(spanishRouteExpectations).sort()).toEqual([...spanishPagePaths].sort());
    // a table that lists the Spanish routes itself lists exactly the twins
    for (const path of allPagePaths.filter(isSpanishPath)) expect(spanishPagePaths, path).toContain(path);
  });

  const languages = [
    { lang: 'en', paths: englishPagePaths, expectations: routeExpectations },
    { lang: 'es', paths: spanishPagePaths, expectations: spanishRouteExpectations },
  ] as const;
  const runs = languages.flatMap((l) => Object.entries(viewports).map(([name, viewport]) => ({ ...l, name, viewport })));
  // One test per page, in one browser tab per language and width (its cache warm, as a visitor's
  // would be from page to page): no test's time grows with the number of pages.
  describe.each(runs)('in $lang at $viewport.width px ($name)', ({ lang, paths, expectations, viewport }) => {
    let w: WatchedPage;
    beforeAll(async () => {
      w = await openPage(browser, { viewport });
    });
    afterAll(async () => {
      await w?.close();
    });

    it.each(paths)('renders %s with its h1, title, headings, pictures and no sideways overflow', async (path) => {
      const problemsBefore = w.problems.length;
      const expected = expectations[path];
      if (!expected) throw new Error(`no expectation for ${path}`);
      await w.visit(path);
      if (expected.finalPath) {
        await w.page.waitForURL(`**${expected.finalPath}`, { timeout: 10_000 });
        await w.settled();
      }
      await w.page.waitForFunction((title) => document.title === title, expected.meta.title, { timeout: 10_000 }).catch(() => {
        throw new Error(`${path}: title is not "${expected.meta.title}"`);
      });

      expect(await w.page.evaluate(() => document.documentElement.lang), path).toBe(lang);

      const h1 = w.page.locator('h1');
      expect(await h1.count(), path).toBe(1);
      if (expected.h1) expect((await h1.innerText()).trim(), path).toBe(expected.h1);
      expect(await w.page.getAttribute('meta[name="description"]', 'content'), path).toBe(expected.meta.description);

      const found = [
        ...(await headingProblems(w.page)),
        ...(await imageProblems(w.page)),
        ...(await sidewaysOverflow(w.page)).map((p) => `sticks out ${p}`),
      ];
      expect(found).toEqual([]);
      expect(w.problems.slice(problemsBefore)).toEqual([]);
    });
  });

  it('loads pictures below the fold lazily and the hero picture at once', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    await w.visit('/treatments');
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
