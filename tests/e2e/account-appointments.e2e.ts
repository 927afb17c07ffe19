/**
 * Her account holds her care, in Chromium at 390 px through the real server (docs/product/screens.md
 * "Profile" and "Confirm your e-mail"): a new patient signs in, her profile asks her to confirm her
 * e-mail; she opens the link the registration mailed, books a consultation signed in, finds it under
 * 'Your appointments' with its Miami time, and moves it there to another free time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { replyMessages } from '../../server/i18n/api-messages';
import { appointmentText } from '../../server/appointments/appointment-text';
import { appointmentsCopy } from '../../site/account/account-care-copy';
import { timePickerCopy } from '../../src/booking/time-picker/time-picker-copy';
import { launchBrowser, openPage, viewports } from './fixtures/browser';
import { attachFacePhoto, waitUntilAPersonCouldHaveFilledIt } from './fixtures/consultation-form';
import { mailedLink } from './fixtures/mailed-links';
import { registerPatient, signInOnPage } from './fixtures/patient-account';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const section = (page: Page) => page.getByRole('region', { name: appointmentsCopy.heading });

describe('her appointments in her account, at 390 px', () => {
  it('register → confirm from the mail → book signed in → see it on her profile → move it there', async () => {
    const w = await openPage(browser, { viewport: viewports.phone });
    const { page } = w;
    const email = `care.${unique()}@example.com`;
    const password = 'Quiet-Meadow-Lantern-64';
    const phone = `305555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await registerPatient(email, password, { first_name: 'Clara', last_name: 'Vega', phone, dob: '1982-09-14' });

    await w.visit('/signin');
    await signInOnPage(page, email, password);
    await page.waitForURL((url) => url.pathname === '/');

    // before she confirms: asked to, nothing listed
    await w.visit('/profile');
    await section(page).getByRole('heading', { name: appointmentsCopy.confirmHeading }).waitFor({ state: 'visible' });
    expect(await section(page).getByRole('list').count()).toBe(0);

    // the link the registration mailed confirms it
    const link = await mailedLink(email, '/verify-email');
    expect(new URL(link).pathname).toBe('/verify-email');
    await page.goto(link);
    await page.getByText(replyMessages.emailConfirmed).waitFor({ state: 'visible' });

    // she books a phone consultation signed in: the form knows her
    await w.visit('/consultation');
    await page.locator('input[type="radio"][value="phone"]').check();
    const times = page.locator('[role="listbox"][aria-labelledby$="times-label"]');
    await times.waitFor({ state: 'visible' });
    // a time from the middle of the day: the other booking tests, running beside this one, take the first and the last
    const offered = times.locator('[role="option"]');
    await offered.first().waitFor({ state: 'visible' });
    await offered.nth(Math.floor((await offered.count()) / 2)).click();
    expect(await page.locator('input[name="email"]').inputValue()).toBe(email);
    await page.locator('textarea[name="message"]').fill('Neck and jawline, by phone.');
    await attachFacePhoto(page.locator('form:has(input[type="file"])'), { r: 170, g: 120, b: 100 });
    await waitUntilAPersonCouldHaveFilledIt(page.locator('form:has(input[type="file"])'));
    await page.locator('button[type="submit"]').click();
    await page.getByRole('heading', { name: timePickerCopy.bookedHeading }).waitFor({ state: 'visible' });

    // her profile lists it, with its Miami time, and moves it in place
    await w.visit('/profile');
    const coming = section(page).getByRole('listitem').first();
    await coming.waitFor({ state: 'visible' });
    const before = (await coming.locator('.account-appointment__when').textContent()) ?? '';
    expect(before).toContain(timePickerCopy.types.phone);
    expect(before).toContain('(Miami time)');
    expect(await coming.locator('.account-appointment__status').textContent()).toBe(appointmentsCopy.status.booked);
    await coming.getByRole('button', { name: appointmentsCopy.reschedule }).click();
    // the times of the day on show (the days above them are options of their own listbox)
    const moveTimes = section(page).locator('.appointment-move .clinic-picker__times [role="option"]');
    await moveTimes.first().waitFor({ state: 'visible' });
    // a time other than hers, short of the day's last (the other booking tests take the first and the last)
    const labels = (await moveTimes.allTextContents()).map((t) => t.split(' (')[0] ?? t);
    const free = [...labels.keys()].filter((i) => !before.includes(`, ${labels[i]} (Miami time)`));
    const pick = [...free].reverse().find((i) => i < labels.length - 1) ?? free[0] ?? 0;
    await moveTimes.nth(pick).click();
    await section(page).getByRole('button', { name: appointmentsCopy.confirmTime }).click();
    await section(page).getByText(appointmentText.moved).waitFor({ state: 'visible' });
    // the list is read again once the answer is shown: wait for it to hold the new time
    const when = section(page).getByRole('listitem').first().locator('.account-appointment__when');
    await expect.poll(async () => (await when.textContent()) ?? '', { timeout: 30_000 }).not.toBe(before);
    // nothing spills sideways at a phone's width
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});
