/**
 * Visitor accounts in Chromium through the real server (docs/product/screens.md, docs/product/behaviour.md, docs/product/messages.md): register in two steps,
 * sign in, the header menu, a profile edit that survives a reload and a new sign-in, logout, the
 * /profile guard; and forgot password → the e-mailed link → reset → only the new password works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, viewports } from './fixtures/browser';
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

/** Toasts on screen that are not on their way out. */
const toastTexts = (page: Page) => page.locator('.notyf__toast:not(.notyf__toast--disappear) .notyf__message').allTextContents();

async function waitForToast(page: Page, text: string | RegExp): Promise<void> {
  await page
    .locator('.notyf__toast:not(.notyf__toast--disappear) .notyf__message', { hasText: text })
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 });
}

/**
 * Closes the toasts on screen, as a visitor would to reach what they cover: they sit at the top
 * right, over the header's account button.
 */
async function dismissToasts(page: Page): Promise<void> {
  const close = page.locator('.notyf__toast:not(.notyf__toast--disappear) .notyf__dismiss-btn');
  while ((await close.count()) > 0) await close.first().click();
  await page.locator('.notyf__toast').first().waitFor({ state: 'detached' }).catch(() => undefined);
}

const main = (page: Page) => page.locator('main');

describe('register, sign in, profile, logout', () => {
  it('takes a visitor from registration to an edited profile and back out', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    const { page } = w;
    const email = `ana.${unique()}@example.com`;
    const password = 'Correct-Horse-Battery-29';

    // Step 1: Personal Details
    await w.visit('/register');
    expect(await main(page).getByRole('heading', { level: 2 }).textContent()).toBe('Personal Details');
    await main(page).getByRole('button', { name: 'Next' }).click();
    await waitForToast(page, 'All fields are required');
    await main(page).getByLabel('First Name').fill('Ana');
    await main(page).getByLabel('Last Name').fill('Lima');
    await main(page).getByLabel('Date of Birth').fill('1990-04-02');
    await main(page).getByLabel('Phone Number').fill('3055550100');
    await main(page).getByText('Female', { exact: true }).click();
    await main(page).getByLabel('How did you hear about us?').selectOption('Internet search');
    await main(page).getByRole('button', { name: 'Next' }).click();

    // Step 2: e-mail and passwords, with the live mismatch message; Back keeps what was typed
    await main(page).getByRole('heading', { name: 'Account Details' }).waitFor();
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByLabel(/^Password/).fill(password);
    await main(page).getByLabel('Confirm Password').fill('something else');
    await main(page).getByText('Passwords do not match').waitFor();
    await main(page).getByLabel('Confirm Password').fill(password);
    expect(await main(page).getByText('Passwords do not match').count()).toBe(0);
    await main(page).getByRole('button', { name: 'Back' }).click();
    expect(await main(page).getByLabel('First Name').inputValue()).toBe('Ana');
    expect(await main(page).getByLabel('How did you hear about us?').inputValue()).toBe('Internet search');
    await main(page).getByRole('button', { name: 'Next' }).click();
    expect(await main(page).getByLabel('Email').inputValue()).toBe(email);
    await main(page).getByRole('button', { name: 'Submit' }).click();
    await page.locator('.notyf__toast--success').first().waitFor({ timeout: 10_000 });
    await page.waitForURL('**/signin', { timeout: 5_000 });

    // Sign in: the header offers Register on /signin
    await w.settled();
    // the page is drawn once its lazily loaded route has rendered, a moment after the URL changes
    await page.locator('header').getByRole('link', { name: 'Register' }).waitFor({ timeout: 10_000 });
    await signInOnPage(page, email, password);
    await waitForToast(page, 'Login Success');
    await page.waitForURL(`${baseUrl()}/`, { timeout: 5_000 });
    const userId = await page.evaluate(() => localStorage.getItem('userid'));
    expect(userId).toMatch(/\S/);

    // Header menu: opens with the keyboard, closes with Escape, leads to Profile
    const menuButton = page.locator('header').getByRole('button', { name: 'Account menu' }).filter({ visible: true });
    await dismissToasts(page);
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Account' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Profile', 'Logout']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Profile');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Account menu');
    await menuButton.click();
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');

    // Profile: prefilled from the session, edited, saved
    const profile = main(page);
    await profile.getByLabel('First Name').waitFor();
    expect(await profile.getByLabel('First Name').inputValue()).toBe('Ana');
    expect(await profile.getByLabel('Email').inputValue()).toBe(email);
    expect(await profile.getByLabel('How did you hear about us').inputValue()).toBe('Internet search');
    expect(await profile.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    await profile.getByText('Male', { exact: true }).click();
    expect(await profile.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
    await profile.getByLabel('Last Name').fill('Lima-Souza');
    await profile.getByLabel('Phone Number').fill('3055550177');
    await profile.getByRole('button', { name: 'Save & Update' }).click();
    await page.locator('.notyf__toast--success').first().waitFor({ timeout: 10_000 });
    await page.waitForURL(`${baseUrl()}/`, { timeout: 5_000 });

    // The edit survives a reload of /profile
    await w.visit('/profile');
    await page.reload();
    await w.settled();
    await main(page).getByLabel('Last Name').waitFor();
    expect(await main(page).getByLabel('Last Name').inputValue()).toBe('Lima-Souza');
    expect(await main(page).getByLabel('Phone Number').inputValue()).toBe('3055550177');

    // Logout from the menu
    await dismissToasts(page);
    await page.locator('header').getByRole('button', { name: 'Account menu' }).filter({ visible: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForToast(page, 'Logout Success');
    await page.waitForURL(`${baseUrl()}/`);
    expect(await page.evaluate(() => localStorage.getItem('userid'))).toBe('');
    expect(await page.locator('header').getByRole('link', { name: 'Sign In' }).filter({ visible: true }).count()).toBe(1);

    // A visitor asking for /profile is sent to /signin
    await page.goto('/profile');
    await page.waitForURL('**/signin', { timeout: 5_000 });

    // The server kept the edit: a fresh sign-in brings it back
    await w.settled();
    await signInOnPage(page, email, password);
    await waitForToast(page, 'Login Success');
    await page.waitForURL(`${baseUrl()}/`);
    await w.visit('/profile');
    await main(page).getByLabel('Last Name').waitFor();
    expect(await main(page).getByLabel('Last Name').inputValue()).toBe('Lima-Souza');

    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('sends the server render of /profile without anyone’s details', async () => {
    const res = await fetch(`${baseUrl()}/profile`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Loading your account…');
    expect(html).not.toMatch(/<form/);
  });

  it('on a phone: Sign Up on the sign-in form, the sign-in icon in the header, and the menu once signed in', async () => {
    const email = `phone.${unique()}@example.com`;
    const password = 'Phone-Only-Passphrase-41';
    await registerPatient(email, password);
    const w = await openPage(browser, { viewport: viewports.phone });
    const { page } = w;
    await w.visit('/');
    const icon = page.locator('header').getByRole('link', { name: 'Sign In' }).filter({ visible: true });
    expect(await icon.count()).toBe(1);
    await icon.click();
    await page.waitForURL('**/signin');
    const signUp = main(page).getByRole('link', { name: 'Sign Up' });
    await signUp.waitFor({ timeout: 10_000 });
    expect(await signUp.getAttribute('href')).toBe('/register');
    await signInOnPage(page, email, password);
    await waitForToast(page, 'Login Success');
    await page.waitForURL(`${baseUrl()}/`);
    const menuButton = page.locator('header').getByRole('button', { name: 'Account menu' }).filter({ visible: true });
    await dismissToasts(page);
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Profile' }).filter({ visible: true }).click();
    await page.waitForURL('**/profile');
    await expect.poll(() => main(page).getByLabel('Email').inputValue(), { timeout: 10_000 }).toBe(email);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});

describe('forgot and reset password', () => {
  it('e-mails a link that sets a new password; the old one stops working', async () => {
    const email = `reset.${unique()}@example.com`;
    const oldPassword = 'Old-Garden-Lantern-57';
    const newPassword = 'New-Harbor-Compass-83';
    await registerPatient(email, oldPassword);

    const w = await openPage(browser, { viewport: viewports.desktop });
    const { page } = w;
    await w.visit('/signin');
    await main(page).getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot-password');
    // the route renders a moment after the URL changes: wait for the new page, not a fixed time
    await main(page).getByRole('heading', { level: 2, name: 'Lost Your Password?' }).waitFor({ timeout: 10_000 });

    // Back returns to the previous page, and the link is there again
    await main(page).getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/signin');
    await main(page).getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot-password');

    await main(page).getByLabel('Email').fill(email);
    await main(page).getByRole('button', { name: 'Reset Password' }).click();
    await page.locator('.notyf__toast--success').first().waitFor({ timeout: 10_000 });
    expect(await main(page).getByLabel('Email').inputValue()).toBe('');

    const link = await mailedLink(email, '/reset-password', { newest: true });
    const url = new URL(link);
    expect(url.origin).toBe(baseUrl());
    expect(url.searchParams.get('email')).toBe(email);
    expect(url.searchParams.get('token')).toMatch(/\S{20,}/);

    await w.visit(url.pathname + url.search);
    expect(await main(page).getByRole('heading', { level: 2 }).textContent()).toBe('New Password?');
    const passwordField = main(page).getByLabel(/^Password/);
    await passwordField.fill(newPassword);
    const show = main(page).getByRole('button', { name: 'Show password' });
    await show.click();
    expect(await show.getAttribute('aria-pressed')).toBe('true');
    expect(await passwordField.getAttribute('type')).toBe('text');
    await main(page).getByLabel(/^Confirm Password/).fill('New-Harbor');
    await main(page).getByText('Passwords do not match').waitFor();
    await main(page).getByLabel(/^Confirm Password/).fill(newPassword);
    await main(page).getByRole('button', { name: 'Submit' }).click();
    await page.locator('.notyf__toast--success').first().waitFor({ timeout: 10_000 });
    await page.waitForURL('**/signin', { timeout: 5_000 });
    await w.settled();

    // The old password is refused and leaves the visitor signed out
    await signInOnPage(page, email, oldPassword);
    await page.locator('.notyf__toast--error').first().waitFor({ timeout: 10_000 });
    expect(page.url()).toBe(`${baseUrl()}/signin`);
    expect(await page.evaluate(() => localStorage.getItem('userid') ?? '')).toBe('');
    expect(await toastTexts(page)).not.toContain('Login Success');

    // The new one works
    await signInOnPage(page, email, newPassword);
    await waitForToast(page, 'Login Success');
    await page.waitForURL(`${baseUrl()}/`);

    // The link works once
    const again = await fetch(`${baseUrl()}/api/endolift-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: url.searchParams.get('token'), email, password: 'Third-Meadow-Violin-12', confirm_password: 'Third-Meadow-Violin-12' }),
    });
    const body = (await again.json()) as { success: unknown };
    expect(body.success === true || body.success === 1).toBe(false);

    expect(w.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    await w.close();
  });
});
