/**
 * Issue 39's journey in Chromium at 390 px, with the keyboard only (Tab, Shift+Tab, Space, Enter,
 * arrows in a radio group or listbox, and typing; the photo is handed to the focused file input,
 * the browser's own file dialog being out of a page's reach; the page solves its own proof of
 * work), in English and in Spanish: a patient registers on /register, opens the confirmation link
 * the registration mailed, signs in, books an in-person consultation on /consultation, finds it
 * under 'Your appointments' on /profile, opens its health form, answers it, signs it by typing her
 * full name, moves the appointment from her profile, and downloads the signed PDF, which pdf-parse
 * reads as holding her typed name and the consent text's version. axe finds nothing serious on
 * any of these pages.
 *
 * Times: the picker's first week holds the times the other booking files take (the first, the
 * last and the middle of the first day with times), so this file steps two weeks on, which none
 * of them does, and books there; what it booked is cancelled at the end.
 */
import { pdfText } from '../server/helpers/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, viewports, type WatchedPage } from './fixtures/browser';
import { axeBlocking } from './fixtures/axe';
import { attachFacePhoto, waitUntilAPersonCouldHaveFilledIt } from './fixtures/consultation-form';
import { isFocused, tabTo } from './fixtures/keyboard';
import { mailedLink } from './fixtures/mailed-links';
import * as accountEn from '../../site/account/account-copy';
import * as accountEs from '../../site/account/account-copy.es';
import { appointmentsCopy as careEn } from '../../site/account/account-care-copy';
import { appointmentsCopy as careEs } from '../../site/account/account-care-copy.es';
import { healthFormWords as healthWordsEn } from '../../site/account/health-form-words';
import { healthFormWords as healthWordsEs } from '../../site/account/health-form-words.es';
import { healthFormCopy as healthEn } from '../../src/health-form/health-form-copy';
import { healthFormCopy as healthEs } from '../../src/health-form/health-form-copy.es';
import { CURRENT_CONSENT_VERSION, YES_NO_QUESTIONS } from '../../src/health-form/health-form-shape';
import { timePickerCopy } from '../../src/booking/time-picker/time-picker-copy';
import { spanishTimePickerCopy } from '../../src/booking/time-picker/time-picker-copy.es';
import { replyMessages as repliesEn } from '../../server/i18n/api-messages';
import { replyMessages as repliesEs } from '../../server/i18n/api-messages.es';
import { appointmentText as movedEn } from '../../server/appointments/appointment-text';
import { appointmentText as movedEs } from '../../server/appointments/appointment-text.es';
import { healthFormText as signedEn } from '../../server/health-forms/health-form-text';
import { healthFormText as signedEs } from '../../server/health-forms/health-form-text.es';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const languages = {
  en: {
    prefix: '',
    account: accountEn,
    care: careEn,
    healthWords: healthWordsEn,
    health: healthEn,
    picker: timePickerCopy,
    replies: repliesEn,
    moved: movedEn.moved,
    signed: signedEn.signed,
    gender: 'Female',
    referral: { typed: 'Fr', value: 'Friend' },
    patient: { first: 'Elena', last: 'Marsh' },
  },
  es: {
    prefix: '/es',
    account: accountEs,
    care: careEs,
    healthWords: healthWordsEs,
    health: healthEs,
    picker: spanishTimePickerCopy,
    replies: repliesEs,
    moved: movedEs.moved,
    signed: signedEs.signed,
    gender: 'Femenino',
    referral: { typed: 'Fo', value: 'Flyer' },
    patient: { first: 'Begoña', last: 'Ibáñez' },
  },
} as const;
type Words = (typeof languages)[keyof typeof languages];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An account form's field by its label, which ends in the required mark '*' on a required one. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${escaped(label)}\\s*\\*?$`));

/** Types into the field that has the focus, after checking it is the one named. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Presses Enter on a button reached by Tab (Shift+Tab with `back`). */
async function press(page: Page, button: Locator, opts: { back?: boolean } = {}): Promise<void> {
  await tabTo(page, button, opts);
  await page.keyboard.press('Enter');
}

