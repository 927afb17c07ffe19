/**
 * What only a browser shows about the forms' fields (docs/product/validation.md), in Chromium
 * against the built server: '+1 (305) 555-0111' typed into every phone field (the site's booking,
 * both contact forms, registration, profile, and the booking and contact widgets on the demo
 * partner page) is stored as 3055550111, and the mouse wheel over a focused phone field changes
 * nothing; an e-mail the server refuses shows the server's message at its field, marked
 * aria-invalid, in English and in Spanish, on the site and in a widget. The rule itself is tested
 * in tests/unit/core/phone-rule.test.ts and on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, dataDir, launchBrowser, openPage, viewports } from './fixtures/browser';
import { facePhoto, waitUntilAPersonCouldHaveFilledIt } from './fixtures/consultation-form';
import { registerPatient, signInOnPage } from './fixtures/patient-account';
import { startDemoSite, type DemoSite } from '../../demo/demo-site';
import { connectDatabase } from '../../server/db/connect';
import { fieldMessages as serverEn } from '../../server/i18n/api-messages';
import { fieldMessages as serverEs } from '../../server/i18n/api-messages.es';
import { bookingCopy as bookingEs } from '../../src/booking/booking-copy.es';
import { locationsFormCopy as locationsEs } from '../../src/contact/contact-copy.es';

const TYPED = '+1 (305) 555-0111';
const STORED = '3055550111';

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

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator('.notyf__toast:not(.notyf__toast--disappear) .notyf__message', { hasText: text }).first().waitFor({ state: 'visible', timeout: 15_000 });
}

/**
 * Turns the mouse wheel over a focused field, up and then down (a number input steps its value
 * by one at each turn), each checked once the browser has handled it: the value must not change.
 */
async function expectWheelChangesNothing(page: Page, field: Locator): Promise<void> {
  const before = await field.inputValue();
  await field.focus();
  await field.evaluate((el) => {
    const seen = el as HTMLElement & { wheelTurns?: number };
    seen.wheelTurns = 0;
    // counted a frame after each turn, when the browser's own handling of it is done
    el.addEventListener('wheel', () => requestAnimationFrame(() => (seen.wheelTurns! += 1)));
  });
  const handle = await field.elementHandle();
  for (const [turn, deltaY] of [-120, 120].entries()) {
    // the page may have scrolled under the pointer: back over the field for each turn
    await field.hover();
    await page.mouse.wheel(0, deltaY);
    await page.waitForFunction(([el, n]) => (el as HTMLElement & { wheelTurns?: number }).wheelTurns === n, [handle, turn + 1] as const);
    // after each turn: two turns that each changed it would cancel out
    expect(await field.inputValue()).toBe(before);
  }
  expect(await field.evaluate((el) => el === (el.getRootNode() as Document | ShadowRoot).activeElement)).toBe(true);
}

