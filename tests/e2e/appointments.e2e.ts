/**
 * Appointments in Chromium through the real server (docs/product/screens.md "Time picker" and
 * "Appointment self-service"): at 390 px and with the keyboard only, a patient chooses a type, a
 * time and books it on /consultation, sees the confirmation with that time, the appointment is in
 * the database, and cancelling from the link in the mailed confirmation frees the time again; the
 * same in Spanish on /es/consultation; the staff calendar shows the booked appointment, then its
 * cancellation. axe finds nothing serious or critical in the open picker and the staff calendar.
 * Screenshots of the picker and the calendar at 390 and 1280 px go to /work/shots when that folder exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dataDir, launchBrowser, openPage, viewports } from './fixtures/browser';
import { attachFacePhoto, waitUntilAPersonCouldHaveFilledIt } from './fixtures/consultation-form';
import { axeBlocking } from './fixtures/axe';
import { newStaffAccount, openStaffPage, type StaffAccount } from './fixtures/staff-session';
import { freeStarts, manageLinkFor } from './fixtures/appointment-links';
import { connectDatabase } from '../../server/db/connect';
import { timePickerCopy } from '../../src/booking/time-picker/time-picker-copy';
import { spanishTimePickerCopy } from '../../src/booking/time-picker/time-picker-copy.es';
import { bookingCopy } from '../../src/booking/booking-copy';
import { bookingCopy as bookingEs } from '../../src/booking/booking-copy.es';
import { manageCopy } from '../../site/appointment/manage-copy';
import { manageCopy as spanishManageCopy } from '../../site/appointment/manage-copy.es';
import { appointmentText } from '../../server/appointments/appointment-text';
import { appointmentText as spanishAppointmentText } from '../../server/appointments/appointment-text.es';

const SHOTS = '/work/shots';

let browser: Browser;
/** the staff member who looks at the calendar, signed in once (fixtures/staff-session.ts) */
let staffAccount: StaffAccount;
beforeAll(async () => {
  browser = await launchBrowser();
  staffAccount = await newStaffAccount('calendar');
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const languages = {
  en: { lastName: 'Keyboard', prefix: '', picker: timePickerCopy, booking: bookingCopy, manage: manageCopy, server: appointmentText },
  es: { lastName: 'Teclado', prefix: '/es', picker: spanishTimePickerCopy, booking: bookingEs, manage: spanishManageCopy, server: spanishAppointmentText },
} as const;

/** Presses Tab until the focused element matches `selector` (the keyboard path a visitor takes). */
async function tabTo(page: Page, selector: string, most = 40): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function tabToButton(page: Page, name: string, most = 80): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((n) => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent === n, name)) return;
  }
  throw new Error(`Tab never reached the button ${name}`);
}

/** Whether the element's top is on screen and is what a tap there reaches (not under the sticky header). */
async function reachable(page: Page, text: string): Promise<boolean> {
  return page.getByText(text).evaluate((node) => {
    const box = node.getBoundingClientRect();
    const y = box.top + Math.min(box.height / 2, 10);
    if (y < 0 || y > innerHeight) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, y);
    return !!hit && node.contains(hit);
  });
}

