/**
 * Issue 38's journey in Chromium at 390 px, with the keyboard only (Tab, Shift+Tab, Space, Enter
 * and typing; the page solves its own proof of work): a practitioner enrolls on /trainings in the
 * one seat of a day, gets the mail, opens her page, downloads the invitation (parsed by ical.js);
 * a second practitioner joins that now full day's waitlist and sees her place; the first moves to
 * another day, which frees the seat and offers it to the second, who takes it from the offer's
 * mail link; staff check both in on a phone; the first one's certificate QR code opens the
 * verification page. The same enrollment on /es/trainings, in Spanish. axe finds nothing serious
 * on any of these pages. The days are dated in 2032, which no other file uses, and cancelled after.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, viewports, type WatchedPage } from './fixtures/browser';
import { openStaffPage } from './fixtures/staff-session';
import { attachedPdfFor, courseDaysFixture, linkIn, mailTo, qrOf, unique } from './fixtures/course-days';
import { axeBlocking } from './fixtures/axe';
import { isFocused, tabOnceTo, tabTo } from './fixtures/keyboard';
import { invitationIn } from '../server/helpers/invitations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ONE_SEAT_DAY = { date: '2032-03-06', en: 'Saturday, March 6, 2032, 08:30 to 17:30 (Miami time)' };
const OTHER_DAY = { date: '2032-03-13', en: 'Saturday, March 13, 2032, 08:30 to 17:30 (Miami time)' };
const SPANISH_DAY = { date: '2032-03-20', es: 'sábado, 20 de marzo de 2032, de 08:30 a 17:30 (hora de Miami)' };

const lettersOnly = (s: string) => s.replace(/\d/g, 'x');
const first = { first_name: 'Lucía', last_name: lettersOnly(`Tapia${unique()}`), email: `lucia.${unique()}@example.com` };
const second = { first_name: 'Renata', last_name: lettersOnly(`Ochoa${unique()}`), email: `renata.${unique()}@example.com` };
const third = { first_name: 'Marisol', last_name: lettersOnly(`Vega${unique()}`), email: `marisol.${unique()}@example.com` };
const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

interface FormWords {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  profession: string;
  practice_name: string;
  needs: string;
  agree: string;
}
const english: FormWords = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  profession: 'Profession',
  practice_name: 'Practice name (optional)',
  needs: 'Accessibility or dietary needs (optional)',
  agree: 'I agree to the course terms, including the cancellation and transfer policy.',
};
const spanish: FormWords = {
  first_name: 'Nombre',
  last_name: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  profession: 'Profesión',
  practice_name: 'Nombre de la consulta (opcional)',
  needs: 'Necesidades de accesibilidad o de alimentación (opcional)',
  agree: 'Acepto las condiciones del curso, incluida la política de cancelación y cambio.',
};

/**
 * Fills the open enrollment form from its first field to its submit button with Tab and typing,
 * the profession chosen by typing its first letters into the closed select, the terms ticked with
 * Space, and sends it with Enter on the button, whose words are `submit`.
 */
async function enrollWithKeyboard(page: Page, form: Locator, words: FormWords, who: { first_name: string; last_name: string; email: string }, profession: { typed: string; value: string }, submit: string) {
  const control = (label: string) => form.getByLabel(label, { exact: true });
  await tabOnceTo(page, control(words.first_name));
  await page.keyboard.type(who.first_name);
  await tabOnceTo(page, control(words.last_name));
  await page.keyboard.type(who.last_name);
  await tabOnceTo(page, control(words.email));
  await page.keyboard.type(who.email);
  await tabOnceTo(page, control(words.phone));
  await page.keyboard.type('3055550142');
  await tabOnceTo(page, control(words.profession));
  await page.keyboard.type(profession.typed);
  expect(await control(words.profession).inputValue()).toBe(profession.value);
  await tabOnceTo(page, control(words.practice_name));
  await tabOnceTo(page, control(words.needs));
  await page.keyboard.type('None');
  const terms = form.getByRole('checkbox', { name: words.agree });
  await tabOnceTo(page, terms);
  await page.keyboard.press('Space');
  expect(await terms.isChecked()).toBe(true);
  const send = form.getByRole('button', { name: submit, exact: true });
  await tabOnceTo(page, send);
  await page.keyboard.press('Enter');
}

/** The downloaded file's text. */
async function textOf(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The invitation as a calendar reads it: ical.js's parse of the file. */
function calendarOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the downloaded invitation');
  const event = new ICAL.Event(vevent);
  return { method: String(calendar.getFirstPropertyValue('method')), uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate() };
}

