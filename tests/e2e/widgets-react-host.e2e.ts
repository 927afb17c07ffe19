/**
 * The widgets inside a partner's React 19 app (tests/e2e/react-host/, built with Vite on real react
 * and react-dom, served from its own origin, with aggressive global CSS): React renders the
 * elements from typed JSX, receives their events through `onclinic:*` props, changes a prefill
 * attribute, unmounts and mounts them five times, and books a consultation through one; the
 * request is then found in the clinic's database.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, dataDir, launchBrowser, openPage } from './fixtures/browser';
import { startReactHostSite, type ReactHostSite } from './react-host/react-host-site';
import { connectDatabase } from '../../server/db/connect';

let browser: Browser;
let host: ReactHostSite;

beforeAll(async () => {
  browser = await launchBrowser();
  host = await startReactHostSite(baseUrl());
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

const analytics = (page: Page) => page.locator('#analytics li').allTextContents();
const readyLines = async (page: Page) => (await analytics(page)).filter((line) => line.startsWith('clinic:ready'));
const FIRST_MOUNT = ['clinic:ready booking glow-booking', 'clinic:ready contact contact-1', 'clinic:ready faq faq-1', 'clinic:ready treatment-map treatment-map-1'];

async function waitForReady(page: Page, count: number): Promise<void> {
  await expect.poll(async () => (await readyLines(page)).length, { timeout: 15_000 }).toBe(count);
}

describe('the widgets in a React 19 app', () => {
  it('render from JSX, report clinic:ready to React’s onclinic:ready props, and keep their own text styles under the page’s global CSS', async () => {
    const w = await openPage(browser, { baseURL: host.url });
    await w.page.goto(host.url);
    await waitForReady(w.page, 4);
    expect((await readyLines(w.page)).sort()).toEqual(FIRST_MOUNT);

    const style = (selector: string) =>
      w.page.locator(selector).first().evaluate((el) => {
        const s = getComputedStyle(el);
        return { fontSize: s.fontSize, fontFamily: s.fontFamily, textTransform: s.textTransform, letterSpacing: s.letterSpacing, lineHeight: s.lineHeight };
      });
    const heading = await style('clinic-booking .clinic-booking__heading');
    expect(heading.fontSize).toBe('32px');
    expect(heading.textTransform).toBe('none');
    expect(heading.letterSpacing).toBe('normal');
    expect(heading.fontFamily).not.toMatch(/Courier/);
    const submit = await style('clinic-booking button[type="submit"]');
    expect(submit.fontSize).toBe('16px');
    expect(submit.textTransform).toBe('none');
    const label = await style('clinic-contact label');
    expect(label.fontFamily).not.toMatch(/Courier/);
    expect(label.letterSpacing).toBe('normal');
    // the page's own text does take its CSS: the rules are really there
    expect((await style('h1')).textTransform).toBe('uppercase');
    // the FAQ's questions are <h2> (heading-level="2"), untouched by the page's `h2 { … !important }`
    await expect.poll(() => w.page.locator('clinic-faq h2').count()).toBe(4);
    expect((await style('clinic-faq h2')).fontSize).not.toBe('20px');
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('follow a prefill attribute that React changes, unless the visitor has typed in the field', async () => {
    const w = await openPage(browser, { baseURL: host.url });
    await w.page.goto(host.url);
    await waitForReady(w.page, 4);
    const booking = w.page.locator('clinic-booking');
    const email = booking.getByLabel('Email');
    const message = booking.getByLabel('Message');
    expect(await email.inputValue()).toBe('');
    expect(await message.inputValue()).toBe('Glow Studio member');
    await w.page.getByRole('button', { name: 'Use my member e-mail' }).click();
    await expect.poll(() => email.inputValue()).toBe('member@glow.example');
    await email.fill('typed@glow.example');
    await w.page.getByRole('button', { name: 'Use my member e-mail' }).click();
    await expect.poll(() => booking.evaluate((el) => el.getAttribute('prefill-email'))).toBe('family@glow.example');
    expect(await email.inputValue()).toBe('typed@glow.example');
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('unmount and mount five times with the same instance names, cleaning up every removed element', async () => {
    const w = await openPage(browser, { baseURL: host.url });
    await w.page.goto(host.url);
    await waitForReady(w.page, 4);
    for (let cycle = 1; cycle <= 5; cycle++) {
      await w.page.evaluate(() => {
        (window as unknown as { removed: Element[] }).removed = Array.from(document.querySelectorAll('clinic-booking, clinic-contact, clinic-faq, clinic-treatment-map'));
      });
      await w.page.getByRole('button', { name: 'Hide the clinic' }).click();
      // every removed element gives up its shadow content (its Preact tree is unmounted)
      await expect
        .poll(() => w.page.evaluate(() => (window as unknown as { removed: Element[] }).removed.map((el) => el.shadowRoot?.childNodes.length ?? 0)))
        .toEqual([0, 0, 0, 0]);
      await w.page.getByRole('button', { name: 'Show the clinic' }).click();
      await waitForReady(w.page, 4 * (cycle + 1));
    }
    const ready = await readyLines(w.page);
    for (let mount = 0; mount < 6; mount++) expect(ready.slice(mount * 4, mount * 4 + 4).sort()).toEqual(FIRST_MOUNT);
    expect(await w.page.locator('clinic-faq').count()).toBe(1);
    expect(await w.page.evaluate(() => document.querySelectorAll('body > clinic-toasts').length)).toBeLessThanOrEqual(1);
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('book a consultation: clinic:success reaches the React prop, the thank-you shows in place, and the request is in the database', async () => {
    const w = await openPage(browser, { baseURL: host.url });
    const { page } = w;
    await page.goto(host.url);
    await waitForReady(page, 4);
    const email = `react.${Date.now().toString(36)}@example.com`;
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 150, b: 120 } } }).jpeg().toBuffer();
    const booking = page.locator('clinic-booking');
    await booking.getByLabel('First Name').fill('Mara');
    await booking.getByLabel('Last Name').fill('React-Host');
    await booking.getByLabel('Email').fill(email);
    await booking.getByLabel('Phone', { exact: true }).fill('3055550190');
    await booking.getByLabel('Upload Image').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    // a person takes more than a few seconds to fill the form; the server quietly drops faster "people" as bots
    await page.waitForTimeout(3500);
    await booking.getByRole('button', { name: 'Book a free consultation' }).click();

    await expect.poll(() => analytics(page), { timeout: 15_000 }).toContain('clinic:success booking glow-booking');
    await booking.locator('.clinic-thanks').waitFor({ state: 'visible', timeout: 5000 });
    expect(page.url()).toBe(host.url);
    expect((await analytics(page)).join('\n')).not.toContain(email);
    // the toasts sit in a shadow root of their own and keep their own text styles
    const toast = page.locator('.notyf__toast .notyf__message').first();
    await toast.waitFor({ state: 'visible', timeout: 5000 });
    const toastStyle = await toast.evaluate((el) => ({ family: getComputedStyle(el).fontFamily, transform: getComputedStyle(el).textTransform }));
    expect(toastStyle.family).not.toMatch(/Courier/);
    expect(toastStyle.transform).toBe('none');
    expect(w.problems).toEqual([]);
    await w.close();

    const { db } = connectDatabase({ databaseUrl: process.env.E2E_DATABASE_URL, dataDir: dataDir() });
    try {
      const row = await db.selectFrom('consultation_requests').selectAll().where('email', '=', email).executeTakeFirst();
      expect(row).toMatchObject({ first_name: 'Mara', last_name: 'React-Host', phone: '3055550190', message: 'Glow Studio member', form_page_name: host.url });
    } finally {
      await db.destroy();
    }
  });
});