describe.each(Object.entries(languages))('booking a time on %s /consultation at 390 px with the keyboard only', (lang, words) => {
  it('books a phone consultation, shows its confirmation; the mailed link moves it, the same page cancels it and frees the time, and the retired link says so', async () => {
    const w = await openPage(browser, { viewport: viewports.phone });
    const { page } = w;
    const email = `appt-${lang}-${unique()}@example.com`;
    await w.visit(`${words.prefix}/consultation`);

    // the picker's first choice, reached by Tab from the page's top
    await tabTo(page, 'input[type="radio"][value="in-person"]', 80);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('phone');
    const times = page.locator('[role="listbox"][aria-labelledby$="times-label"]');
    await times.waitFor({ state: 'visible', timeout: 10_000 });
    await tabTo(page, '[role="listbox"][aria-labelledby$="times-label"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    const chosen = times.locator('[role="option"][aria-selected="true"]');
    const chosenTime = (await chosen.textContent()) ?? '';
    expect(chosenTime).toMatch(/^\d{1,2}:\d{2}/);
    const dayLabel = (await page.locator('[id$="times-label"]').textContent()) ?? '';

    if (fs.existsSync(SHOTS) && lang === 'en') {
      await page.locator('.clinic-picker').screenshot({ path: path.join(SHOTS, 'appt-picker-390.png') });
    }
    expect(await axeBlocking(page, '.clinic-picker')).toEqual([]);

    // the rest of the form, by Tab and typing
    await tabTo(page, 'input[name="first_name"]');
    await page.keyboard.type('Marta');
    await page.keyboard.press('Tab');
    await page.keyboard.type(words.lastName);
    await tabTo(page, 'input[name="email"]');
    await page.keyboard.type(email);
    await tabTo(page, 'input[name="phone"]');
    await page.keyboard.type('3055550142');
    await tabTo(page, 'textarea[name="message"]');
    await page.keyboard.type('Jawline, by phone please.');
    // a file chooser is the browser's own dialog: the photo is handed to the focused input
    await tabTo(page, 'input[type="file"]');
    const form = page.locator('form:has(input[type="file"])');
    await attachFacePhoto(form, { r: 180, g: 130, b: 110 });
    await waitUntilAPersonCouldHaveFilledIt(form);
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');

    const confirmation = page.getByRole('status').filter({ has: page.getByRole('heading', { name: words.picker.bookedHeading }) });
    await confirmation.waitFor({ state: 'visible', timeout: 15_000 });
    const confirmed = (await confirmation.textContent()) ?? '';
    expect(confirmed).toContain(words.picker.types.phone);
    expect(confirmed).toContain(chosenTime.split(' (')[0]);
    expect(confirmed).toContain(dayLabel.replace(words.picker.timesOn(''), ''));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');

    const { db } = connectDatabase({ databaseUrl: process.env.E2E_DATABASE_URL, dataDir: dataDir() });
    let booked: { start_at: number; status: string; language: string; type_id: string } | undefined;
    try {
      booked = await db.selectFrom('appointments').select(['start_at', 'status', 'language', 'type_id']).where('email', '=', email).executeTakeFirst();
    } finally {
      await db.destroy();
    }
    expect(booked).toMatchObject({ status: 'booked', language: lang, type_id: 'phone' });
    const start = new Date(booked!.start_at).toISOString();
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(start));
    expect(await freeStarts('phone', date)).not.toContain(start);

    // the staff calendar's day shows it, at a phone's width and a desktop's
    const staffName = `Marta ${words.lastName}`;
    const calendarUrl = `/staff/calendar?view=day&date=${date}`;
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const staff = await openStaffPage(browser, staffAccount, { viewport });
      await staff.visit(calendarUrl);
      const card = staff.page.getByRole('article', { name: new RegExp(`· ${staffName}$`) });
      await card.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await card.locator('.calendar-card__facts').textContent()).toBe(`Phone · ${lang === 'es' ? 'Spanish' : 'English'} · Booked`);
      await staff.page.getByRole('group', { name: 'Monday' }).waitFor({ state: 'visible' });
      // the hours' 'Open' and 'Closed all day' boxes are targets of at least 24 px (WCAG 2.5.8)
      const boxes = await staff.page.locator('.calendar-hours input[type="checkbox"]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
      expect(boxes).toHaveLength(8);
      for (const side of boxes) expect(side).toBeGreaterThanOrEqual(24);
      expect(await axeBlocking(staff.page, '.calendar-page')).toEqual([]);
      if (fs.existsSync(SHOTS) && lang === 'en') await staff.page.screenshot({ path: path.join(SHOTS, `appt-calendar-${viewport.width}.png`), fullPage: viewport.width > 400 });
      expect(staff.problems).toEqual([]);
      await staff.close();
    }

    // the mailed link, in the patient's language, moves it: the answer comes into view with focus,
    // and the page can still cancel
    const link = await manageLinkFor(email);
    expect(new URL(link).pathname).toBe(`${words.prefix}/appointment`);
    await page.goto(link);
    await page.getByRole('heading', { name: words.manage.heading }).waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByRole('button', { name: words.manage.reschedule }).click();
    const later = page.locator('.appointment-move [role="option"]').last();
    await later.waitFor({ state: 'visible', timeout: 10_000 });
    await later.click();
    await page.getByRole('button', { name: words.manage.confirmTime }).click();
    await page.getByText(words.server.moved).waitFor({ state: 'visible', timeout: 10_000 });
    await expect.poll(() => reachable(page, words.server.moved), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');

    // then cancels with the keyboard, from the same page
    await tabToButton(page, words.manage.cancel);
    await page.keyboard.press('Enter');
    // the question takes focus: Enter answers it
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(words.manage.confirmCancel);
    await page.keyboard.press('Enter');
    await page.getByText(words.server.cancelled).waitFor({ state: 'visible', timeout: 10_000 });
    // said once: the server's answer, not the page's own line as well
    expect(await page.getByText(words.manage.cancelled).count()).toBe(0);
    expect(await freeStarts('phone', date)).toContain(start);

    // the mailed link, retired by the move: it says what became of the appointment, not 'book again' blindly
    await page.goto(link);
    await page.getByRole('heading', { name: words.manage.changedHeading }).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.getByText(words.server.linkCancelled).count()).toBe(1);
    expect(w.problems.filter((p) => !/status of 410/.test(p))).toEqual([]);
    await w.close();
  });
});

describe('the picker at 1280 px', () => {
  it('shows the days and times beside the form and passes axe', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    await w.visit('/consultation');
    await w.page.getByRole('radio', { name: timePickerCopy.types['in-person'] }).check();
    await w.page.locator('[role="listbox"][aria-labelledby$="times-label"]').waitFor({ state: 'visible', timeout: 10_000 });
    if (fs.existsSync(SHOTS)) await w.page.locator('.clinic-booking').screenshot({ path: path.join(SHOTS, 'appt-picker-1280.png') });
    // 'Previous week' and 'Next week' are thumb-sized (they were 32 px tall)
    const steps = await w.page.locator('.clinic-picker__step').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(steps).toHaveLength(2);
    for (const height of steps) expect(height).toBeGreaterThanOrEqual(44);
    expect(await axeBlocking(w.page, '.clinic-picker')).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});
