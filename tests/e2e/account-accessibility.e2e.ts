/**
 * axe-core on the account screens in the states a first page load never shows: step 1 refused,
 * step 2 with a password mismatch, the reset form with a password shown, the signed-in profile
 * and the open account menu, at a phone and a desktop width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, viewports } from './fixtures/browser';
import { registerPatient } from './fixtures/patient-account';
import { axeBlocking } from './fixtures/axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function blockingViolations(page: Page, state: string): Promise<string[]> {
  return (await axeBlocking(page)).map((line) => `${state}: ${line}`);
}

describe('account screens, interactive states', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`have no serious or critical axe violation at ${viewport.width} px (${name})`, async () => {
      const email = `axe.${name}.${Date.now().toString(36)}@example.com`;
      const password = 'Accessible-Lantern-Path-64';
      await registerPatient(email, password, { first_name: 'Lena', last_name: 'Ortiz', phone: '3055550142', dob: '1979-11-23', gender: 'Other', ref_type: 'Staff' });
      // The page's CSP admits only its own nonce-tagged scripts; the scanner is injected around it.
      const w = await openPage(browser, { viewport, contextOptions: { bypassCSP: true } });
      const { page } = w;
      const main = page.locator('main');
      const found: string[] = [];

      await w.visit('/register');
      await main.getByRole('button', { name: 'Next' }).click();
      await main.getByText('All fields are required').waitFor();
      // the refusal's toast comes with the toasts' part a moment after the field message: measured once it is there
      await page.locator('.notyf__toast').first().waitFor();
      found.push(...(await blockingViolations(page, 'register step 1 refused')));

      await main.getByLabel('First Name').fill('Lena');
      await main.getByLabel('Last Name').fill('Ortiz');
      await main.getByLabel('Date of Birth').fill('1979-11-23');
      await main.getByLabel('Phone Number').fill('3055550142');
      await main.getByLabel('How did you hear about us?').selectOption('Staff');
      await main.getByRole('button', { name: 'Next' }).click();
      await main.getByLabel(/^Password/).fill('one thing');
      await main.getByLabel(/^Confirm Password/).fill('another');
      await main.getByText('Passwords do not match').waitFor();
      found.push(...(await blockingViolations(page, 'register step 2 mismatch')));

      await w.visit('/reset-password?token=not-a-real-token&email=lena%40example.com');
      await main.getByLabel(/^Password/).fill('visible now');
      await main.getByRole('button', { name: 'Show password' }).click();
      found.push(...(await blockingViolations(page, 'reset with a password shown')));

      await w.visit('/signin');
      await main.getByLabel('Email').fill(email);
      await main.getByLabel(/^Password/).fill(password);
      await main.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${baseUrl()}/`);
      await w.visit('/profile');
      await main.getByLabel('First Name').waitFor();
      found.push(...(await blockingViolations(page, 'profile')));

      await page.locator('header').getByRole('button', { name: 'Account menu' }).filter({ visible: true }).click();
      await page.getByRole('menu', { name: 'Account' }).waitFor();
      found.push(...(await blockingViolations(page, 'account menu open')));

      await w.close();
      expect(found).toEqual([]);
    });
  }
});
