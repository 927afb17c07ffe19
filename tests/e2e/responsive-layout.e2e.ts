/**
 * What a visitor can reach and read on every public route, on a phone (390 px) and a desktop
 * (1280 px): each control in the header — and, opened, the phone menu — is what a tap at its
 * centre lands on, and the menu offers every header link and the consultation button; no text in
 * main runs past the edge of the screen outside a named scrolling region; axe-core's target-size
 * rule (WCAG 2.2: targets of at least 24×24 CSS px) passes with the menu closed and open.
 * Then the phone menu's dialog behaviour, the checklist tables as stacked rows on a phone, and the
 * Florida and Locations pages without half-empty desktop rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, viewports, type WatchedPage } from './fixtures/browser';
import { axeViolations, cutOffText, missedTaps } from './layout-probes';
import { allPagePaths } from '../../site/route-paths';
import { CONSULTATION_CTA, headerLinks } from '../../site/layout/nav-links';
import { layoutText } from '../../site/layout/layout-text';
import { clinic } from '../../src/config/clinic';
import { treatmentAreas } from '../../src/config/treatment-areas';
import { treatmentPages } from '../../site/content/treatment-pages/index';
import { uiText } from '../../site/content/ui-text';
import { seedPosts } from '../../server/blog/seed-posts';

// the blog list, and every seeded post that carries a table (the scroll box is what keeps those readable)
const blogPosts = seedPosts.filter((p, i) => i === 0 || p.description.includes('<table')).map((p) => `/blog/${p.slug}`);
const routes = [...allPagePaths, ...blogPosts];
const { otherLanguage } = layoutText;
// the phone menu names the other language in full; the header shows its code ('ES')
const menuLabels = [...headerLinks.map((l) => l.label), CONSULTATION_CTA, otherLanguage.label];
const headerLabels = [...headerLinks.map((l) => l.label), CONSULTATION_CTA, otherLanguage.code];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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
      // the words drawn: a link worded for the width shows only one of its wordings
      .map((a) => a.innerText.trim());
  }, scope);
}

/** The header's link to the booking page, when it is drawn and a tap at its middle reaches it: its text. */
async function headerBookingAction(page: Page, path: string): Promise<string | null> {
  return page.evaluate((href) => {
    for (const a of document.querySelectorAll<HTMLAnchorElement>(`header.site-header a[href="${href}"]`)) {
      const r = a.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom < 0 || r.top > innerHeight) continue;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit && a.contains(hit)) return a.innerText.trim();
    }
    return null;
  }, path);
}

describe('a booking action stays in the phone header', () => {
  it.each([
    [390, '/', '/consultation', 'Book now'],
    [320, '/', '/consultation', 'Book now'],
    [390, '/es', '/es/consultation', 'Reservar'],
    [320, '/es', '/es/consultation', 'Reservar'],
  ])('at %i px on %s: a tap on the header reaches %s', async (width, path, target, label) => {
    const w = await openPage(browser, { viewport: { width, height: 740 } });
    await w.visit(path);
    expect(await headerBookingAction(w.page, target)).toBe(label);
    expect(await cutOffText(w.page)).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});

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
        await w.visit(path);
        const problems: string[] = [];

        problems.push(...(await missedTaps(page, 'header.site-header')).map((m) => `header: ${m}`));
        if (!(await headerBookingAction(page, '/consultation'))) problems.push('header: no booking action in view');
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
          for (const label of headerLabels) if (!shown.includes(label)) problems.push(`header: "${label}" is not shown`);
        }

        expect(problems).toEqual([]);
        expect(w.problems).toEqual([]);
      });
    }
  });
}

describe('the phone menu', () => {
  it('is a modal dialog that keeps Tab inside, locks scrolling, and closes on Escape, the backdrop and a link, handing focus back to its button', async () => {
    const w = await openPage(browser, { viewport: viewports.phone });
    const { page } = w;
    await w.visit('/treatments');
    const open = page.getByRole('button', { name: 'Open menu' });
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());

    await open.click();
    await menuAtRest(page);
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await focusedName()).toBe('Close menu');
    // Tab from the last control (the language link) comes back to the first; Shift+Tab from the first goes to the last
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName()).toBe(otherLanguage.label);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Close menu');
    // the page behind does not scroll
    await page.mouse.move(20, 600);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('PageDown');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    expect(await focusedName()).toBe('Open menu');
    expect(await open.getAttribute('aria-expanded')).toBe('false');

    await open.click();
    await menuAtRest(page);
    await page.mouse.click(20, 400); // the backdrop, left of the panel
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    expect(await focusedName()).toBe('Open menu');
    // scrolling is back
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 0);

    await open.click();
    await menuAtRest(page);
    await dialog.getByRole('link', { name: 'Our Team' }).click();
    await page.waitForURL('**/team');
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    expect(await focusedName()).toBe('Open menu');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(w.problems).toEqual([]);
    await w.close();
  });
});

