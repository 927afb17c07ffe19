/**
 * What only a browser shows of a form before and after a failed submit (docs/product/validation.md
 * "Required fields" and "The first error"): every required field carries its mark up front, with
 * the line saying what it means, in English and Spanish, on the site and in the booking widget;
 * the Spanish widget's photo picker is a button in Spanish a thumb can tap, and its 'Types of
 * Consultations' keep off the widget's edges at 320 px; and at 390 px a submit
 * with a type of time but no time brings 'choose a time' on screen, not under the header, with the
 * times focused.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, viewports } from './fixtures/browser';
import { startDemoSite, type DemoSite } from '../../demo/demo-site';
import { REQUIRED_NOTE } from '../../src/forms/validation-messages';
import { REQUIRED_NOTE as REQUIRED_NOTE_ES } from '../../src/forms/validation-messages.es';
import { bookingCopy as bookingEs } from '../../src/booking/booking-copy.es';
import { spanishTimePickerCopy } from '../../src/booking/time-picker/time-picker-copy.es';

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

const photo = () => sharp({ create: { width: 64, height: 64, channels: 3, background: '#c8a27a' } }).jpeg().toBuffer();

/** Each label or legend of the form with whether the browser draws a '*' after it, and whether its field is required. */
async function marks(form: Locator): Promise<{ label: string; marked: boolean; required: boolean }[]> {
  return form.evaluate((el) =>
    [...el.querySelectorAll('.clinic-field__label')].map((label) => {
      const group = label.closest('.clinic-field, fieldset');
      return {
        label: label.textContent ?? '',
        marked: getComputedStyle(label, '::after').content.includes('*'),
        required: !!group?.querySelector('[required], [role="radio"], input[type="radio"]'),
      };
    }),
  );
}

describe('required fields are marked before any submit', () => {
  it.each([
    ['', REQUIRED_NOTE],
    ['/es', REQUIRED_NOTE_ES],
  ])('the booking form on %s/consultation: every field and the type of appointment', async (prefix, note) => {
    const w = await openPage(browser, { viewport: viewports.phone });
    await w.visit(`${prefix}/consultation`);
    const form = w.page.locator('form.clinic-booking__form');
    expect(await form.locator('.clinic-form__note').textContent()).toBe(note);
    const found = await marks(form);
    expect(found.length).toBe(7);
    expect(found.filter((m) => !m.marked)).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('the contact forms on home and /es/locations', async () => {
    const w = await openPage(browser, { viewport: viewports.phone });
    for (const [path, selector, note] of [
      ['/', 'form.clinic-contact__form', REQUIRED_NOTE],
      ['/es/locations', 'form.clinic-locations-form', REQUIRED_NOTE_ES],
    ] as const) {
      await w.visit(path);
      const form = w.page.locator(selector);
      expect(await form.locator('.clinic-form__note').textContent()).toBe(note);
      const found = await marks(form);
      expect(found.length).toBeGreaterThanOrEqual(4);
      expect(found.filter((m) => !m.marked)).toEqual([]);
    }
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it("the booking widget on the partner's Spanish page: marks, the note, and a photo button in Spanish that a thumb reaches", async () => {
    const w = await openPage(browser, { baseURL: demo.url, viewport: viewports.phone });
    const { page } = w;
    await page.goto(demo.spanishUrl);
    const booking = page.locator('clinic-booking');
    await booking.getByLabel(bookingEs.labels.first_name).waitFor({ timeout: 15_000 });
    const form = booking.locator('form');
    expect(await form.locator('.clinic-form__note').textContent()).toBe(REQUIRED_NOTE_ES);
    expect((await marks(form)).filter((m) => m.required && !m.marked)).toEqual([]);

    const choose = booking.locator('.clinic-field__choose');
    await choose.scrollIntoViewIfNeeded();
    expect(await choose.textContent()).toBe(bookingEs.picker!.choose);
    expect(await booking.locator('.clinic-field__chosen').textContent()).toBe(bookingEs.picker!.none);
    // what a tap at the button's middle lands on, inside the widget's shadow root
    const tapped = await choose.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = (el.getRootNode() as ShadowRoot).elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(tapped).toBe(true);
    await booking.getByLabel(bookingEs.labels.image).setInputFiles({ name: 'cara.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await booking.locator('.clinic-field__chosen', { hasText: 'cara.jpg' }).waitFor({ timeout: 15_000 });
    expect(w.problems).toEqual([]);
    await w.close();
  });
});

describe("the booking widget's 'Types of Consultations' at 320 px", () => {
  it('keeps its words off the edges of the widget', async () => {
    const w = await openPage(browser, { baseURL: demo.url, viewport: { width: 320, height: 800 } });
    await w.page.goto(demo.spanishUrl);
    const booking = w.page.locator('clinic-booking');
    await booking.locator('.clinic-booking__step-text').first().waitFor({ timeout: 15_000 });
    const gaps = await booking.evaluate((host) => {
      const edge = host.getBoundingClientRect();
      return [...host.shadowRoot!.querySelectorAll('.clinic-booking__types h2, .clinic-booking__types h3, .clinic-booking__step-text')].map((el) => {
        const r = el.getBoundingClientRect();
        return Math.min(r.left - edge.left, edge.right - r.right);
      });
    });
    expect(gaps.length).toBeGreaterThanOrEqual(4);
    expect(gaps.filter((gap) => gap < 4)).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});

/** Whether the element's middle is on screen and is what a tap there would reach (not the sticky header). */
async function reachable(page: Page, el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 10);
    if (y < 0 || y > innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return !!hit && node.contains(hit);
  });
}

describe('the first error comes into view and takes focus', () => {
  it("/es/consultation at 390 px: a type chosen but no time brings 'Elija un horario…' on screen with the times focused", async () => {
    const w = await openPage(browser, { viewport: viewports.phone });
    const { page } = w;
    await w.visit('/es/consultation');
    const form = page.locator('form.clinic-booking__form');
    await form.locator('.clinic-picker__type input[type="radio"]').first().check();
    await form.locator('[role="listbox"]').first().waitFor({ timeout: 15_000 });
    await form.getByLabel(bookingEs.labels.first_name).fill('Lucía');
    await form.getByLabel(bookingEs.labels.last_name).fill('Gómez');
    await form.getByLabel(bookingEs.labels.email).fill('lucia.gomez@example.com');
    await form.getByLabel(bookingEs.labels.phone).fill('3055550123');
    await form.getByLabel(bookingEs.labels.message).fill('El cuello, por favor.');
    await form.getByLabel(bookingEs.labels.image).setInputFiles({ name: 'cuello.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await form.getByRole('button', { name: bookingEs.submit }).click();

    const problem = form.getByText(spanishTimePickerCopy.chooseTime);
    await problem.waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true', undefined, { timeout: 15_000 });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('listbox');
    // the page may scroll smoothly: wait for the message to settle where a thumb can reach it
    await expect.poll(() => reachable(page, problem), { timeout: 15_000 }).toBe(true);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});
