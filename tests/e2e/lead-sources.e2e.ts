/**
 * Where patients come from, in Chromium against the built server (docs/product/data.md#lead-sources):
 * a visitor from an Instagram campaign reads three pages and books, and the staff inbox shows
 * instagram / social / spring with the landing path and its filter finds her; a visitor from a
 * search page with no tags is recorded as that origin; the demo partner page's
 * <clinic-booking partner="sunset-spa"> on ?utm_campaign=june books and the lead shows the partner,
 * the partner page's origin and path and the campaign; the results page is staff-only, shows tables
 * with the API's figures beside its charts, fits 390 and 1280 px, and axe finds nothing serious.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, dataDir, launchBrowser, openPage, viewports } from './fixtures/browser';
import { axeBlocking } from './fixtures/axe';
import { newStaffAccount, openStaffPage, type StaffAccount } from './fixtures/staff-session';
import { startDemoSite, type DemoSite } from '../../demo/demo-site';
import { connectDatabase } from '../../server/db/connect';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, 'q');

let browser: Browser;
let demo: DemoSite;
let staff: StaffAccount;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await startDemoSite();
  demo.setApiOrigin(baseUrl());
  // a staff account made the way the clinic makes one: `npm run staff -- add`, then its link
  staff = await newStaffAccount('marketing');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator('.notyf__toast:not(.notyf__toast--disappear) .notyf__message', { hasText: text }).first().waitFor({ state: 'visible', timeout: 15_000 });
}

/** The inbox, signed in as the file's staff member (one session, fixtures/staff-session.ts). */
async function signedInStaff(viewport: { width: number; height: number } = viewports.desktop) {
  const w = await openStaffPage(browser, staff, { viewport });
  await w.visit('/staff');
  return w;
}

/** The inbox row of a lead, by its unique last name, as its cells read. */
async function inboxRow(page: Page, name: string): Promise<string[]> {
  const row = page.getByRole('row').filter({ hasText: name });
  await row.waitFor({ timeout: 15_000 });
  return row.getByRole('cell').allInnerTexts();
}