/** An instant as Miami's clocks read it: 'YYYY-MM-DD HH:MM'. */
const miami = (at: Date) =>
  `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at)} ${new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)}`;

/** Presses 'Add to calendar (.ics)' with the keyboard on her page and returns the parsed file. */
async function downloadInvitation(page: Page, opts: { back?: boolean } = {}) {
  const button = page.getByRole('button', { name: 'Add to calendar (.ics)', exact: true });
  await tabTo(page, button, opts);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const text = await textOf(download);
  expect(text).toContain('METHOD:REQUEST');
  return { fileName: download.suggestedFilename(), ...calendarOf(text) };
}

const sitePath = (link: URL) => `${link.pathname}${link.search}`;

describe('the training course, enrolled with the keyboard at 390 px', () => {
  const course = courseDaysFixture('course-journey');
  const days = { oneSeat: 0, other: 0, spanish: 0 };
  let firstPage: URL;
  let firstInvitation: { uid: string; sequence: number };
  const opened: WatchedPage[] = [];
  const open = async (opts: Parameters<typeof openPage>[1] = {}) => {
    const w = await openPage(browser, { viewport: viewports.phone, ...opts });
    opened.push(w);
    return w;
  };

  beforeAll(async () => {
    days.oneSeat = await course.add({ date: ONE_SEAT_DAY.date, language: 'en', seats: 1 });
    days.other = await course.add({ date: OTHER_DAY.date, language: 'en', seats: 4 });
    days.spanish = await course.add({ date: SPANISH_DAY.date, language: 'es', seats: 4 });
  });
  afterAll(async () => {
    for (const w of opened.splice(0)) await w.close().catch(() => undefined);
  });

  it('a practitioner reserves the one seat of a day on /trainings', async () => {
    const w = await open();
    const { page } = w;
    await w.visit('/trainings');
    expect(await axeBlocking(page)).toEqual([]);
    const day = page.locator('.course-day', { hasText: ONE_SEAT_DAY.en });
    expect(await day.locator('.course-day__seats').textContent()).toBe('1 seat left');

    const reserve = page.getByRole('button', { name: `Reserve My Seat: ${ONE_SEAT_DAY.en}`, exact: true });
    await tabTo(page, reserve);
    expect(await reserve.textContent()).toBe('Reserve My Seat');
    await page.keyboard.press('Enter');
    const form = page.locator('form.enrollment-form');
    await form.waitFor();
    expect(await reserve.getAttribute('aria-expanded')).toBe('true');
    expect(await form.getByRole('heading').first().textContent()).toBe(`Reserve your seat: ${ONE_SEAT_DAY.en}`);
    expect(await axeBlocking(page)).toEqual([]);

    await enrollWithKeyboard(page, form, english, first, { typed: 'La', value: 'laser_technician' }, 'Reserve My Seat');
    const done = page.locator('.course-dates__done');
    await done.waitFor({ timeout: 30_000 });
    expect(await done.textContent()).toBe('Your seat is reserved. A confirmation with a link to your enrollment is on its way to your e-mail.');
    await expect.poll(() => isFocused(done)).toBe(true);
    // the days are read again: hers is now full
    await day.locator('.course-day__seats', { hasText: 'Full: join the waitlist' }).waitFor({ timeout: 10_000 });
    expect(w.problems).toEqual([]);
  });

  it('her mail opens her page, whose invitation ical.js reads as 08:30 in Miami on her day', async () => {
    const mail = await mailTo(first.email, /^Your seat is reserved: /);
    expect(mail.subject).toBe(`Your seat is reserved: ${ONE_SEAT_DAY.en}`);
    const mailed = invitationIn(mail);
    firstInvitation = { uid: mailed.uid, sequence: mailed.sequence };
    firstPage = linkIn(mail, '/training-enrollment?token=');

    const w = await open();
    const { page } = w;
    await w.visit(sitePath(firstPage));
    await page.getByRole('heading', { level: 1, name: 'Your Course Enrollment' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('.course-page__status').textContent()).toBe('Seat reserved: awaiting payment');
    expect(await page.locator('dd').allTextContents()).toEqual([fullName(first), ONE_SEAT_DAY.en]);
    expect(await axeBlocking(page)).toEqual([]);

    const ics = await downloadInvitation(page);
    expect(ics.fileName).toBe(`training-${ONE_SEAT_DAY.date}.ics`);
    expect(ics.method).toBe('REQUEST');
    expect(ics.uid).toBe(firstInvitation.uid);
    expect(ics.sequence).toBe(firstInvitation.sequence);
    expect(miami(ics.start)).toBe(`${ONE_SEAT_DAY.date} 08:30`);
    expect(w.problems).toEqual([]);
  });

  it("a second practitioner joins the full day's waitlist and sees her place", async () => {
    const w = await open();
    const { page } = w;
    await w.visit('/trainings');
    const day = page.locator('.course-day', { hasText: ONE_SEAT_DAY.en });
    expect(await day.locator('.course-day__seats').textContent()).toBe('Full: join the waitlist');
    const join = page.getByRole('button', { name: `Join the waitlist: ${ONE_SEAT_DAY.en}`, exact: true });
    await tabTo(page, join);
    await page.keyboard.press('Enter');
    const form = page.locator('form.enrollment-form');
    await form.waitFor();
    expect(await form.getByRole('heading').first().textContent()).toBe(`Join the waitlist: ${ONE_SEAT_DAY.en}`);
    await enrollWithKeyboard(page, form, english, second, { typed: 'La', value: 'laser_technician' }, 'Join the waitlist');
    const done = page.locator('.course-dates__done');
    await done.waitFor({ timeout: 30_000 });
    expect(await done.textContent()).toBe('This day is full, so you are on its waitlist: you are number 1 in line. We will e-mail you as soon as a seat is free.');
    await expect.poll(() => isFocused(done)).toBe(true);

    const mail = await mailTo(second.email, /^You are on the waitlist: /);
    await w.visit(sitePath(linkIn(mail, '/training-enrollment?token=')));
    await page.getByRole('heading', { level: 1, name: 'Your Course Enrollment' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('.course-page__status').textContent()).toBe('On the waitlist');
    await page.getByText('You are number 1 in line.', { exact: true }).waitFor();
    expect(await axeBlocking(page)).toEqual([]);
    expect(w.problems).toEqual([]);
  });

  it('the first moves to another day; the freed seat is offered to the second, who takes it from the mail', async () => {
    const w = await open();
    const { page } = w;
    await w.visit(sitePath(firstPage));
    const move = page.getByRole('button', { name: `Move to this day: ${OTHER_DAY.en}`, exact: true });
    await tabTo(page, move);
    await page.keyboard.press('Enter');
    const notice = page.locator('.course-dates__done');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toBe('You have moved to the new day. The new invitation is on its way to your e-mail.');
    // the button she pressed has gone with the day she left: her focus is on what happened
    await expect.poll(() => isFocused(notice)).toBe(true);
    expect(await page.locator('dd').allTextContents()).toEqual([fullName(first), OTHER_DAY.en]);
    expect(await page.locator('.course-page__status').textContent()).toBe('Seat reserved: awaiting payment');
    // the same event, one SEQUENCE on, on the new day
    const ics = await downloadInvitation(page);
    expect(ics.fileName).toBe(`training-${OTHER_DAY.date}.ics`);
    expect(ics.uid).toBe(firstInvitation.uid);
    expect(ics.sequence).toBe(firstInvitation.sequence + 1);
    expect(miami(ics.start)).toBe(`${OTHER_DAY.date} 08:30`);
    const moved = await mailTo(first.email, /^You have moved to a new course day: /);
    expect(moved.subject).toBe(`You have moved to a new course day: ${OTHER_DAY.en}`);
    expect(w.problems).toEqual([]);

    const offer = await mailTo(second.email, /^A seat is free for you: /);
    expect(offer.subject).toBe(`A seat is free for you: ${ONE_SEAT_DAY.en}`);
    const o = await open();
    await o.visit(sitePath(linkIn(offer, '/training-offer?token=')));
    await o.page.getByRole('heading', { level: 1, name: 'A Seat Is Free for You' }).waitFor({ timeout: 15_000 });
    await o.page.getByText(`A seat on ${ONE_SEAT_DAY.en} is held for you until`).waitFor();
    expect(await axeBlocking(o.page)).toEqual([]);
    await tabTo(o.page, o.page.getByRole('button', { name: 'Take the seat', exact: true }));
    await o.page.keyboard.press('Enter');
    const taken = o.page.locator('.course-dates__done');
    await taken.waitFor({ timeout: 15_000 });
    expect(await taken.textContent()).toBe('The seat is yours. A confirmation is on its way to your e-mail.');
    await expect.poll(() => isFocused(taken)).toBe(true);

    const accepted = await mailTo(second.email, /^The seat is yours: /);
    await o.visit(sitePath(linkIn(accepted, '/training-enrollment?token=')));
    await o.page.getByRole('heading', { level: 1, name: 'Your Course Enrollment' }).waitFor({ timeout: 15_000 });
    expect(await o.page.locator('.course-page__status').textContent()).toBe('Seat reserved: awaiting payment');
    expect(await o.page.locator('dd').allTextContents()).toEqual([fullName(second), ONE_SEAT_DAY.en]);
    expect(o.problems).toEqual([]);
  });

  it('staff check both in on a 390 px screen with the keyboard', async () => {
    const w = await openStaffPage(browser, course.account, { viewport: viewports.phone });
    opened.push(w);
    const { page } = w;
    for (const [dayId, who] of [
      [days.other, first],
      [days.oneSeat, second],
    ] as const) {
      await w.visit(`/staff/courses/${dayId}`);
      const name = fullName(who);
      const button = page.getByRole('button', { name: `Check in ${name}` });
      await button.waitFor({ timeout: 15_000 });
      expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await expect(page.locator('.check-in__progress').textContent()).resolves.toBe('0 of 1 checked in');
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      await page.locator('.check-in__progress', { hasText: '1 of 1 checked in' }).waitFor({ timeout: 10_000 });
      await page.locator('.check-in__name--marked', { hasText: name }).waitFor();
      expect(await page.locator('.check-in__name--marked').textContent()).toBe(`${name}✓ Attended`);
    }
    expect(w.problems).toEqual([]);
  });

  it("the first one's certificate QR code opens the verification page, which says Valid", async () => {
    const link = await qrOf(browser, await attachedPdfFor(first.email));
    expect(link).toMatch(/\/certificates\/[0-9A-HJKMNP-TV-Z]{20}$/);
    const mail = await mailTo(first.email, /^Your certificate of attendance: /);
    expect(linkIn(mail, '/certificates/').href).toBe(link);

    const w = await open();
    const { page } = w;
    await w.visit(new URL(link).pathname);
    expect(await page.locator('h1').textContent()).toBe('Certificate of attendance');
    expect(await page.locator('.certificate-page__status').textContent()).toBe('Valid');
    expect(await page.locator('.certificate-page__facts dd').allTextContents()).toEqual([fullName(first), 'Saturday, March 13, 2032', new URL(link).pathname.split('/').pop()]);
    expect(await axeBlocking(page)).toEqual([]);

    // the second one's, from the address her mail states
    const hers = await mailTo(second.email, /^Your certificate of attendance: /);
    await w.visit(linkIn(hers, '/certificates/').pathname);
    expect(await page.locator('.certificate-page__status').textContent()).toBe('Valid');
    expect(await page.locator('.certificate-page__facts dd').first().textContent()).toBe(fullName(second));
    expect(w.problems).toEqual([]);
  });

  it('the same enrollment on /es/trainings, in Spanish', async () => {
    const w = await open();
    const { page } = w;
    await w.visit('/es/trainings');
    expect(await axeBlocking(page)).toEqual([]);
    const reserve = page.getByRole('button', { name: `Reservar mi plaza: ${SPANISH_DAY.es}`, exact: true });
    await tabTo(page, reserve);
    await page.keyboard.press('Enter');
    const form = page.locator('form.enrollment-form');
    await form.waitFor();
    expect(await form.getByRole('heading').first().textContent()).toBe(`Reserve su plaza: ${SPANISH_DAY.es}`);
    expect(await axeBlocking(page)).toEqual([]);
    await enrollWithKeyboard(page, form, spanish, third, { typed: 'T', value: 'laser_technician' }, 'Reservar mi plaza');
    const done = page.locator('.course-dates__done');
    await done.waitFor({ timeout: 30_000 });
    expect(await done.textContent()).toBe('Su plaza está reservada. Le enviamos por correo una confirmación con un enlace a su inscripción.');
    await expect.poll(() => isFocused(done)).toBe(true);

    const mail = await mailTo(third.email, /^Su plaza está reservada: /);
    expect(mail.subject).toBe(`Su plaza está reservada: ${SPANISH_DAY.es}`);
    const link = linkIn(mail, '/es/training-enrollment?token=');
    await w.visit(sitePath(link));
    await page.getByRole('heading', { level: 1, name: 'Su inscripción al curso' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('.course-page__status').textContent()).toBe('Plaza reservada: pendiente de pago');
    expect(w.problems).toEqual([]);
  });
});