async function withDatabase<T>(read: (db: ReturnType<typeof connectDatabase>['db']) => Promise<T>): Promise<T> {
  const { db } = connectDatabase({ databaseUrl: process.env.E2E_DATABASE_URL, dataDir: dataDir() });
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

const storedConsultationPhone = (email: string) =>
  withDatabase(async (db) => (await db.selectFrom('consultation_requests').select('phone').where('email', '=', email).executeTakeFirstOrThrow()).phone);
const storedMessagePhone = (email: string) =>
  withDatabase(async (db) => (await db.selectFrom('contact_messages').select('phone').where('email', '=', email).executeTakeFirstOrThrow()).phone);
const storedAccountPhone = (email: string) =>
  withDatabase(async (db) => (await db.selectFrom('users').select('phone').where('email', '=', email).executeTakeFirstOrThrow()).phone);

describe("'+1 (305) 555-0111' in every phone field is stored as 3055550111", () => {
  it('the booking form on /consultation, where the wheel over the focused phone field changes nothing', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    const { page } = w;
    await page.goto('/consultation');
    await page.waitForSelector('html[data-hydrated="true"]');
    const form = page.locator('form.clinic-booking__form');
    const email = `phone.book.${unique()}@example.com`;
    await form.getByLabel('First Name').fill('Camila');
    await form.getByLabel('Last Name').fill('Ortega');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone', { exact: true }).pressSequentially(TYPED);
    expect(await form.getByLabel('Phone', { exact: true }).inputValue()).toBe(TYPED);
    await expectWheelChangesNothing(page, form.getByLabel('Phone', { exact: true }));
    await form.getByLabel('Message').fill('The neck, please.');
    await form.getByLabel('Upload Image').setInputFiles({ name: 'neck.jpg', mimeType: 'image/jpeg', buffer: await facePhoto({ r: 190, g: 140, b: 120 }) });
    await waitUntilAPersonCouldHaveFilledIt(form);
    await form.getByRole('button', { name: 'Book a free consultation' }).click();
    await waitForToast(page, 'Thank you! Your consultation request has been received.');
    expect(w.problems).toEqual([]);
    await w.close();
    expect(await storedConsultationPhone(email)).toBe(STORED);
  });

  it("the site's two contact forms: 'Get In Touch' on home and the locations form", async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    const { page } = w;
    await page.goto('/');
    await page.waitForSelector('html[data-hydrated="true"]');
    const getInTouch = page.getByRole('form', { name: 'Get In Touch' });
    const homeEmail = `phone.home.${unique()}@example.com`;
    await getInTouch.getByLabel('Name').fill('Rosa Díaz');
    await getInTouch.getByLabel('Email').fill(homeEmail);
    await getInTouch.getByLabel('Phone', { exact: true }).pressSequentially(TYPED);
    await expectWheelChangesNothing(page, getInTouch.getByLabel('Phone', { exact: true }));
    await getInTouch.getByLabel('How can we help you?').fill('Is it painful?');
    await waitUntilAPersonCouldHaveFilledIt(getInTouch);
    await getInTouch.getByRole('button', { name: 'Submit' }).click();
    await waitForToast(page, 'Thank you for your message. We will get back to you shortly.');

    await page.goto('/locations');
    await page.waitForSelector('html[data-hydrated="true"]');
    const locations = page.getByRole('form', { name: 'Send us a message' });
    const locationsEmail = `phone.locations.${unique()}@example.com`;
    await locations.getByLabel('First Name').fill('Rosa');
    await locations.getByLabel('Last Name').fill('Díaz');
    await locations.getByLabel('E-mail').fill(locationsEmail);
    await locations.getByLabel('Phone', { exact: true }).pressSequentially(TYPED);
    await locations.getByLabel('Message').fill('Saturday slots?');
    await waitUntilAPersonCouldHaveFilledIt(locations);
    await locations.getByRole('button', { name: 'Submit' }).click();
    await waitForToast(page, 'Thank you for your message. We will get back to you shortly.');
    expect(w.problems).toEqual([]);
    await w.close();
    expect(await storedMessagePhone(homeEmail)).toBe(STORED);
    expect(await storedMessagePhone(locationsEmail)).toBe(STORED);
  });

  it('registration, then the profile of an account with another number', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    const { page } = w;
    const main = page.locator('main');
    const email = `phone.register.${unique()}@example.com`;
    const password = 'Coral-Lantern-Harbor-52';
    await page.goto('/register');
    await page.waitForSelector('html[data-hydrated="true"]');
    await main.getByLabel('First Name').fill('Ana');
    await main.getByLabel('Last Name').fill('Lima');
    await main.getByLabel('Date of Birth').fill('1990-04-02');
    await main.getByLabel('Phone Number').pressSequentially(TYPED);
    await expectWheelChangesNothing(page, main.getByLabel('Phone Number'));
    await main.getByLabel('How did you hear about us?').selectOption('Internet search');
    await main.getByRole('button', { name: 'Next' }).click();
    await main.getByLabel('Email').fill(email);
    await main.getByLabel(/^Password/).fill(password);
    await main.getByLabel('Confirm Password').fill(password);
    await main.getByRole('button', { name: 'Submit' }).click();
    await waitForToast(page, 'Your account has been created. Please sign in.');
    expect(await storedAccountPhone(email)).toBe(STORED);

    // another account, with another number, changes it to the typed one on its profile
    const other = `phone.profile.${unique()}@example.com`;
    await registerPatient(other, password);
    await page.goto('/signin');
    await page.waitForSelector('html[data-hydrated="true"]');
    await signInOnPage(page, other, password);
    await waitForToast(page, 'Login Success');
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto('/profile');
    const phone = main.getByLabel('Phone Number');
    await phone.waitFor();
    expect(await phone.inputValue()).toBe('3055550123');
    await phone.fill('');
    await phone.pressSequentially(TYPED);
    await expectWheelChangesNothing(page, phone);
    await main.getByRole('button', { name: 'Save & Update' }).click();
    await waitForToast(page, 'Your profile has been updated.');
    expect(w.problems).toEqual([]);
    await w.close();
    expect(await storedAccountPhone(other)).toBe(STORED);
  });

  it('the booking and contact widgets on the demo partner page', async () => {
    const w = await openPage(browser, { baseURL: demo.url });
    const { page } = w;
    await page.goto(demo.url);
    const booking = page.locator('clinic-booking');
    const bookingEmail = `phone.widget.${unique()}@example.com`;
    await booking.getByLabel('First Name').waitFor({ timeout: 15_000 });
    await booking.getByLabel('First Name').fill('Lucía');
    await booking.getByLabel('Last Name').fill('Serenity');
    await booking.getByLabel('Email').fill(bookingEmail);
    await booking.getByLabel('Phone', { exact: true }).pressSequentially(TYPED);
    await expectWheelChangesNothing(page, booking.getByLabel('Phone', { exact: true }));
    await booking.getByLabel('Upload Image').setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: await facePhoto({ r: 190, g: 140, b: 120 }) });

    const contact = page.locator('clinic-contact');
    const contactEmail = `phone.widget.contact.${unique()}@example.com`;
    await contact.getByLabel('Name').fill('Zoe Park');
    await contact.getByLabel('Email').fill(contactEmail);
    await contact.getByLabel('Phone', { exact: true }).pressSequentially(TYPED);
    await contact.getByLabel('How can we help you?').fill('Saturday?');

    await waitUntilAPersonCouldHaveFilledIt(booking);
    await booking.getByRole('button', { name: 'Book a free consultation' }).click();
    await booking.locator('.clinic-thanks').waitFor({ state: 'visible', timeout: 15_000 });
    await waitUntilAPersonCouldHaveFilledIt(contact);
    await contact.getByRole('button', { name: 'Submit' }).click();
    await waitForToast(page, 'Thank you for your message. We will get back to you shortly.');
    expect(w.problems).toEqual([]);
    await w.close();
    expect(await storedConsultationPhone(bookingEmail)).toBe(STORED);
    expect(await storedMessagePhone(contactEmail)).toBe(STORED);
  });
});

