/**
 * The clinic's side in Chromium, against the built server: a staff account made with
 * `npm run staff -- add`, its password set through the printed link; a visitor books a consultation
 * on /consultation with a real JPEG; it appears in the inbox, its photo opens for staff only, its
 * status and note change and survive a reload, the export downloads; the new-lead e-mail's link
 * leads through sign-in to the lead; keyboard use, axe at phone and desktop widths, sign-out.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, dataDir, launchBrowser, openPage, viewports, type WatchedPage } from './fixtures/browser';
import { axeBlocking } from './fixtures/axe';
import { addStaffSession, openStaffPage, passSecondFactorOnPage, STAFF_PASSWORD, staffCli, type StaffAccount } from './fixtures/staff-session';
import { readOutbox } from '../server/helpers/outbox';
import { parseCsv } from '../server/staff-fixtures';
import { SOURCE_EXPORT_COLUMNS } from '../../server/lead-sources/lead-source-views';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator('.notyf__toast:not(.notyf__toast--disappear) .notyf__message', { hasText: text }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/**
 * Signs in through the form, then the second step (setting up the authenticator app from the page
 * the first time, a code after): only the tests about signing in do; the others use fixtures/staff-session.ts.
 */
async function signIn(page: Page, account: StaffAccount): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  // Enter submits, as a keyboard user would
  await page.getByLabel('Password').press('Enter');
  await passSecondFactorOnPage(page, account);
}

