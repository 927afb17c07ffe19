/**
 * A time booked through <clinic-booking> on the partner demo page, an origin of its own under a
 * strict CSP (docs/product/screens.md "Time picker", widgets/EMBEDDING.md): at 390 px and with the
 * keyboard only, a patient chooses a phone consultation and a time in the widget's on-demand picker
 * part, fills the form and books; the booked confirmation takes the form's place, the cross-origin
 * booking carried its Idempotency-Key, `clinic:success` names the type and start and nothing the
 * patient typed, the appointment is in the database, and cancelling from the mailed link
 * (/appointment?token=…) makes the availability call offer the time again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, dataDir, launchBrowser, openPage, viewports } from './fixtures/browser';
import { attachFacePhoto, waitUntilAPersonCouldHaveFilledIt } from './fixtures/consultation-form';
import { freeStarts, manageLinkFor } from './fixtures/appointment-links';
import { startDemoSite, type DemoSite } from '../../demo/demo-site';
import { connectDatabase } from '../../server/db/connect';
import { apiPath } from '../../src/config/clinic';
import { timePickerCopy } from '../../src/booking/time-picker/time-picker-copy';
import { manageCopy } from '../../site/appointment/manage-copy';
import { appointmentText } from '../../server/appointments/appointment-text';

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

/** Whether the focused element, followed into shadow roots, matches `selector` inside <clinic-booking>. */
const bookingFocusMatches = (page: Page, selector: string) =>
  page.evaluate((s) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const host = (active?.getRootNode() as ShadowRoot | Document | undefined) instanceof ShadowRoot ? (active!.getRootNode() as ShadowRoot).host : null;
    return host?.tagName === 'CLINIC-BOOKING' && active!.matches(s);
  }, selector);

/** Presses Tab until the focus, inside the widget's shadow root, is on `selector`. */
async function tabToInWidget(page: Page, selector: string, most = 60): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await bookingFocusMatches(page, selector)) return;
  }
  throw new Error(`Tab never reached ${selector} in <clinic-booking>`);
}

async function tabToButton(page: Page, name: string, most = 80): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((n) => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent === n, name)) return;
  }
  throw new Error(`Tab never reached the button ${name}`);
}

interface SuccessDetail {
  widget: string;
  instance: string;
  language: string;
  appointmentType?: string;
  appointmentStart?: string;
}

