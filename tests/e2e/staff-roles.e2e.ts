/**
 * Staff roles in the browser (docs/product/roles.md "Staff roles"): on a 390 px phone, marketing
 * opening /staff lands on the posts, its bar links only Results, FAQs and Posts and names its role,
 * and no page of it asks for a call its role is refused (no 403 in the console); the front desk's
 * bar has the inbox, calendar and courses, and its inbox offers the CSV export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, viewports } from './fixtures/browser';
import { newStaffAccount, openStaffPage, type StaffAccount } from './fixtures/staff-session';

let browser: Browser;
let marketing: StaffAccount;
let frontDesk: StaffAccount;
beforeAll(async () => {
  browser = await launchBrowser();
  marketing = await newStaffAccount('marketing', undefined, 'marketing');
  frontDesk = await newStaffAccount('desk', undefined, 'front_desk');
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

async function navLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Staff pages' });
  await nav.waitFor();
  return nav.getByRole('link').allTextContents();
}

describe('staff roles', () => {
  it('marketing on a phone: /staff opens the posts, the bar links only its pages and names the role, nothing is refused', async () => {
    const w = await openStaffPage(browser, marketing, { viewport: viewports.phone });
    try {
      await w.visit('/staff');
      expect(new URL(w.page.url()).pathname).toBe('/staff/posts');
      expect(await navLinks(w.page)).toEqual(['Results', 'FAQs', 'Posts']);
      await w.page.getByText('Marketing', { exact: true }).waitFor();
      await w.visit('/staff/results');
      await w.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await w.page.locator('.results-table a').count()).toBe(0);
      // a page of another role sends it back to its own
      await w.visit('/staff/calendar');
      expect(new URL(w.page.url()).pathname).toBe('/staff/posts');
      const wide = await w.page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(390);
      expect(w.problems).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('the front desk: the inbox with its export, the calendar and the courses; no publishing, no backups', async () => {
    const w = await openStaffPage(browser, frontDesk, { viewport: viewports.desktop });
    try {
      await w.visit('/staff');
      expect(await navLinks(w.page)).toEqual(['Inbox', 'Calendar', 'Courses']);
      await w.page.getByRole('button', { name: 'Export CSV' }).waitFor();
      expect(w.problems).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
