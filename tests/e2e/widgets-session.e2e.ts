/**
 * On the clinic's own origin the widget bundle shares the site's session: a visitor signed in on
 * the site finds the booking widget prefilled, and a sign-out on the site reaches the widget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './fixtures/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const user = {
  id: 7,
  first_name: 'Lucía',
  last_name: 'Ortega',
  email: 'lucia@example.com',
  phone: '3055550123',
  dob: '1985-06-01',
  gender: 'Female',
  ref_type: 'Friend',
};

describe('widgets on the clinic origin', () => {
  it('follow the site session stored under root and userid', async () => {
    const w = await openPage(browser);
    await w.page.goto('/');
    await w.page.evaluate((u) => {
      localStorage.setItem('root', JSON.stringify({ isLogin: true, user: u }));
      localStorage.setItem('userid', String(u.id));
    }, user);
    // a landing page of the clinic's: the bundle from its own origin, one booking element
    await w.page.evaluate(() => {
      const s = document.createElement('script');
      s.src = '/widgets/clinic-widgets.umd.js';
      s.async = true;
      document.body.appendChild(s);
      document.body.appendChild(document.createElement('clinic-booking'));
    });
    const firstName = w.page.locator('clinic-booking input[name="first_name"]');
    await expect.poll(() => firstName.inputValue(), { timeout: 10_000 }).toBe('Lucía');
    expect(await w.page.locator('clinic-booking input[name="email"]').inputValue()).toBe('lucia@example.com');
    await w.close();
  });
});