describe('lead sources', () => {
  const instagramName = `Insta${unique()}`;
  const searchName = `Search${unique()}`;
  const partnerName = `Partner${unique()}`;

  it('a visitor from an Instagram campaign reads three pages and books; the inbox shows instagram / social / spring, the landing path, and its filter finds her', async () => {
    const visitor = await openPage(browser, { viewport: viewports.desktop });
    const { page } = visitor;
    await page.goto('/?utm_source=instagram&utm_medium=social&utm_campaign=spring');
    await page.waitForSelector('html[data-hydrated="true"]');
    // three pages read by following the site's own links (client-side navigations)
    for (const href of ['/treatments', '/locations', '/team']) {
      await page.locator(`header a[href="${href}"]`).first().click();
      await page.waitForURL(`${baseUrl()}${href}`);
    }
    await page.goto('/consultation', { referer: `${baseUrl()}/team` });
    await visitor.settled();
    const form = page.locator('form.clinic-booking__form');
    await form.getByLabel('First Name').fill('Camila');
    await form.getByLabel('Last Name').fill(instagramName);
    await form.getByLabel('Email').fill(`camila.${unique()}@example.com`);
    await form.getByLabel('Phone', { exact: true }).fill('3055550161');
    await form.getByLabel('Message').fill('Saw your reel about the neck.');
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 150, b: 130 } } }).jpeg().toBuffer();
    await form.getByLabel('Upload Image').setInputFiles({ name: 'neck.jpg', mimeType: 'image/jpeg', buffer: photo });
    // A person takes more than a few seconds to fill the form; the server drops faster "people" as bots.
    await page.waitForTimeout(3500);
    await form.getByRole('button', { name: 'Book a free consultation' }).click();
    await waitForToast(page, 'Thank you! Your consultation request has been received. We will contact you shortly.');
    expect(await page.context().cookies()).toEqual(expect.not.arrayContaining([expect.objectContaining({ value: expect.stringContaining('instagram') })]));
    expect(visitor.problems).toEqual([]);
    await visitor.close();

    const w = await signedInStaff();
    const cells = await inboxRow(w.page, instagramName);
    expect(cells.slice(-3)).toEqual(['instagram / social / spring', '', '/']);
    await w.page.getByRole('textbox', { name: 'Source' }).fill('instagram');
    await w.page.getByRole('textbox', { name: 'Campaign' }).fill('spring');
    await w.page.getByRole('button', { name: 'Apply filters' }).click();
    await w.page.waitForURL(/source=instagram&campaign=spring/);
    expect((await inboxRow(w.page, instagramName)).slice(-3)).toEqual(['instagram / social / spring', '', '/']);
    // another campaign's filter leaves her out
    await w.page.goto('/staff?source=instagram&campaign=summer');
    await w.page.getByText('No leads match these filters.').waitFor();
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('a visitor arriving from a search page without tags is recorded as that origin', async () => {
    const visitor = await openPage(browser, { viewport: viewports.phone });
    const { page } = visitor;
    await page.goto('/', { referer: 'https://www.google.com/search?q=endolift+miami' });
    await page.waitForSelector('html[data-hydrated="true"]');
    const form = page.getByRole('form', { name: 'Get In Touch' });
    await form.getByLabel('Name').fill(`Rosa ${searchName}`);
    await form.getByLabel('Email').fill(`rosa.${unique()}@example.com`);
    await form.getByLabel('Phone', { exact: true }).fill('3055550162');
    await form.getByLabel('How can we help you?').fill('Found you on Google.');
    await page.waitForTimeout(3500);
    await form.getByRole('button', { name: 'Submit' }).click();
    await waitForToast(page, 'Thank you for your message. We will get back to you shortly.');
    await visitor.close();

    const w = await signedInStaff();
    expect((await inboxRow(w.page, searchName)).slice(-3)).toEqual(['https://www.google.com', '', '/']);
    await w.close();
    const { db } = connectDatabase({ databaseUrl: process.env.E2E_DATABASE_URL, dataDir: dataDir() });
    try {
      const row = await db.selectFrom('contact_messages').selectAll().where('name', '=', `Rosa ${searchName}`).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ source: 'https://www.google.com', referrer: 'https://www.google.com', utm_source: '', landing_page: '/' });
    } finally {
      await db.destroy();
    }
  });

  it('the demo partner page’s <clinic-booking partner="sunset-spa"> on ?utm_campaign=june books, and the lead shows the partner, the page’s origin and path and the campaign', async () => {
    const visitor = await openPage(browser, { baseURL: demo.url });
    const { page } = visitor;
    await page.goto(`${demo.url}?utm_campaign=june`);
    const booking = page.locator('clinic-booking');
    await booking.getByLabel('First Name').waitFor({ timeout: 15_000 });
    await booking.getByLabel('First Name').fill('Lucía');
    await booking.getByLabel('Last Name').fill(partnerName);
    await booking.getByLabel('Email').fill(`spa.${unique()}@example.com`);
    await booking.getByLabel('Phone', { exact: true }).fill('3055550163');
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 180, g: 130, b: 110 } } }).jpeg().toBuffer();
    await booking.getByLabel('Upload Image').setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.waitForTimeout(3500);
    await booking.getByRole('button', { name: 'Book a free consultation' }).click();
    await booking.locator('.clinic-thanks').waitFor({ state: 'visible', timeout: 15_000 });
    const log = (await page.locator('#analytics').textContent()) ?? '';
    expect(log).toContain('clinic:success {"widget":"booking","instance":"spa-booking","language":"en"}');
    expect(log).not.toMatch(/sunset|june/);
    await visitor.close();

    const partnerOrigin = new URL(demo.url).origin;
    const w = await signedInStaff();
    await w.page.goto('/staff?partner=sunset-spa&campaign=june');
    expect((await inboxRow(w.page, partnerName)).slice(-3)).toEqual([`${partnerOrigin} / june`, 'sunset-spa', `${partnerOrigin}/partner.html`]);
    await w.page.getByRole('link', { name: `Lucía ${partnerName}` }).click();
    const source = w.page.getByRole('region', { name: 'Where the lead came from' });
    await source.getByText('sunset-spa').waitFor();
    const text = await source.innerText();
    expect(text).toContain('Partner\nsunset-spa');
    expect(text).toContain('Campaign (utm_campaign)\njune');
    expect(text).toContain(`Came from\n${partnerOrigin}`);
    expect(text).toContain(`Landing page\n${partnerOrigin}/partner.html`);
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('the results page is for staff only; its charts have tables with the API’s figures; it fits 390 and 1280 px and axe finds nothing serious', async () => {
    const stranger = await openPage(browser);
    await stranger.page.goto('/staff/results');
    expect(stranger.page.url()).toBe(`${baseUrl()}/staff/signin?next=%2Fstaff%2Fresults`);
    expect((await stranger.page.request.get(`${baseUrl()}/api/staff/lead-sources/results`)).status()).toBe(401);
    await stranger.close();

    for (const viewport of [viewports.phone, viewports.desktop]) {
      const w = await signedInStaff(viewport);
      const { page } = w;
      await page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Results' }).click();
      await page.waitForURL(`${baseUrl()}/staff/results`);
      await page.getByRole('heading', { level: 1, name: 'Results by source' }).waitFor();
      await page.locator('table caption', { hasText: 'Funnel by source' }).waitFor({ timeout: 15_000 });
      const api = (await (await page.request.get(`${baseUrl()}/api/staff/lead-sources/results`)).json()) as {
        funnel: { source: { key: string | null; leads: number; contacted: number; booked: number; attended: number; closed: number }[] };
        total: number;
      };
      expect(api.total).toBeGreaterThanOrEqual(3);
      // every chart is one labelled image followed by its table
      const sections = page.locator('section.results-section');
      expect(await sections.count()).toBe(7);
      for (let i = 0; i < 7; i++) {
        const section = sections.nth(i);
        const label = await section.locator('canvas').getAttribute('aria-label');
        expect(label).toMatch(/^Chart: .+\. The same figures are in the table that follows\.$/);
        expect(await section.locator('canvas').getAttribute('role')).toBe('img');
        expect(await section.locator('table caption').count()).toBe(1);
      }
      // the funnel by source's table holds the API's very figures
      const table = page.locator('table', { has: page.locator('caption', { hasText: 'Funnel by source' }) });
      const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => (c as HTMLElement).innerText.trim())));
      const label = (key: string | null) => (key === null ? 'All others' : key === '' ? 'Direct' : key);
      expect(rows).toEqual(api.funnel.source.map((r) => [label(r.key), ...[r.leads, r.contacted, r.booked, r.attended, r.closed].map(String)]));
      expect(rows.find((r) => r[0] === 'instagram')).toBeDefined();
      // charts are drawn (Chart.js sized its canvases), and the page does not scroll sideways
      await page.waitForFunction(() => Array.from(document.querySelectorAll('section.results-section canvas')).every((c) => (c as HTMLCanvasElement).width > 0 && (c as HTMLCanvasElement).height > 0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // a value opens the inbox filtered by it
      const instagram = table.getByRole('link', { name: 'Show the leads of instagram in the inbox' });
      const target = new URL(String(await instagram.getAttribute('href')), baseUrl());
      expect(target.pathname).toBe('/staff');
      expect(target.searchParams.get('source')).toBe('instagram');
      expect(await axeBlocking(page)).toEqual([]);
      expect(w.problems).toEqual([]);
      await w.close();
    }
  });
});