describe('tables on a phone', () => {
  const withChecklist = treatmentAreas.filter((a) => treatmentPages[a.slug].checklist);
  it('show each checklist row as When / What to avoid / Why with every cell on the screen', async () => {
    expect(withChecklist.length).toBe(7);
    const w = await openPage(browser, { viewport: viewports.phone });
    for (const area of withChecklist) {
      await w.visit(area.path);
      const cells = await w.page.locator('.table-scroll--stacked tbody tr').evaluateAll((rows) => {
        const vw = document.documentElement.clientWidth;
        return rows.map((row) =>
          Array.from(row.children).map((cell) => {
            const r = cell.getBoundingClientRect();
            const label = getComputedStyle(cell, '::before');
            return { label: label.display === 'none' ? null : (cell as HTMLElement).dataset.label, inside: r.left >= 0 && r.right <= vw && r.width > 0 };
          }),
        );
      });
      const checklist = treatmentPages[area.slug].checklist!;
      expect(cells.length, area.path).toBe(checklist.rows.length);
      for (const row of cells) expect(row, area.path).toEqual(uiText.checklistColumns.map((label) => ({ label, inside: true })));
    }
    expect(w.problems).toEqual([]);
    await w.close();
  });
});

describe('Florida and Locations on a desktop', () => {
  for (const path of [`/${clinic.slug}-florida`, '/locations']) {
    it(`${path}: every section's content reaches across at least three quarters of its row`, async () => {
      const w = await openPage(browser, { viewport: viewports.desktop });
      await w.visit(path);
      // What the eye sees as filled: text, pictures and controls, and boxes drawn with a border or
      // a background (cards). Bare block elements span the row whatever their content, so they do not count.
      const bands = await w.page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('main > .section')).map((band) => {
          const container = band.querySelector<HTMLElement>('.container')!;
          const box = container.getBoundingClientRect();
          const rights: number[] = [];
          const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of Array.from(range.getClientRects())) if (r.width > 1) rights.push(r.right);
          }
          for (const el of Array.from(container.querySelectorAll<HTMLElement>('*'))) {
            const style = getComputedStyle(el);
            const drawn = /^(IMG|SVG|IFRAME|INPUT|TEXTAREA|SELECT|BUTTON)$/i.test(el.tagName) || parseFloat(style.borderRightWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none';
            const r = el.getBoundingClientRect();
            if (drawn && r.width > 1 && r.height > 1) rights.push(r.right);
          }
          const name = band.querySelector('h2')?.textContent ?? band.getAttribute('aria-label');
          return { name, filled: Math.round(((Math.max(...rights) - box.left) / box.width) * 100) };
        }),
      );
      expect(bands.length).toBeGreaterThan(1);
      expect(bands.filter((b) => b.filled < 75)).toEqual([]);
      await w.close();
    });
  }
});

describe('the desktop header at 1280 px', () => {
  it.each(['/', '/es'])('%s: every link and button stays inside the header bar, in one row', async (path) => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    await w.visit(path);
    const fit = await w.page.evaluate(() => {
      const bar = document.querySelector('.site-header__bar')!.getBoundingClientRect();
      const controls = [...document.querySelectorAll<HTMLElement>('.site-header__bar a, .site-header__bar button')].filter((e) => e.offsetParent !== null);
      return controls
        .map((e) => ({ text: e.textContent?.trim() ?? '', box: e.getBoundingClientRect() }))
        .filter(({ box }) => box.right > bar.right || box.bottom > bar.bottom || box.top < bar.top)
        .map(({ text, box }) => `${text}: ${Math.round(box.left)}–${Math.round(box.right)} of ${Math.round(bar.left)}–${Math.round(bar.right)}`);
    });
    expect(fit).toEqual([]);
    await w.close();
  });
});
