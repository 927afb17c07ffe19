/**
 * The access log in the browser (docs/product/privacy.md "The access log"), on a 390 px phone and a
 * 1280 px desktop: an owner opens Access log from her bar and sees her own reading at the top, in
 * Miami time; filtering by herself keeps the filter in the address; the page has no serious
 * accessibility problem (axe) and no sideways scroll at either width; the front desk's bar has no
 * Access log and the page sends her back to her first page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, viewports } from './fixtures/browser';
import { newStaffAccount, openStaffPage, type StaffAccount } from './fixtures/staff-session';

const root = path.resolve(import.meta.dirname, '../..');
const axeSource = fs.readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

let browser: Browser;
let owner: StaffAccount;
let desk: StaffAccount;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newStaffAccount('owner');
  desk = await newStaffAccount('desk', undefined, 'front_desk');
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** axe-core's WCAG A/AA rules on the page as it is, serious and critical only. */
async function axeBlocking(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<unknown> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
  })) as { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('the access log', () => {
  it.each(Object.entries(viewports))('at %s width: an owner reads it from her bar, filters it by person, and her reading is in it', async (_name, viewport) => {
    // the scanner is an inline script: this context alone lets it past the page's CSP
    const w = await openStaffPage(browser, owner, { viewport, contextOptions: { bypassCSP: true } });
    try {
      await w.visit('/staff');
      await w.page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Access log' }).click();
      await w.page.waitForURL('**/staff/access-log');
      const table = w.page.getByRole('table', { name: 'Access log entries, newest first' });
      await table.waitFor();
      // her own reading, by her (other staff may be writing rows at the same time)
      await table.getByRole('row').filter({ hasText: owner.email }).filter({ hasText: 'Read the access log (everything)' }).first().waitFor();
      expect(await axeBlocking(w.page)).toEqual([]);
      expect(await w.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await w.page.getByLabel('Person').selectOption({ label: owner.email });
      await w.page.getByRole('button', { name: 'Apply filters' }).click();
      await w.page.waitForURL((url) => url.searchParams.has('staff'));
      // on a phone the cells are stacked blocks: found by their text
      await table.getByText(/^Read the access log \(staff #\d+\)$/).first().waitFor();
      expect(await w.page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toMatch(/^\/api\/staff\/access-log\.csv\?staff=\d+$/);
      expect(w.problems).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('is not the front desk’s: no link in her bar, and the page sends her to her first page', async () => {
    const w = await openStaffPage(browser, desk, { viewport: viewports.desktop });
    try {
      await w.visit('/staff');
      const nav = w.page.getByRole('navigation', { name: 'Staff pages' });
      await nav.getByRole('link', { name: 'Inbox' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Access log' }).count()).toBe(0);
      await w.visit('/staff/access-log');
      expect(new URL(w.page.url()).pathname).toBe('/staff');
      expect(w.problems).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