/** The height and width of a control as drawn, for the 44 px a thumb needs (WCAG 2.5.5 / the site's rule). */
const sizeOf = async (target: Locator) => {
  const box = await target.boundingBox();
  return { width: box?.width ?? 0, height: box?.height ?? 0 };
};

/** Whether the control is drawn where it is, not under the sticky header: what a tap there reaches. */
const drawnWhereItIs = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (el === hit || el.contains(hit) || (el as HTMLInputElement).labels?.[0]?.contains(hit) === true);
  });

/** The downloaded file's bytes. */
async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}


/**
 * Presses 'Next week' twice with the keyboard in the picker within `scope`, each time waiting for
 * the new week's times: the weeks the other booking files use lie behind.
 */
async function stepTwoWeeks(page: Page, scope: Locator, words: Words): Promise<void> {
  const nextWeek = scope.getByRole('button', { name: words.picker.nextWeek, exact: true });
  const label = scope.locator('[id$="times-label"]');
  for (let step = 0; step < 2; step++) {
    const before = await label.textContent();
    await press(page, nextWeek);
    await expect.poll(async () => (await label.count()) > 0 && (await label.textContent()) !== before, { timeout: 15_000 }).toBe(true);
  }
  await scope.locator('[role="listbox"][aria-labelledby$="times-label"]').waitFor({ state: 'visible', timeout: 15_000 });
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(Object.entries(languages))('her care in %s, at 390 px with the keyboard only', (lang, words: Words) => {
  const email = `care-journey.${lang}.${unique()}@example.com`;
  const password = 'Silver-Harbor-Window-83';
  const phone = `305555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const fullName = `${words.patient.first} ${words.patient.last}`;
  let w: WatchedPage;
  let page: Page;
  const path = (p: string) => `${words.prefix}${p}`;
  const section = () => page.getByRole('region', { name: words.care.heading });

  beforeAll(async () => {
    w = await openPage(browser, { viewport: viewports.phone });
    page = w.page;
  });
  afterAll(async () => {
    // what she booked is cancelled, so the time is free again for whoever runs next
    await page
      .evaluate(async () => {
        const list = (await (await fetch('/api/account/appointments')).json()) as { appointments?: { id: number; upcoming: boolean; status: string }[] };
        for (const a of list.appointments ?? []) if (a.upcoming && a.status !== 'cancelled') await fetch(`/api/account/appointments/${a.id}/cancel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      })
      .catch(() => undefined);
    await w.close();
  });

  it('registers on the register page, in two steps', async () => {
    const { fieldLabels, registerCopy } = words.account;
    await w.visit(path('/register'));
    const main = page.locator('main');
    expect(await axeBlocking(page)).toEqual([]);
    await typeInto(page, field(main, fieldLabels.firstName), words.patient.first);
    await typeInto(page, field(main, fieldLabels.lastName), words.patient.last);
    // a date field takes its parts as typed digits, month first in Chromium's en-US
    const dob = field(main, fieldLabels.dob);
    await typeInto(page, dob, '03141984');
    expect(await dob.inputValue()).toBe('1984-03-14');
    await typeInto(page, field(main, fieldLabels.phone), phone);
    // the gender group: Tab reaches its first choice, an arrow moves to and checks the next
    const gender = main.getByRole('radio', { name: words.gender, exact: true });
    await tabTo(page, main.getByRole('radiogroup').getByRole('radio').first());
    await page.keyboard.press('ArrowRight');
    expect(await gender.isChecked()).toBe(true);
    const referral = field(main, fieldLabels.referral);
    await typeInto(page, referral, words.referral.typed);
    expect(await referral.inputValue()).toBe(words.referral.value);
    await press(page, main.getByRole('button', { name: registerCopy.next, exact: true }));

    await main.getByRole('heading', { name: registerCopy.account.heading }).waitFor({ timeout: 10_000 });
    expect(await axeBlocking(page)).toEqual([]);
    await typeInto(page, field(main, fieldLabels.email), email);
    await typeInto(page, field(main, fieldLabels.password), password);
    await typeInto(page, field(main, fieldLabels.confirmPassword), password);
    await press(page, main.getByRole('button', { name: registerCopy.submit, exact: true }));
    await page.waitForURL((url) => url.pathname === path('/signin'), { timeout: 15_000 });
    expect(w.problems).toEqual([]);
  });

  it('opens the link the registration mailed, and signs in', async () => {
    const link = await mailedLink(email, `${words.prefix}/verify-email`);
    await page.goto(link);
    await page.getByText(words.replies.emailConfirmed).waitFor({ timeout: 15_000 });
    await w.settled();
    expect(await axeBlocking(page)).toEqual([]);

    const { fieldLabels } = words.account;
    await w.visit(path('/signin'));
    const main = page.locator('main');
    await typeInto(page, field(main, fieldLabels.email), email);
    await typeInto(page, field(main, fieldLabels.password), password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === (words.prefix || '/'), { timeout: 15_000 });
    expect(w.problems).toEqual([]);
  });

  it('books an in-person consultation signed in, two weeks on', async () => {
    await w.visit(path('/consultation'));
    const inPerson = page.getByRole('radio', { name: words.picker.types['in-person'], exact: true });
    await tabTo(page, inPerson);
    await page.keyboard.press('Space');
    expect(await inPerson.isChecked()).toBe(true);
    const times = page.locator('[role="listbox"][aria-labelledby$="times-label"]');
    await times.waitFor({ state: 'visible', timeout: 15_000 });
    const nextWeek = page.getByRole('button', { name: words.picker.nextWeek, exact: true });
    expect((await sizeOf(nextWeek)).height).toBeGreaterThanOrEqual(44);
    await stepTwoWeeks(page, page.locator('.clinic-picker'), words);
    // the picker as she sees it with the focus on 'Next week' (see the move below)
    expect(await axeBlocking(page, '.clinic-picker')).toEqual([]);
    await tabTo(page, times);
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    const chosen = times.locator('[role="option"][aria-selected="true"]');
    expect(await chosen.textContent()).toMatch(/^\d{1,2}:\d{2}/);

    const form = page.locator('form:has(input[type="file"])');
    expect(await form.locator('input[name="email"]').inputValue()).toBe(email);
    await typeInto(page, form.locator('textarea[name="message"]'), lang === 'es' ? 'Papada y cuello.' : 'Jawline and neck.');
    // the file dialog is the browser's own: the photo is handed to the focused input
    const file = form.locator('input[type="file"]');
    await tabTo(page, file);
    await attachFacePhoto(form, { r: 150, g: 110, b: 95 });
    await waitUntilAPersonCouldHaveFilledIt(form);
    await press(page, form.locator('button[type="submit"]'));
    const booked = page.getByRole('status').filter({ has: page.getByRole('heading', { name: words.picker.bookedHeading }) });
    await booked.waitFor({ timeout: 30_000 });
    expect(await booked.textContent()).toContain(words.picker.types['in-person']);
    expect(await axeBlocking(page)).toEqual([]);
    expect(w.problems).toEqual([]);
  });

  let bookedWhen = '';
  it('sees it on her profile, opens its health form, answers it and signs it with her typed name', async () => {
    await w.visit(path('/profile'));
    const card = section().getByRole('listitem').first();
    await card.waitFor({ timeout: 15_000 });
    bookedWhen = (await card.locator('.account-appointment__when').textContent()) ?? '';
    expect(bookedWhen).toContain(words.picker.types['in-person']);
    expect(await card.locator('.account-appointment__status').textContent()).toBe(words.care.status.booked);
    expect(await axeBlocking(page)).toEqual([]);

    // the toggle's words say what it does next: open, then close
    const open = card.locator('.account-appointment__health-form > button');
    expect(await open.textContent()).toBe(words.healthWords.open);
    expect((await sizeOf(open)).height).toBeGreaterThanOrEqual(44);
    await press(page, open);
    const panel = card.locator('.health-form');
    await panel.getByRole('heading', { name: words.health.title }).waitFor({ timeout: 15_000 });
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    expect(await open.textContent()).toBe(words.healthWords.close);
    expect(await panel.getByText(words.healthWords.notSigned).count()).toBe(1);
    expect(await axeBlocking(page)).toEqual([]);

    // each question: Tab reaches its 'Yes', the arrow moves to 'No' and checks it
    for (const q of YES_NO_QUESTIONS) {
      const group = panel.getByRole('group', { name: words.health.questions[q], exact: true });
      await tabTo(page, group.getByRole('radio', { name: words.health.yes, exact: true }));
      await page.keyboard.press('ArrowDown');
      expect(await group.getByRole('radio', { name: words.health.no, exact: true }).isChecked()).toBe(true);
      const no = group.getByRole('radio', { name: words.health.no, exact: true });
      expect(await drawnWhereItIs(no)).toBe(true);
    }
    await typeInto(page, panel.getByLabel(words.health.textQuestions.medications.label, { exact: true }), lang === 'es' ? 'Ninguno' : 'None');
    await typeInto(page, panel.getByLabel(words.health.textQuestions.allergies.label, { exact: true }), lang === 'es' ? 'Ninguna' : 'None');
    const record = panel.getByRole('radio', { name: words.health.photoConsent.options.record, exact: true });
    await tabTo(page, panel.getByRole('radio', { name: words.health.photoConsent.options.none, exact: true }));
    await page.keyboard.press('ArrowDown');
    expect(await record.isChecked()).toBe(true);
    const agree = panel.getByRole('checkbox', { name: words.healthWords.agree, exact: true });
    await tabTo(page, agree);
    await page.keyboard.press('Space');
    expect(await agree.isChecked()).toBe(true);
    await typeInto(page, panel.getByLabel(words.health.signature.label, { exact: true }), fullName);
    const sign = panel.getByRole('button', { name: words.healthWords.sign, exact: true });
    expect((await sizeOf(sign)).height).toBeGreaterThanOrEqual(44);
    await press(page, sign);

    const answer = panel.getByText(words.signed, { exact: true });
    await answer.waitFor({ timeout: 15_000 });
    // the button she pressed can no longer be pressed: her focus is on what happened
    await expect.poll(() => isFocused(answer)).toBe(true);
    await panel.getByRole('link', { name: words.healthWords.download(1), exact: true }).waitFor({ timeout: 15_000 });
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeBlocking(page)).toEqual([]);
    expect(w.problems).toEqual([]);
  });

  it('moves the appointment from her profile', async () => {
    const card = section().getByRole('listitem').first();
    await press(page, card.getByRole('button', { name: words.care.reschedule, exact: true }), { back: true });
    const move = card.locator('.appointment-move');
    await move.waitFor({ timeout: 15_000 });
    // the button she pressed has gone: her focus stays in the card, at the start of what replaced it
    expect(await move.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const times = move.locator('[role="listbox"][aria-labelledby$="times-label"]');
    await times.waitFor({ state: 'visible', timeout: 15_000 });
    await stepTwoWeeks(page, move, words);
    // the picker as she sees it with the focus on 'Next week' (further down, the sticky header
    // covers the week's steps, which axe would count as targets too small)
    expect(await axeBlocking(page)).toEqual([]);
    await tabTo(page, times);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await press(page, move.getByRole('button', { name: words.care.confirmTime, exact: true }));
    const answer = section().getByText(words.moved, { exact: true });
    await answer.waitFor({ timeout: 15_000 });
    await expect.poll(() => isFocused(answer)).toBe(true);
    const when = section().getByRole('listitem').first().locator('.account-appointment__when');
    await expect.poll(async () => (await when.textContent()) ?? '', { timeout: 30_000 }).not.toBe(bookedWhen);
    expect(w.problems).toEqual([]);
  });

  it('downloads the signed PDF, which holds her typed name and the consent text version', async () => {
    const card = section().getByRole('listitem').first();
    const panel = card.locator('.health-form');
    const link = panel.getByRole('link', { name: words.healthWords.download(1), exact: true });
    await link.waitFor({ timeout: 15_000 });
    expect((await sizeOf(link)).height).toBeGreaterThanOrEqual(44);
    await tabTo(page, link);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const pdf = await bytesOf(download);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(fullName);
    expect(text).toContain(CURRENT_CONSENT_VERSION);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(w.problems).toEqual([]);
  });
});
