/**
 * The FAQ counts of docs/product/limits.md on every page that shows FAQs, the FAQ page's tabs (4/4/5, and
 * View all numbered 1 to 13), and tabs that keep the reader's scroll position.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, viewports } from './fixtures/browser';
import { clinic } from '../../src/config/clinic';
import { faqGroups } from '../../src/content/faqs';
import { treatmentPages } from '../../site/content/treatment-pages/index';
import { faqsPage } from '../../site/content/faqs-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('FAQ counts', () => {
  const counts: [string, number][] = [
    ['/', 15],
    ['/treatments', 12],
    ['/trainings', 8],
    ['/treatments/lower_face', 5],
    ['/treatments/under_arm', 4],
    [`/${clinic.slug}-miami`, 4],
    ...(['laser_skin', 'under_chin', 'mandibular_contour', 'neck', 'tummy', 'lower_eyelid'] as const).map(
      (slug): [string, number] => [`/treatments/${slug}`, treatmentPages[slug].faq.items.length],
    ),
  ];

  it('shows the fixed number of questions on each page, in the server HTML and after hydration', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    for (const [path, count] of counts) {
      const html = await (await fetch(baseUrl() + path)).text();
      expect(html.match(/class="clinic-faq__item[ "]/g)?.length ?? 0, `${path} (server HTML)`).toBe(count);
      await w.visit(path);
      expect(await w.page.locator('main .clinic-faq__item').count(), path).toBe(count);
      const numbers = await w.page.locator('main .clinic-faq__number').allInnerTexts();
      expect(numbers, path).toEqual(Array.from({ length: count }, (_, i) => `${i + 1}.`));
    }
    expect(w.problems).toEqual([]);
    await w.close();
  });
});

describe('FAQ page tabs', () => {
  it('shows View all numbered 1 to 13, then 4, 4 and 5 questions per topic', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    await w.visit('/faqs');
    const numbers = () => w.page.locator('main .clinic-faq__number').allInnerTexts();
    expect(await numbers()).toEqual(Array.from({ length: 13 }, (_, i) => `${i + 1}.`));
    expect(await w.page.locator('.faq-tabs a.active').innerText()).toBe(faqsPage.allLabel);

    for (const [group, size] of [
      ['treatment_faq', 4],
      ['results_faq', 4],
      ['post_treatment_faq', 5],
    ] as const) {
      await w.page.click(`.faq-tabs a[href="/faqs/${group}"]`);
      await w.page.waitForURL(`**/faqs/${group}`);
      await w.page.waitForFunction(([g]) => document.querySelector(`[data-faq-group="${g}"]`) !== null, [group]);
      expect(await numbers()).toEqual(Array.from({ length: size }, (_, i) => `${i + 1}.`));
      const questions = await w.page.locator('main .clinic-faq__text').allInnerTexts();
      expect(questions).toEqual(faqGroups[group].items.map((item) => item.question));
      expect(await w.page.locator('.faq-tabs a.active').innerText()).toBe(faqGroups[group].label);
    }
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('keeps the scroll position when switching tabs', async () => {
    const w = await openPage(browser, { viewport: viewports.phone });
    await w.visit('/faqs');
    // Scroll so the tabs sit just under the sticky header: the page is scrolled, the tabs clickable.
    const y = await w.page.evaluate(() => {
      const tabs = document.querySelector('.faq-tabs');
      if (!tabs) throw new Error('no tabs');
      window.scrollTo(0, tabs.getBoundingClientRect().top + window.scrollY - 120);
      return window.scrollY;
    });
    expect(y).toBeGreaterThan(100);
    for (const group of ['results_faq', 'post_treatment_faq', 'treatment_faq']) {
      await w.page.click(`.faq-tabs a[href="/faqs/${group}"]`);
      await w.page.waitForURL(`**/faqs/${group}`);
      await w.page.waitForFunction((g) => document.querySelector(`[data-faq-group="${g}"]`) !== null, group);
      await w.page.waitForTimeout(150);
      expect(Math.abs((await w.page.evaluate(() => window.scrollY)) - y), group).toBeLessThanOrEqual(2);
    }
    await w.page.click('.faq-tabs a[href="/faqs"]');
    await w.page.waitForURL(/\/faqs$/);
    await w.page.waitForFunction(() => document.querySelector('[data-faq-group="all"]') !== null);
    expect(Math.abs((await w.page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(2);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});