describe('staff inbox', () => {
  const staffEmail = `frontdesk.${unique()}@example.com`;
  /** the account made in the first test; the tests after the sign-in ones share its one session */
  const staff: StaffAccount = { email: staffEmail, password: STAFF_PASSWORD };
  const lastName = `Ocampo${unique()}`.replace(/\d/g, 'x');
  let leadPath = '';
  let photo: Buffer;

  it('creates a staff account from the command line and sets its password through the printed link', async () => {
    const out = await staffCli('add', staffEmail);
    expect(out).toContain(`Staff account created: ${staffEmail}`);
    const link = /(https?:\/\/\S+\/staff\/set-password\?\S+)/.exec(out)?.[1];
    expect(link).toBeDefined();
    expect(link!.startsWith(`${baseUrl()}/staff/set-password?token=`)).toBe(true);
    expect(await staffCli('list')).toMatch(new RegExp(`${staffEmail.replace(/\./g, '\\.')}\\s+owner\\s+password not set`));

    const w = await openPage(browser, { viewport: viewports.phone });
    const res = await w.page.goto(link!);
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(res?.headers()['referrer-policy']).toBe('no-referrer');
    await w.settled();
    expect(await w.page.getByRole('heading', { level: 1 }).textContent()).toBe('Set your password');
    await w.page.getByLabel('New password').fill(STAFF_PASSWORD);
    await w.page.getByLabel('Confirm password').fill('something-else');
    expect(await w.page.getByText('Passwords do not match').isVisible()).toBe(true);
    await w.page.getByLabel('Confirm password').fill(STAFF_PASSWORD);
    await w.page.getByRole('button', { name: 'Set password' }).click();
    await waitForToast(w.page, 'Your password is set. Please sign in.');
    await w.page.waitForURL('**/staff/signin');
    expect(w.problems).toEqual([]);
    await w.close();
    expect(await staffCli('list')).toMatch(new RegExp(`${staffEmail.replace(/\./g, '\\.')}\\s+owner\\s+active`));
  });

  it('a consultation booked on the site with a photo appears in the inbox, and its photo opens for staff only', async () => {
    photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 190, g: 140, b: 120 } } }).jpeg({ quality: 85 }).toBuffer();
    const visitor = await openPage(browser, { viewport: viewports.desktop });
    await visitor.visit('/consultation');
    const form = visitor.page.locator('form.clinic-booking__form');
    await form.getByLabel('First Name').fill('Valentina');
    await form.getByLabel('Last Name').fill(lastName);
    await form.getByLabel('Email').fill(`valentina.${unique()}@example.com`);
    await form.getByLabel('Phone', { exact: true }).fill('3055550144');
    await form.getByLabel('Message').fill('Jawline and neck, please.\nMornings suit me best.');
    await form.getByLabel('Upload Image').setInputFiles({ name: 'jawline.jpg', mimeType: 'image/jpeg', buffer: photo });
    // A person takes more than a few seconds to fill the form; the server drops faster "people" as bots.
    await visitor.page.waitForTimeout(3500);
    await form.getByRole('button', { name: 'Book a free consultation' }).click();
    await waitForToast(visitor.page, 'Thank you! Your consultation request has been received. We will contact you shortly.');
    await visitor.page.waitForURL(`${baseUrl()}/`);
    // the visitor's browser cannot open the staff side
    const refused = await visitor.page.request.get(`${baseUrl()}/api/staff/leads`);
    expect(refused.status()).toBe(401);
    expect(visitor.problems).toEqual([]);
    await visitor.close();

    // the staff side's gate, and the first sign-in through the form (with Enter, as a keyboard user)
    const w = await openPage(browser, { viewport: viewports.desktop });
    const { page } = w;
    const res = await page.goto('/staff');
    expect(page.url()).toBe(`${baseUrl()}/staff/signin`);
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await w.settled();
    await signIn(page, staff);
    await page.waitForURL(`${baseUrl()}/staff`);
    const row = page.getByRole('row').filter({ hasText: lastName });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      expect.stringMatching(/\d{4}, \d{1,2}:\d{2} [AP]M$/),
      `Valentina ${lastName}`,
      'Consultation request',
      'New',
      'English',
      expect.stringMatching(/^valentina\..+@example\.com$/),
      '(305) 555-0144',
      // where she came from (server/lead-sources/): straight to /consultation, no campaign, no partner
      'direct',
      '',
      '/consultation',
    ]);

    // search finds it by the start of the last name
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName.slice(0, 8).toLowerCase());
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/q=/);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    // keyboard: Tab to the lead's link and open it with Enter
    const link = page.getByRole('link', { name: `Valentina ${lastName}` });
    leadPath = new URL(String(await link.getAttribute('href')), baseUrl()).pathname;
    expect(leadPath).toMatch(/^\/staff\/leads\/consultation\/\d+$/);
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}${leadPath}`);
    await page.getByRole('heading', { level: 1, name: `Valentina ${lastName}` }).waitFor();
    const details = page.getByRole('region', { name: 'Details' });
    expect(await details.getByText('Jawline and neck, please.').isVisible()).toBe(true);
    expect(await details.getByRole('link', { name: `${baseUrl()}/consultation` }).isVisible()).toBe(true);

    const img = page.getByRole('img', { name: 'Photo sent by Valentina with the consultation request' });
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBe(480);
    const src = String(await img.getAttribute('src'));
    const asStaff = await page.request.get(`${baseUrl()}${src}`);
    expect(asStaff.status()).toBe(200);
    expect(asStaff.headers()['content-type']).toBe('image/jpeg');
    expect(asStaff.headers()['cache-control']).toBe('no-store');
    expect(await sharp(await asStaff.body()).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
    const stranger = await browser.newContext();
    expect((await stranger.request.get(`${baseUrl()}${src}`)).status()).toBe(401);
    await stranger.close();

    const history = page.getByRole('region', { name: 'History' });
    expect(await history.getByRole('listitem').first().innerText()).toContain(`${staffEmail}\nViewed`);
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('changes the status and note, which survive a reload and show in the history', async () => {
    const w = await openStaffPage(browser, staff, { viewport: viewports.phone });
    const { page } = w;
    await page.goto(leadPath);
    const followUp = page.getByRole('region', { name: 'Follow-up' });
    await followUp.getByLabel('Status').waitFor();
    await followUp.getByLabel('Status').selectOption('contacted');
    await followUp.getByLabel('Note').fill('Called on Tuesday; books after her trip.');
    await followUp.getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, 'The lead has been saved.');

    await page.reload();
    await w.settled();
    await followUp.getByLabel('Status').waitFor();
    expect(await followUp.getByLabel('Status').inputValue()).toBe('contacted');
    expect(await followUp.getByLabel('Note').inputValue()).toBe('Called on Tuesday; books after her trip.');
    const history = await page.getByRole('region', { name: 'History' }).getByRole('listitem').allInnerTexts();
    expect(history.some((h) => h.includes('Changed the status (new → contacted)'))).toBe(true);
    expect(history.some((h) => h.includes('Changed the note (note added (40 characters))'))).toBe(true);
    expect(history.join('\n')).not.toContain('Tuesday');

    // the inbox shows the new status under its filter
    await page.goto('/staff?status=contacted');
    const row = page.getByRole('row').filter({ hasText: lastName });
    await row.waitFor();
    expect(await row.innerText()).toContain('Contacted');
    expect(await row.getByText('Has a note').count()).toBe(1);
    // on a phone the eleven filter fields are folded behind one button that says how many are set
    const toggle = page.getByRole('button', { name: 'Filters 1 set' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('combobox', { name: 'Status' }).isVisible()).toBe(false);
    expect(await page.getByRole('searchbox', { name: 'Search' }).isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('contacted');
    expect(await page.getByRole('searchbox', { name: 'Search' }).isVisible()).toBe(true);
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('downloads the export of the filtered leads as a CSV file', async () => {
    const w = await openStaffPage(browser, staff, { viewport: viewports.desktop });
    const { page } = w;
    await page.goto(`/staff?status=contacted&q=${encodeURIComponent(lastName.toLowerCase())}`);
    await page.getByRole('row').filter({ hasText: lastName }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    // the e2e run shares one browser over a connection, so the file is copied here to be read
    const saved = path.join(dataDir(), download.suggestedFilename());
    await download.saveAs(saved);
    const text = fs.readFileSync(saved, 'utf8').replace(/^\uFEFF/, '');
    fs.rmSync(saved);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['Type', 'ID', 'Received (Miami time)', 'Status', 'Name', 'Email', 'Phone', 'Message', 'Sent from page', 'Note', 'Language', ...SOURCE_EXPORT_COLUMNS, 'Appointment type', 'Appointment (Miami time)', 'Appointment status']);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      'Consultation request',
      leadPath.split('/').pop(),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      'contacted',
      `Valentina ${lastName}`,
      expect.stringMatching(/^valentina\..+@example\.com$/),
      '3055550144',
      expect.stringMatching(/^Jawline and neck, please\.\r?\nMornings suit me best\.$/),
      `${baseUrl()}/consultation`,
      'Called on Tuesday; books after her trip.',
      'en',
      // where she came from: straight to /consultation, so both touches are that landing page alone
      '', '', '', '', '', '', '', '/consultation', '',
      '', '', '', '', '', '', '', '/consultation',
      // a call-back request: no appointment
      '', '', '',
    ]);
    expect(text).not.toMatch(/\.jpg/);
    await waitForToast(page, 'The export has been downloaded.');
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('the new-lead e-mail links through sign-in straight to the lead, and signing out closes the inbox', async () => {
    const id = leadPath.split('/').pop();
    let notice: ReturnType<typeof readOutbox>[number] | undefined;
    for (let i = 0; i < 75 && !notice; i++) {
      notice = readOutbox(dataDir()).find((m) => m.subject === `New consultation request #${id}`);
      if (!notice) await new Promise((r) => setTimeout(r, 200));
    }
    expect(notice?.text).toContain(`${baseUrl()}${leadPath}`);
    expect(notice?.text).toContain('Valentina');
    expect(notice?.text).not.toContain(lastName);

    const w: WatchedPage = await openPage(browser, { viewport: viewports.desktop });
    const { page } = w;
    await page.goto(`${baseUrl()}${leadPath}`);
    expect(page.url()).toBe(`${baseUrl()}/staff/signin?next=${encodeURIComponent(leadPath)}`);
    await w.settled();
    await signIn(page, staff);
    await page.waitForURL(`${baseUrl()}${leadPath}`);
    await page.getByRole('heading', { level: 1, name: `Valentina ${lastName}` }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitForToast(page, 'You have signed out.');
    await page.waitForURL(`${baseUrl()}/staff/signin`);
    await page.goto('/staff');
    expect(page.url()).toBe(`${baseUrl()}/staff/signin`);
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('has no serious accessibility problem on any staff page, at phone and desktop widths', async () => {
    const found: string[] = [];
    for (const [name, viewport] of Object.entries(viewports)) {
      // the scanner is an inline script: this context alone lets it past the page's CSP
      const w = await openPage(browser, { viewport, contextOptions: { bypassCSP: true } });
      const { page } = w;
      await w.visit('/staff/signin');
      for (const v of await axeBlocking(page)) found.push(`${name} /staff/signin ${v}`);
      await addStaffSession(w.context, staff);
      await w.visit('/staff');
      await page.getByRole('table').waitFor();
      for (const v of await axeBlocking(page)) found.push(`${name} /staff ${v}`);
      await page.goto(leadPath);
      await page.getByRole('region', { name: 'History' }).waitFor();
      await page.getByRole('button', { name: 'Delete this lead…' }).click();
      for (const v of await axeBlocking(page)) found.push(`${name} ${leadPath} ${v}`);
      await w.visit('/staff/set-password?token=x&email=someone%40example.com');
      for (const v of await axeBlocking(page)) found.push(`${name} /staff/set-password ${v}`);
      await w.close();
    }
    expect(found).toEqual([]);
  });

  it('deletes the lead and its photo after a confirmation in the page', async () => {
    const w = await openStaffPage(browser, staff, { viewport: viewports.desktop });
    const { page } = w;
    await page.goto(leadPath);
    const img = page.getByRole('img', { name: 'Photo sent by Valentina with the consultation request' });
    await img.waitFor();
    const src = String(await img.getAttribute('src'));
    await page.getByRole('button', { name: 'Delete this lead…' }).click();
    // the question takes focus; Cancel gives it back and deletes nothing
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Delete this lead and its photo? This cannot be undone.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Delete this lead…');
    expect((await page.request.get(`${baseUrl()}${src}`)).status()).toBe(200);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Delete the lead and its photo' }).click();
    await waitForToast(page, 'The lead and its photo have been deleted.');
    await page.waitForURL(`${baseUrl()}/staff`);
    await page.getByText(/^Showing \d+ leads?\.$|^No leads match these filters\.$/).waitFor();
    expect(await page.getByRole('row').filter({ hasText: lastName }).count()).toBe(0);
    expect((await page.request.get(`${baseUrl()}${src}`)).status()).toBe(404);
    await page.goto(leadPath);
    await page.getByRole('heading', { level: 1, name: 'This lead could not be found. It may have been deleted.' }).waitFor();
    expect(w.problems.filter((p) => !/404/.test(p))).toEqual([]);
    await w.close();
  });

  it('keeps staff pages out of the sitemap', async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(xml).toContain('<loc>');
    expect(xml).not.toContain('/staff');
  });
});