describe('an e-mail the server refuses shows at its field, in English and in Spanish', () => {
  /** The field's message, as a screen reader reaches it through aria-describedby. */
  const describedBy = (field: Locator) =>
    field.evaluate((el) => {
      const root = el.getRootNode() as Document | ShadowRoot;
      return (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => root.getElementById(id)?.textContent ?? '').join(' ').trim();
    });

  it('on the site: the locations form on /locations and /es/locations', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    const { page } = w;
    const cases = [
      { path: '/locations', heading: 'Send us a message', labels: { first_name: 'First Name', last_name: 'Last Name', email: 'E-mail', phone: 'Phone', message: 'Message' }, submit: 'Submit', refused: serverEn.emailInvalid },
      { path: '/es/locations', heading: locationsEs.heading, labels: locationsEs.labels, submit: locationsEs.submit, refused: serverEs.emailInvalid },
    ];
    for (const c of cases) {
      await page.goto(c.path);
      await page.waitForSelector('html[data-hydrated="true"]');
      const form = page.getByRole('form', { name: c.heading });
      await form.getByLabel(c.labels.first_name).fill('Rosa');
      await form.getByLabel(c.labels.last_name).fill('Díaz');
      await form.getByLabel(c.labels.email).fill('rosa@example');
      await form.getByLabel(c.labels.phone).fill('305 555 0111');
      await form.getByLabel(c.labels.message).fill('Saturday slots?');
      await waitUntilAPersonCouldHaveFilledIt(form);
      await form.getByRole('button', { name: c.submit }).click();
      const email = form.getByLabel(c.labels.email);
      await page.waitForFunction((el) => el?.getAttribute('aria-invalid') === 'true', await email.elementHandle(), { timeout: 15_000 });
      expect(await describedBy(email), c.path).toBe(c.refused);
      expect(await form.locator('[aria-invalid="true"]').count(), c.path).toBe(1);
      await waitForToast(page, c.refused);
      // the visitor lands on it (a state to wait for: the focus may follow the toast by a frame),
      // and its mark goes with the first keystroke
      await page.waitForFunction((el) => el !== null && el === document.activeElement, await email.elementHandle(), { timeout: 15_000 });
      await email.press('End');
      await email.pressSequentially('.com');
      expect(await email.getAttribute('aria-invalid')).toBeNull();
    }
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('in a widget: the contact widget on the partner page and the booking widget on its Spanish page', async () => {
    const w = await openPage(browser, { baseURL: demo.url });
    const { page } = w;
    await page.goto(demo.url);
    const contact = page.locator('clinic-contact');
    await contact.getByLabel('Name').waitFor({ timeout: 15_000 });
    await contact.getByLabel('Name').fill('Zoe Park');
    await contact.getByLabel('Email').fill('zoe@example');
    await contact.getByLabel('Phone', { exact: true }).fill('3055550122');
    await contact.getByLabel('How can we help you?').fill('Saturday?');
    await waitUntilAPersonCouldHaveFilledIt(contact);
    await contact.getByRole('button', { name: 'Submit' }).click();
    const email = contact.getByLabel('Email');
    await page.waitForFunction((el) => el?.getAttribute('aria-invalid') === 'true', await email.elementHandle(), { timeout: 15_000 });
    expect(await describedBy(email)).toBe(serverEn.emailInvalid);
    expect(await contact.locator('.clinic-field--invalid .clinic-field__error').allTextContents()).toEqual([serverEn.emailInvalid]);
    expect(await page.locator('#analytics').textContent()).toContain('clinic:error {"widget":"contact"');

    await page.goto(demo.spanishUrl);
    const booking = page.locator('clinic-booking');
    await booking.getByLabel(bookingEs.labels.first_name).waitFor({ timeout: 15_000 });
    await booking.getByLabel(bookingEs.labels.first_name).fill('Lucía');
    await booking.getByLabel(bookingEs.labels.last_name).fill('Gómez');
    await booking.getByLabel(bookingEs.labels.email).fill('lucia@example');
    await booking.getByLabel(bookingEs.labels.phone).fill(TYPED);
    await booking.getByLabel(bookingEs.labels.message).fill('Soy socia del spa.');
    await booking.getByLabel(bookingEs.labels.image).setInputFiles({ name: 'cara.jpg', mimeType: 'image/jpeg', buffer: await facePhoto({ r: 190, g: 140, b: 120 }) });
    await waitUntilAPersonCouldHaveFilledIt(booking);
    await booking.getByRole('button', { name: bookingEs.submit }).click();
    const correo = booking.getByLabel(bookingEs.labels.email);
    await page.waitForFunction((el) => el?.getAttribute('aria-invalid') === 'true', await correo.elementHandle(), { timeout: 15_000 });
    expect(await describedBy(correo)).toBe(serverEs.emailInvalid);
    expect(await booking.locator('[aria-invalid="true"]').count()).toBe(1);
    await waitForToast(page, serverEs.emailInvalid);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});
