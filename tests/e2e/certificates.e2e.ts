/**
 * The certificate of attendance end to end, against the built server: staff check a practitioner in
 * (the staff call), her mail arrives with the PDF; the PDF's QR code, read from the rendered page
 * by jsQR, leads to the verification page, which a 390 px phone opens: 'Valid', her name in Cyrillic
 * as she wrote it, the day, never indexed; axe finds nothing serious. Revoked by staff, the
 * same address says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, viewports } from './fixtures/browser';
import { staffApiHeaders } from './fixtures/staff-session';
import { attachedPdfFor, checkInThroughApi, courseDaysFixture, enrollThroughApi, qrOf, unique } from './fixtures/course-days';
import { axeBlocking } from './fixtures/axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the certificate of attendance', () => {
  const course = courseDaysFixture('certificates');
  let enrollmentId = 0;
  const email = `anna.${unique()}@example.com`;

  beforeAll(async () => {
    const dayId = await course.add({ date: '2031-10-11', language: 'en', seats: 4, price: '$2,900' });
    enrollmentId = await enrollThroughApi(dayId, { first_name: 'Анна', last_name: 'Петрова', email, phone: '(305) 555-0142', profession: 'laser_technician' });
  });

  it('is mailed on check-in; its QR code opens the verification page at 390 px; revoked, it says so', async () => {
    const headers = { ...(await staffApiHeaders(course.account)), 'content-type': 'application/json' };
    expect(await checkInThroughApi(course.account, enrollmentId)).toBe(200);

    const link = await qrOf(browser, await attachedPdfFor(email));
    expect(link).toMatch(/\/certificates\/[0-9A-HJKMNP-TV-Z]{20}$/);
    const target = new URL(link);
    const w = await openPage(browser, { viewport: viewports.phone, contextOptions: { bypassCSP: true } });
    const { page } = w;
    await w.visit(target.pathname);
    expect(await page.locator('h1').textContent()).toBe('Certificate of attendance');
    expect(await page.locator('.certificate-page__status').textContent()).toBe('Valid');
    expect(await page.locator('.certificate-page__facts').textContent()).toContain('Анна Петрова');
    expect(await page.locator('.certificate-page__facts').textContent()).toContain('Saturday, October 11, 2031');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    expect(await axeBlocking(page)).toEqual([]);

    const code = target.pathname.split('/').pop() ?? '';
    const revoke = await fetch(`${baseUrl()}/api/staff/courses/certificates/${code}/revoke`, { method: 'POST', headers, body: JSON.stringify({ reason: 'Checked in by mistake' }) });
    expect(revoke.status).toBe(200);
    await w.visit(target.pathname);
    expect(await page.locator('.certificate-page__status').textContent()).toBe('Revoked');
    expect(await axeBlocking(page)).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});
