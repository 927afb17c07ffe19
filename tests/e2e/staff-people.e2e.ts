/**
 * Staff management in the browser (docs/product/roles.md "Staff management"), on a 390 px phone and a
 * 1280 px desktop: an owner opens Staff from her bar, invites a front-desk person by e-mail; the
 * person opens the link from the mail in DATA_DIR/outbox, sets her password, signs in and reaches the
 * inbox, but her bar has no Posts or Staff and the posts page sends her back; the staff page has no
 * serious accessibility problem (axe) at either width and nothing on it is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { dataDir, launchBrowser, openPage, viewports } from './fixtures/browser';
import { axeBlocking } from './fixtures/axe';
import { newStaffAccount, openStaffPage, STAFF_PASSWORD, totpCode, type StaffAccount } from './fixtures/staff-session';
import { readOutbox } from '../server/helpers/outbox';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let browser: Browser;
let owner: StaffAccount;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newStaffAccount('owner');
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** The set-password link of the newest invitation mailed to `email`, waiting for the mail sender. */
async function invitationLink(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = readOutbox(dataDir())
      .filter((m) => m.to === email)
      .at(-1);
    const link = mail && /(https?:\/\/\S+\/staff\/set-password\?\S+)/.exec(mail.text)?.[1];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no invitation mailed to ${email}`);
}

describe('staff management', () => {
  it.each(Object.entries(viewports))('at %s width: an owner invites a front-desk person, who sets her password from the mail and reaches the inbox but not the posts', async (_name, viewport) => {
    const email = `desk.${unique()}@example.com`;
    // the scanner is an inline script: this context alone lets it past the page's CSP
    const w = await openStaffPage(browser, owner, { viewport, contextOptions: { bypassCSP: true } });
    try {
      await w.visit('/staff');
      await w.page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Staff' }).click();
      await w.page.waitForURL('**/staff/people');
      await w.page.getByRole('table').waitFor();
      expect(await axeBlocking(w.page)).toEqual([]);

      await w.page.getByLabel('E-mail').fill(email);
      await w.page.getByLabel('Role', { exact: true }).selectOption('front_desk');
      await w.page.getByRole('button', { name: 'Send invitation' }).click();
      await w.page.getByRole('status').filter({ hasText: `We sent ${email} an e-mail` }).waitFor();
      const row = w.page.getByRole('row').filter({ hasText: email });
      await row.getByText('Password not set').waitFor();
      expect(await axeBlocking(w.page)).toEqual([]);
      const wide = await w.page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(viewport.width);
      expect(w.problems).toEqual([]);
    } finally {
      await w.close();
    }

    // she opens the link from her mail, in a browser of her own
    const link = await invitationLink(email);
    // without the CSP, so axe can check her set-up page too
    const her = await openPage(browser, { viewport, contextOptions: { bypassCSP: true } });
    try {
      await her.page.goto(link);
      await her.settled();
      await her.page.getByLabel('New password').fill(STAFF_PASSWORD);
      await her.page.getByLabel('Confirm password').fill(STAFF_PASSWORD);
      await her.page.getByRole('button', { name: 'Set password' }).click();
      await her.page.waitForURL('**/staff/signin');
      await her.page.getByLabel('Email').fill(email);
      await her.page.getByLabel('Password').fill(STAFF_PASSWORD);
      await her.page.getByLabel('Password').press('Enter');
      // her role needs a second factor: she sets up her authenticator app first, the key read from the page
      await her.page.waitForURL((url) => url.pathname === '/staff/second-factor');
      await her.page.getByRole('heading', { name: 'Set up your second step' }).waitFor();
      expect(await her.page.getByRole('img', { name: 'QR code to add your staff account to an authenticator app' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(await axeBlocking(her.page)).toEqual([]);
      const key = ((await her.page.locator('code.staff-totp__secret').textContent()) ?? '').replace(/\s+/g, '');
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      await her.page.getByLabel('The 6-digit code the app shows').fill(totpCode(key, Math.floor(Date.now() / 30_000)));
      await her.page.getByRole('button', { name: 'Confirm' }).click();
      await her.page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
      expect(await her.page.locator('.staff-totp__recovery code').allTextContents()).toHaveLength(10);
      await her.page.getByRole('button', { name: 'I have saved them: continue' }).click();
      await her.page.waitForURL((url) => url.pathname === '/staff');
      await her.page.getByRole('heading', { level: 1 }).waitFor();
      const nav = her.page.getByRole('navigation', { name: 'Staff pages' });
      await nav.waitFor();
      expect(await nav.getByRole('link').allTextContents()).toEqual(['Inbox', 'Calendar', 'Courses']);
      await her.page.getByText('Front desk', { exact: true }).waitFor();
      // the posts are not hers: the page sends her back to her first page
      await her.visit('/staff/posts');
      expect(new URL(her.page.url()).pathname).toBe('/staff');
      await her.visit('/staff/people');
      expect(new URL(her.page.url()).pathname).toBe('/staff');
      expect(her.problems).toEqual([]);
    } finally {
      await her.close();
    }
  });
});