describe('booking a time in <clinic-booking> on the partner page at 390 px with the keyboard only', () => {
  it('books a phone consultation across origins, announces its type and start, stores it, and the mailed link’s cancel frees the time', async () => {
    const w = await openPage(browser, { baseURL: demo.url, viewport: viewports.phone });
    const { page } = w;
    const email = `widget-appt.${Date.now().toString(36)}@example.com`;
    const bookings: { origin?: string; key?: string }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === apiPath('scheduleconversation')) {
        bookings.push({ origin: r.headers().origin, key: r.headers()['idempotency-key'] });
      }
    });

    await page.goto(demo.url);
    const booking = page.locator('clinic-booking');
    // the picker arrives with its on-demand part: its first choice is the sign it is there
    const inPerson = booking.locator('input[type="radio"][value="in-person"]');
    await inPerson.waitFor({ state: 'attached', timeout: 15_000 });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // past the treatment map's hotspots to the picker's first choice, then down to the phone call
    await tabToInWidget(page, 'input[type="radio"][value="in-person"]');
    await page.keyboard.press('ArrowDown');
    expect(await bookingFocusMatches(page, 'input[type="radio"][value="phone"]:checked')).toBe(true);
    const times = booking.locator('[role="listbox"][aria-labelledby$="times-label"]');
    await times.waitFor({ state: 'visible', timeout: 10_000 }).catch(async (err: unknown) => {
      throw new Error(`${String(err)}; the picker shows: ${await booking.locator('.clinic-picker').textContent()}; ${w.problems.join(' ')}`);
    });
    await tabToInWidget(page, '[role="listbox"][aria-labelledby$="times-label"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    const chosen = times.locator('[role="option"][aria-selected="true"]');
    const chosenTime = (await chosen.textContent()) ?? '';
    expect(chosenTime).toMatch(/^\d{1,2}:\d{2}/);
    const dayLabel = (await booking.locator('[id$="times-label"]').textContent()) ?? '';

    // the rest of the form, by Tab and typing; the spa fills in the message for its members
    await tabToInWidget(page, 'input[name="first_name"]');
    await page.keyboard.type('Lucía');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Widget-Guest');
    await tabToInWidget(page, 'input[name="email"]');
    await page.keyboard.type(email);
    await tabToInWidget(page, 'input[name="phone"]');
    await page.keyboard.type('3055550166');
    expect(await booking.locator('textarea[name="message"]').inputValue()).toBe('I am a Serenity Day Spa member.');
    // a file chooser is the browser's own dialog: the photo is handed to the focused input
    await tabToInWidget(page, 'input[type="file"]');
    await attachFacePhoto(booking, { r: 175, g: 128, b: 108 });
    await waitUntilAPersonCouldHaveFilledIt(booking);
    await tabToInWidget(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');

    // the confirmation takes the form's place, in the widget, and takes focus
    const confirmation = booking.getByRole('status').filter({ has: page.getByRole('heading', { name: timePickerCopy.bookedHeading }) });
    await confirmation.waitFor({ state: 'visible', timeout: 15_000 });
    const confirmed = (await confirmation.textContent()) ?? '';
    expect(confirmed).toContain(timePickerCopy.types.phone);
    expect(confirmed).toContain(chosenTime.split(' (')[0]);
    expect(confirmed).toContain(dayLabel.replace(timePickerCopy.timesOn(''), ''));
    // focus moves in an effect, which may run a frame after the confirmation is drawn
    await expect.poll(() => bookingFocusMatches(page, '[role="status"]'), { timeout: 10_000 }).toBe(true);
    expect(await booking.locator('form').count()).toBe(0);
    expect(page.url()).toBe(demo.url);

    // one booking, from the partner's origin, with its key
    expect(bookings).toEqual([{ origin: new URL(demo.url).origin, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);

    // the partner's analytics learns the type and the start, and nothing the patient typed
    await page.waitForFunction(() => (document.getElementById('analytics')?.textContent ?? '').includes('clinic:success'));
    const log = (await page.locator('#analytics').textContent()) ?? '';
    const successLines = log.split('\n').filter((line) => line.startsWith('clinic:success '));
    expect(successLines).toHaveLength(1);
    const detail = JSON.parse(successLines[0]!.slice('clinic:success '.length)) as SuccessDetail;
    expect(detail).toEqual({ widget: 'booking', instance: 'spa-booking', language: 'en', appointmentType: 'phone', appointmentStart: expect.any(String) });
    const start = detail.appointmentStart!;
    expect(new Date(start).toISOString()).toBe(start);
    for (const typed of [email, 'Lucía', 'Widget-Guest', '3055550166', 'Serenity Day Spa member']) expect(log).not.toContain(typed);
    expect(w.problems).toEqual([]);

    // the appointment is stored with its lead, for the start the event named
    const { db } = connectDatabase({ databaseUrl: process.env.E2E_DATABASE_URL, dataDir: dataDir() });
    let booked: { start_at: number; status: string; language: string; type_id: string; lead_id: number | null } | undefined;
    let lead: { id: number; form_page_name: string | null } | undefined;
    try {
      booked = await db.selectFrom('appointments').select(['start_at', 'status', 'language', 'type_id', 'lead_id']).where('email', '=', email).executeTakeFirst();
      lead = await db.selectFrom('consultation_requests').select(['id', 'form_page_name']).where('email', '=', email).executeTakeFirst();
    } finally {
      await db.destroy();
    }
    expect(booked).toMatchObject({ status: 'booked', language: 'en', type_id: 'phone', lead_id: lead?.id });
    expect(lead?.form_page_name).toBe(demo.url);
    expect(new Date(booked!.start_at).toISOString()).toBe(start);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(start));
    expect(await freeStarts('phone', date)).not.toContain(start);

    // the mailed link, on the clinic's site, cancels with the keyboard and frees the time
    const link = await manageLinkFor(email);
    expect(new URL(link).pathname).toBe('/appointment');
    await page.goto(link);
    await page.getByRole('heading', { name: manageCopy.heading }).waitFor({ state: 'visible', timeout: 10_000 });
    // the buttons act once the page has hydrated (its code starts after the load event)
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await tabToButton(page, manageCopy.cancel);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 }).toBe(manageCopy.confirmCancel);
    await page.keyboard.press('Enter');
    // the server's answer, said once: not the page's own line as well
    await page.getByText(appointmentText.cancelled).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.getByText(manageCopy.cancelled).count()).toBe(0);
    expect(await freeStarts('phone', date)).toContain(start);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});
