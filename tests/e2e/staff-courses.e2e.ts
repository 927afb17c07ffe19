/**
 * The staff side of the training course in Chromium, against the built server: a day added through
 * the staff call, two practitioners enrolled through the public call (with their proof of work);
 * on a 390 px phone, staff open the day's check-in, tap a name (the tap lands on the name's own
 * button, at least 44 px tall) and see her attended, then undo it; the list and the roster pass axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, viewports } from './fixtures/browser';
import { openStaffPage, staffApiHeaders } from './fixtures/staff-session';
import { courseDaysFixture, enrollThroughApi, unique } from './fixtures/course-days';
import { axeBlocking } from './fixtures/axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Taps the control's middle, once sure that is where a thumb would land on it (not on the sticky bar or another row). */
async function tap(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  expect(box.height).toBeGreaterThanOrEqual(44);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await control.evaluate((el, [px, py]) => {
    const at = document.elementFromPoint(px ?? 0, py ?? 0);
    return at === el || (!!at && el.contains(at)) ? 'itself' : `${at?.tagName.toLowerCase()}.${String(at?.className)} "${at?.textContent?.trim().slice(0, 40)}"`;
  }, [x, y]);
  expect(hit).toBe('itself');
  await page.mouse.click(x, y);
}

describe('staff courses', () => {
  const course = courseDaysFixture('courses');
  let dayId = 0;
  const lastName = `Tapia${unique()}`.replace(/\d/g, 'x');
  const enrollees: { id: number; first: string }[] = [];

  beforeAll(async () => {
    dayId = await course.add({ date: '2031-09-13', language: 'en', seats: 4, price: '$2,900' });
    for (const first of ['Beatriz', 'Carmen']) {
      const id = await enrollThroughApi(dayId, { first_name: first, last_name: lastName, email: `${first.toLowerCase()}.${unique()}@example.com`, phone: '(305) 555-0142', profession: 'laser_technician' });
      enrollees.push({ id, first });
    }
  });

  const statusOf = async (id: number) => {
    const res = await fetch(`${baseUrl()}/api/staff/courses/${dayId}`, { headers: await staffApiHeaders(course.account) });
    return ((await res.json()) as { enrollments: { id: number; status: string }[] }).enrollments.find((e) => e.id === id)?.status;
  };

  it('at 390 px a tap on a name marks her attended, and Undo puts her back', async () => {
    const w = await openStaffPage(browser, course.account, { viewport: viewports.phone });
    const { page } = w;
    await w.visit(`/staff/courses/${dayId}`);
    const name = `Beatriz ${lastName}`;
    const button = page.getByRole('button', { name: `Check in ${name}` });
    await button.waitFor({ timeout: 15_000 });
    await expect(button.textContent()).resolves.toContain('Reserved');
    await expect(page.locator('.check-in__progress').textContent()).resolves.toBe('0 of 2 checked in');

    await tap(page, button);
    const row = page.locator(`#check-in-${enrollees[0]!.id}`);
    await page.locator('.check-in__progress', { hasText: '1 of 2 checked in' }).waitFor({ timeout: 10_000 });
    await expect(row.textContent()).resolves.toBe(`${name}✓ Attended`);
    await expect(page.locator('.check-in__toast').textContent()).resolves.toContain(`${name}: attended.`);
    expect(await statusOf(enrollees[0]!.id)).toBe('attended');
    // the other one is untouched
    expect(await statusOf(enrollees[1]!.id)).toBe('reserved');

    await tap(page, page.locator('.check-in__toast').getByRole('button', { name: 'Undo' }));
    await page.locator('.check-in__progress', { hasText: '0 of 2 checked in' }).waitFor({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: `Check in ${name}` }).textContent()).resolves.toContain('Reserved');
    expect(await statusOf(enrollees[0]!.id)).toBe('reserved');
    // the trail says who did it
    await expect(page.locator('.course-audit').textContent()).resolves.toContain(course.account.email);
    await expect(page.locator('.course-audit').textContent()).resolves.toContain(`Undid a check-in: ${name}: attended → reserved`);
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('the days list and the roster pass axe at 390 px', async () => {
    const w = await openStaffPage(browser, course.account, { viewport: viewports.phone, contextOptions: { bypassCSP: true } });
    const { page } = w;
    await w.visit('/staff/courses');
    await page.getByRole('link', { name: /Roster and check-in for Saturday, September 13, 2031/ }).first().waitFor({ timeout: 15_000 });
    expect(await axeBlocking(page)).toEqual([]);
    await w.visit(`/staff/courses/${dayId}`);
    await page.locator('.check-in__list').waitFor({ timeout: 15_000 });
    expect(await axeBlocking(page)).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});
