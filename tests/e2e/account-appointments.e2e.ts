/**
 * Her account holds her care, in Chromium at 390 px through the real server (docs/product/screens.md
 * "Profile" and "Confirm your e-mail"): a new patient signs in, her profile asks her to confirm her
 * e-mail; she opens the link the registration mailed, books a consultation signed in, finds it under
 * 'Your appointments' with its Miami time, and moves it there to another free time.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MIN_FILL_MS } from '../../server/leads/form-stamp';
import { replyMessages } from '../../server/i18n/api-messages';
import { appointmentText } from '../../server/appointments/appointment-text';
import { appointmentsCopy } from '../../site/account/account-care-copy';
import { timePickerCopy } from '../../src/booking/time-picker/time-picker-copy';
import { baseUrl, dataDir, launchBrowser, openPage, viewports } from './fixtures/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The e-mail confirmation link mailed to `email`, read from DATA_DIR/outbox once the sender has written it. */
async function confirmationLinkFor(email: string): Promise<string> {
  const outbox = path.join(dataDir(), 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (fs.existsSync(outbox)) {
      for (const file of fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'))) {
        const text = fs
          .readFileSync(path.join(outbox, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        if (!text.includes(email)) continue;
        const link = /https?:\/\/[^\s"'<>]+\/verify-email\?token=[^\s"'<>]+/.exec(text)?.[0];
        if (link) return link;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no confirmation e-mail for ${email} in ${outbox}`);
}

const section = (page: Page) => page.getByRole('region', { name: appointmentsCopy.heading });

describe('her appointments in her account, at 390 px', () => {
  it('register → confirm from the mail → book signed in → see it on her profile → move it there', async () => {
    const w = await openPage(browser, { viewport: viewports.phone });
    const { page } = w;
    const email = `care.${unique()}@example.com`;
    const password = 'Quiet-Meadow-Lantern-64';
    const phone = `305555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const registered = await fetch(`${baseUrl()}/api/endolift-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Clara', last_name: 'Vega', email, phone, dob: '1982-09-14', gender: 'Female', ref_type: 'Friend', password, confirm_password: password }),
    });
    expect(registered.status).toBe(200);

    await w.visit('/signin');
    await page.locator('main').getByLabel('Email').fill(email);
    await page.locator('main').getByLabel(/^Password/).fill(password);
    await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // before she confirms: asked to, nothing listed
    await w.visit('/profile');
    await section(page).getByRole('heading', { name: appointmentsCopy.confirmHeading }).waitFor({ state: 'visible' });
    expect(await section(page).getByRole('list').count()).toBe(0);

    // the link the registration mailed confirms it
    const link = await confirmationLinkFor(email);
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
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 170, g: 120, b: 100 } } }).jpeg().toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.waitForFunction(
      (minFillMs) => {
        const stamp = document.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value;
        return !!stamp && Date.now() - Number(stamp.split('.')[0]) > minFillMs + 200;
      },
      MIN_FILL_MS,
      { timeout: 15_000 },
    );
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
