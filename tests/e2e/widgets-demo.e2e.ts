/**
 * The partner demo page in Chromium, on its own origin under a strict CSP, embedding the built
 * widget bundle from the clinic's server: the widgets load with the page's nonce (no CSP
 * violation), wear the partner's theme, the map works from the keyboard, and a consultation booked
 * with a real JPEG shows its thank-you panel in place; then the request row and the stored photo
 * are found on the server. The spa's Spanish page (<html lang="es">) shows the widgets in Spanish.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, dataDir, launchBrowser, openPage } from './fixtures/browser';
import { startDemoSite, type DemoSite } from '../../demo/demo-site';
import { connectDatabase } from '../../server/db/connect';
import { bookingCopy as bookingEs } from '../../src/booking/booking-copy.es';
import { thankYouCopy as thankYouEs } from '../../src/booking/thank-you-copy.es';
import * as validationEs from '../../src/forms/validation-messages.es';
import { resultsFaqs as resultsFaqsEs } from '../../src/content/faq-groups.es';

let browser: Browser;
let demo: DemoSite;

beforeAll(async () => {
  browser = await launchBrowser();
  demo = await startDemoSite();
  demo.setApiOrigin(baseUrl());
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

const analytics = (page: Page) => page.locator('#analytics').textContent();

async function readyWidgets(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.getElementById('analytics')?.textContent ?? '').split('clinic:ready').length - 1 === 5, null, {
    timeout: 15_000,
  });
}

describe('the partner demo page', () => {
  it('fits a 320 px phone: nothing scrolls sideways, every widget as wide as its column', async () => {
    const w = await openPage(browser, { baseURL: demo.url, viewport: { width: 320, height: 800 } });
    await w.page.goto(demo.url);
    await readyWidgets(w.page);
    const fit = await w.page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      widgets: ['clinic-booking', 'clinic-contact', 'clinic-faq', 'clinic-treatment-map'].map((tag) => {
        const box = document.querySelector(tag)!.getBoundingClientRect();
        return [tag, box.left >= 0 && box.right <= 320];
      }),
    }));
    expect(fit).toEqual({ page: 320, widgets: [['clinic-booking', true], ['clinic-contact', true], ['clinic-faq', true], ['clinic-treatment-map', true]] });
    await w.close();
  });

  it('loads all four widgets from one script under a strict CSP, in the partner’s theme, with nothing added to <head>', async () => {
    const w = await openPage(browser, { baseURL: demo.url });
    const cspViolations: string[] = [];
    await w.page.exposeFunction('reportCsp', (v: string) => cspViolations.push(v));
    await w.page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportCsp: (v: string) => void }).reportCsp(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const res = await w.page.goto(demo.url);
    expect(res?.headers()['content-security-policy']).toMatch(/style-src 'nonce-/);
    const headBefore = await w.page.evaluate(() => document.head.children.length);
    await readyWidgets(w.page);
    expect(await analytics(w.page)).toContain('clinic:ready {"widget":"booking","instance":"spa-booking","language":"en"}');
    expect(await analytics(w.page)).toContain('clinic:ready {"widget":"faq","instance":"spa-faq","language":"en"}');

    // the partner's theme reaches inside the shadow roots: custom properties and ::part
    const submit = w.page.locator('clinic-booking button[type="submit"]');
    expect(await submit.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(15, 118, 110)');
    expect(await submit.evaluate((b) => getComputedStyle(b).textTransform)).toBe('uppercase');
    expect(await submit.evaluate((b) => getComputedStyle(b).borderTopLeftRadius)).toBe('4px');
    expect(await w.page.evaluate(() => document.head.children.length)).toBe(headBefore);
    expect(await w.page.locator('clinic-faq#spa-faq button[aria-expanded]').allTextContents()).toEqual([
      '1.Can I combine a consultation with a spa day?',
      '2.Is there parking?',
    ]);
    expect(await w.page.locator('clinic-faq[group="home"] button[aria-expanded]').count()).toBe(15);
    expect(cspViolations).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('lets a keyboard user tab through the nine map hotspots, each showing its popup', async () => {
    const w = await openPage(browser, { baseURL: demo.url });
    await w.page.goto(demo.url);
    await readyWidgets(w.page);
    await w.page.locator('#areas').scrollIntoViewIfNeeded();
    await w.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const seen: string[] = [];
    for (let i = 0; i < 40 && seen.length < 9; i++) {
      await w.page.keyboard.press('Tab');
      const focused = await w.page.evaluate(() => {
        const host = document.activeElement;
        if (host?.tagName !== 'CLINIC-TREATMENT-MAP') return null;
        const a = host.shadowRoot?.activeElement;
        const popup = host.shadowRoot?.querySelector('.clinic-map__popup') as HTMLImageElement | null;
        return { name: a?.getAttribute('aria-label'), popup: popup?.getAttribute('data-popup'), hotspot: a?.getAttribute('data-hotspot') };
      });
      if (focused?.name) {
        expect(focused.popup).toBe(focused.hotspot);
        seen.push(focused.name);
      }
    }
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
    const picture = w.page.locator('clinic-treatment-map img.clinic-map__picture');
    await w.page.waitForFunction(() => {
      const img = document.querySelector('clinic-treatment-map')?.shadowRoot?.querySelector('img.clinic-map__picture') as HTMLImageElement | null;
      return !!img && img.complete && img.naturalWidth > 0;
    });
    expect(await picture.getAttribute('src')).toBe(`${baseUrl()}/images/treatment-map/treatment-map.svg`);
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('books a consultation with a real JPEG: a thank-you panel in place, and the request and its photo on the server', async () => {
    const w = await openPage(browser, { baseURL: demo.url });
    const { page } = w;
    await page.goto(demo.url);
    await readyWidgets(page);
    const email = `partner.${Date.now().toString(36)}@example.com`;
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 130, b: 110 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const booking = page.locator('clinic-booking');
    await booking.getByLabel('First Name').fill('Lucía');
    await booking.getByLabel('Last Name').fill('Serenity-Guest');
    await booking.getByLabel('Email').fill(email);
    await booking.getByLabel('Phone', { exact: true }).fill('3055550177');
    expect(await booking.getByLabel('Message').inputValue()).toBe('I am a Serenity Day Spa member.');
    await booking.getByLabel('Upload Image').setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: photo });
    // A person takes more than a few seconds to fill the form; the server quietly drops faster "people" as bots.
    await page.waitForTimeout(3500);
    await booking.getByRole('button', { name: 'Book a free consultation' }).click();

    await page
      .locator('.notyf__toast .notyf__message', { hasText: 'Thank you! Your consultation request has been received.' })
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 });
    await booking.locator('.clinic-thanks').waitFor({ state: 'visible', timeout: 5000 });
    expect(await booking.getByRole('heading', { name: 'Thank you!' }).isVisible()).toBe(true);
    expect(page.url()).toBe(demo.url);
    const log = (await analytics(page)) ?? '';
    expect(log).toContain('clinic:success {"widget":"booking","instance":"spa-booking","language":"en"}');
    expect(log).not.toContain(email);
    // the toasts' host is the one thing in the page's light DOM; notyf's container, its styles inside it, in its shadow root
    expect(await page.evaluate(() => document.querySelector('body > clinic-toasts')?.shadowRoot?.querySelectorAll('.notyf > style').length)).toBe(1);
    expect(w.problems).toEqual([]);
    await w.close();

    const { db } = connectDatabase({ databaseUrl: process.env.E2E_DATABASE_URL, dataDir: dataDir() });
    try {
      const row = await db.selectFrom('consultation_requests').selectAll().where('email', '=', email).executeTakeFirst();
      expect(row).toBeDefined();
      expect(row).toMatchObject({
        first_name: 'Lucía',
        last_name: 'Serenity-Guest',
        phone: '3055550177',
        message: 'I am a Serenity Day Spa member.',
        form_page_name: demo.url,
      });
      // the photo is stored with its request, in the database, re-encoded as a JPEG
      const photo = await db.selectFrom('consultation_photos').select('jpeg').where('request_id', '=', row!.id).executeTakeFirst();
      expect(photo).toBeDefined();
      const meta = await sharp(photo!.jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([640, 480]);
      // the photo is private: never served over HTTP
      const res = await fetch(`${baseUrl()}/uploads/${row!.id}.jpg`);
      expect(res.headers.get('content-type') ?? '').not.toMatch(/image/);
    } finally {
      await db.destroy();
    }
  });
});

describe('the partner demo page in Spanish', () => {
  it('shows the widgets in Spanish from the page’s <html lang>, an element’s own lang="en" wins, and a booking asks the server for Spanish', async () => {
    const w = await openPage(browser, { baseURL: demo.url });
    const { page } = w;
    const languages = new Map<string, string | undefined>();
    page.on('request', (r) => {
      if (r.method() === 'POST') languages.set(new URL(r.url()).pathname, r.headers()['accept-language']);
    });
    await page.goto(demo.spanishUrl);
    await page.waitForFunction(() => (document.getElementById('analytics')?.textContent ?? '').split('clinic:ready').length - 1 === 4, null, {
      timeout: 15_000,
    });

    const booking = page.locator('clinic-booking');
    expect(await booking.getByRole('heading', { name: bookingEs.formHeading }).isVisible()).toBe(true);
    expect(await booking.getByRole('heading', { name: bookingEs.typesHeading }).isVisible()).toBe(true);
    await booking.getByRole('button', { name: bookingEs.submit }).click();
    await booking.locator('.clinic-field__error').first().waitFor({ state: 'visible' });
    expect(await booking.locator('.clinic-field__error').allTextContents()).toEqual([
      validationEs.NAME_REQUIRED, validationEs.LAST_NAME_REQUIRED, validationEs.EMAIL_REQUIRED,
      validationEs.PHONE_REQUIRED, validationEs.MESSAGE_REQUIRED, validationEs.IMAGE_REQUIRED,
    ]);
    expect(await page.locator('clinic-faq button[aria-expanded]').allTextContents()).toEqual(resultsFaqsEs.map((f) => `${f.number}.${f.question}`));
    expect(await page.locator('clinic-treatment-map img.clinic-map__picture').getAttribute('src')).toBe(
      `${baseUrl()}/images/treatment-map/es/treatment-map.svg`,
    );
    expect(await page.locator('clinic-contact').getByRole('heading', { name: 'Get In Touch' }).isVisible()).toBe(true);

    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 170, g: 120, b: 100 } } }).jpeg().toBuffer();
    await booking.getByLabel(bookingEs.labels.first_name).fill('Lucía');
    await booking.getByLabel(bookingEs.labels.last_name).fill('Gómez');
    await booking.getByLabel(bookingEs.labels.email).fill(`socia.${Date.now().toString(36)}@example.com`);
    await booking.getByLabel(bookingEs.labels.phone).fill('3055550188');
    await booking.getByLabel(bookingEs.labels.message).fill('Soy socia del spa.');
    await booking.getByLabel(bookingEs.labels.image).setInputFiles({ name: 'cara.jpg', mimeType: 'image/jpeg', buffer: photo });
    expect(await booking.locator('.clinic-field__error').count()).toBe(0);
    // a person takes more than a few seconds to fill the form; the server quietly drops faster "people" as bots
    await page.waitForTimeout(3500);
    await booking.getByRole('button', { name: bookingEs.submit }).click();
    await booking.getByRole('heading', { name: thankYouEs.heading }).waitFor({ state: 'visible', timeout: 15_000 });
    expect([...languages].find(([path]) => path.endsWith('scheduleconversation'))?.[1]).toBe('es');
    expect(await page.locator('.notyf').getAttribute('aria-label')).toBe('Notificaciones (Alt+T)');
    expect(w.problems).toEqual([]);
    await w.close();
  });
});
