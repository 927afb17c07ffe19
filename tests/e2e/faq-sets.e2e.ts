/**
 * FAQ sets in Chromium, against the built server (docs/product/screens.md#staff-faq-sets): a staff
 * member edits the home set and the FAQ page's treatment set in /staff/faqs; the partner demo page's
 * <clinic-faq group="home"> and the site's /faqs (already in the page cache) show the change without
 * a restart; a hostile answer shows no dialog; a named set made in the editor shows on a partner
 * page with <clinic-faq group="…">; a second editor of the same version gets "changed by someone
 * else" and keeps what they typed. Screenshots of the editor at 390 and 1280 px go to
 * /work/shots/faq-*.png (SHOTS_DIR to change it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, viewports, type WatchedPage } from './fixtures/browser';
import { axeBlocking } from './fixtures/axe';
import { newStaffAccount, openStaffPage, staffApiHeaders, type StaffAccount } from './fixtures/staff-session';
import { startDemoSite, type DemoSite } from '../../demo/demo-site';
import { homeFaqs } from '../../src/content/home-faqs';
import { treatmentFaqs } from '../../src/content/faq-groups';
import { seedItems, seedTitle } from '../../server/faq-sets/faq-set-seed';
import type { ClinicSetKey } from '../../server/faq-sets/faq-set-keys';

const shotsDir = process.env.SHOTS_DIR ?? '/work/shots';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** An answer as staff type it (Markdown): typed HTML and a script link must show as words, never run. */
const HOSTILE = 'Call us first.<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n- [Our prices](javascript:alert(3))\n- Free consultation';
const HOSTILE_ITEMS = ['[Our prices](javascript:alert(3))', 'Free consultation'];

let browser: Browser;
let demo: DemoSite;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await startDemoSite();
  demo.setApiOrigin(baseUrl());
  fs.mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

/** The clinic's sets this file edits, put back as seeded, so the e2e files after it see the clinic's own FAQs. */
const edited: [ClinicSetKey, 'en' | 'es'][] = [['home', 'en'], ['treatment_faq', 'en'], ['results_faq', 'es']];
async function restoreClinicSets(account: StaffAccount): Promise<void> {
  const headers = { ...(await staffApiHeaders(account)), 'content-type': 'application/json' };
  for (const [key, language] of edited) {
    const url = `${baseUrl()}/api/staff/faq-sets/${key}${language === 'es' ? '?lang=es' : ''}`;
    const current = (await (await fetch(url, { headers })).json()) as { set: { version: number } };
    const res = await fetch(url, { method: 'PUT', headers: { ...headers, 'if-match': `"${current.set.version}"` }, body: JSON.stringify({ title: seedTitle(key, language), items: seedItems(key, language) }) });
    if (!res.ok) throw new Error(`restoring ${key} ${language}: ${res.status}`);
  }
}

/** /staff/faqs, signed in as the account (its one session, fixtures/staff-session.ts). */
async function signedIn(account: StaffAccount, viewport: { width: number; height: number }, opts: { bypassCSP?: boolean } = {}): Promise<WatchedPage> {
  const w = await openStaffPage(browser, account, { viewport, contextOptions: { bypassCSP: opts.bypassCSP } });
  await w.visit('/staff/faqs');
  await w.page.getByRole('heading', { level: 1, name: 'FAQ sets' }).waitFor();
  return w;
}

async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator('.notyf__toast:not(.notyf__toast--disappear) .notyf__message', { hasText: text }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/** Every dialog the page opens, dismissed and recorded: a hostile answer must open none. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

const questionsOn = (page: Page, scope: string) => page.locator(`${scope} .clinic-faq__text`).allTextContents();

/** Elements and attributes that could run code, inside the light DOM and every open shadow root. */
const executable = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const scan = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.tagName === 'SCRIPT' && el.closest('.clinic-faq')) found.push('script');
        for (const attr of Array.from(el.attributes)) {
          if (/^on/i.test(attr.name) && el.closest('.clinic-faq')) found.push(`${el.tagName} ${attr.name}`);
          if (/^\s*javascript:/i.test(attr.value)) found.push(`${el.tagName} ${attr.name}=${attr.value}`);
        }
        if (el.shadowRoot) scan(el.shadowRoot);
      }
    };
    scan(document);
    return found;
  });

describe('FAQ sets', () => {
  /** made by the first test; `email` is its e-mail */
  let editor!: StaffAccount;
  let email = '';
  const newQuestion = `What is Endolift, in one minute? (${unique()})`;
  afterAll(async () => {
    if (email) await restoreClinicSets(editor);
  });

  it('lists the clinic’s sets in both languages in the staff area, with a link in the staff bar', async () => {
    // a visitor is sent to sign in first
    const stranger = await openPage(browser, { viewport: viewports.phone });
    await stranger.page.goto('/staff/faqs');
    await stranger.page.waitForURL('**/staff/signin?next=%2Fstaff%2Ffaqs');
    await stranger.close();

    editor = await newStaffAccount('marketing');
    email = editor.email;
    const w = await signedIn(editor, viewports.phone);
    expect(await w.page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'FAQs' }).getAttribute('aria-current')).toBe('page');
    const sets = w.page.getByRole('list', { name: 'FAQ sets, the clinic’s own first' }).getByRole('listitem');
    expect(await sets.locator('h2').allTextContents()).toEqual(['Home page', 'FAQ page: Treatment', 'FAQ page: Results', 'FAQ page: Post-Treatment']);
    expect(await sets.first().getByRole('link').allTextContents()).toEqual(['Edit English', 'Edit Español']);
    // a set nobody has edited yet is as the clinic shipped it
    expect(await sets.first().textContent()).toContain('15 questions, as shipped');
    const width = await w.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBe(390);
    await w.page.screenshot({ path: path.join(shotsDir, 'faq-list-390.png'), fullPage: true });
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('an edit of the home set shows in a partner page’s <clinic-faq group="home"> at once, and its hostile answer runs nothing', async () => {
    // the partner page before the edit: the clinic's 15 questions
    const before = await openPage(browser, { baseURL: demo.url });
    await before.page.goto(demo.url);
    await before.page.locator('clinic-faq[group="home"] .clinic-faq__text').first().waitFor();
    expect(await questionsOn(before.page, 'clinic-faq[group="home"]')).toEqual(homeFaqs.map((f) => f.question));
    await before.close();

    const w = await signedIn(editor, viewports.desktop);
    await w.page.getByRole('link', { name: 'Edit English' }).first().click();
    await w.page.waitForURL('**/staff/faqs/home/en');
    await w.page.getByLabel('Question 1', { exact: true }).fill(newQuestion);
    await w.page.getByRole('button', { name: 'Add a question' }).click();
    // the new question's field has focus, as a keyboard user expects
    expect(await w.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('question-16');
    await w.page.keyboard.type('What should I know before I book?');
    await w.page.getByLabel('Answer 16', { exact: true }).fill(HOSTILE);
    await w.page.getByRole('button', { name: 'Move up: Question 16' }).click();
    expect(await w.page.getByLabel('Question 15', { exact: true }).inputValue()).toBe('What should I know before I book?');
    await w.page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(w.page, 'The FAQ set has been saved.');
    // the Markdown stays as typed, for the next edit; the site gets it rendered and sanitised
    expect(await w.page.getByLabel('Answer 15', { exact: true }).inputValue()).toBe(HOSTILE);
    expect(await w.page.getByRole('list').filter({ hasText: 'Saved by' }).first().textContent()).toContain(`Saved by ${email}`);
    await w.page.screenshot({ path: path.join(shotsDir, 'faq-editor-1280.png'), fullPage: false });
    expect(w.problems).toEqual([]);
    await w.close();

    const partner = await openPage(browser, { baseURL: demo.url });
    const dialogs = recordDialogs(partner.page);
    await partner.page.goto(demo.url);
    const widget = 'clinic-faq[group="home"]';
    await partner.page.locator(`${widget} .clinic-faq__text`).first().waitFor();
    const questions = await questionsOn(partner.page, widget);
    expect(questions).toHaveLength(16);
    expect(questions[0]).toBe(newQuestion);
    expect(questions[14]).toBe('What should I know before I book?');
    expect(await partner.page.locator(`${widget} .clinic-faq__number`).allTextContents()).toEqual(Array.from({ length: 16 }, (_, i) => `${i + 1}.`));
    // the first answer open, the others closed (docs/product/behaviour.md)
    expect(await partner.page.locator(`${widget} button[aria-expanded="true"]`).count()).toBe(1);
    await partner.page.locator(`${widget} .clinic-faq__question`).nth(14).click();
    const answer = partner.page.locator(`${widget} .clinic-faq__answer`).nth(14);
    await answer.locator('li').first().waitFor();
    expect(await answer.locator('li').allTextContents()).toEqual(HOSTILE_ITEMS);
    expect(await answer.locator('p').first().textContent()).toBe('Call us first.<img src=x onerror="alert(1)"><script>alert(2)</script>');
    await answer.getByText('Free consultation').click();
    expect(await executable(partner.page)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(partner.problems).toEqual([]);
    await partner.close();
  });

  it('an edit of the FAQ page’s treatment set shows on /faqs and its tab without a restart, with the page cache in between', async () => {
    // in the page cache first
    for (const p of ['/faqs', '/faqs/treatment_faq']) expect((await fetch(`${baseUrl()}${p}`)).status).toBe(200);
    const cached = await fetch(`${baseUrl()}/faqs`).then((r) => r.text());
    expect(cached).toContain(treatmentFaqs[0].question);

    const w = await signedIn(editor, viewports.phone);
    await w.page.goto('/staff/faqs/treatment_faq/en');
    await w.page.getByLabel('Question 1', { exact: true }).waitFor();
    await w.page.getByRole('button', { name: 'Move up: Question 2' }).click();
    await w.page.getByRole('button', { name: 'Remove: Question 4' }).click();
    await w.page.getByRole('button', { name: 'Add a question' }).click();
    await w.page.getByLabel('Question 4', { exact: true }).fill('Can I pay in instalments?');
    await w.page.getByLabel('Answer 4', { exact: true }).fill(HOSTILE);
    await w.page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(w.page, 'The FAQ set has been saved.');
    await w.page.screenshot({ path: path.join(shotsDir, 'faq-editor-390.png'), fullPage: true });
    const width = await w.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBe(390);
    expect(w.problems).toEqual([]);
    await w.close();

    const expected = [treatmentFaqs[1].question, treatmentFaqs[0].question, treatmentFaqs[2].question, 'Can I pay in instalments?'];
    const site = await openPage(browser, { viewport: viewports.desktop });
    const dialogs = recordDialogs(site.page);
    await site.visit('/faqs/treatment_faq');
    expect(await questionsOn(site.page, '.faq-tab')).toEqual(expected);
    await site.visit('/faqs');
    const all = await questionsOn(site.page, '.faq-tab');
    expect(all.slice(0, 4)).toEqual(expected);
    expect(all).toHaveLength(13);
    expect(await site.page.locator('.faq-tab .clinic-faq__number').allTextContents()).toEqual(Array.from({ length: 13 }, (_, i) => `${i + 1}.`));
    // the page was hydrated (a tab switch runs in the browser) and the answers are clicked through
    await site.page.getByRole('link', { name: 'Treatment', exact: true }).click();
    await site.page.waitForURL('**/faqs/treatment_faq');
    await site.page.locator('.faq-tab .clinic-faq__question').nth(3).click();
    await site.page.locator('.faq-tab .clinic-faq__answer').nth(3).getByText('Free consultation').click();
    expect(await executable(site.page)).toEqual([]);
    // a client-side navigation to home fetches the edited home set from the API
    await site.page.locator('header a[href="/"]').first().click();
    await site.page.waitForURL(`${baseUrl()}/`);
    await site.page.locator('.faq-section .clinic-faq__text').first().waitFor();
    const home = await questionsOn(site.page, '.faq-section');
    expect(home).toHaveLength(16);
    expect(home[0]).toBe(newQuestion);
    expect(dialogs).toEqual([]);
    expect(site.problems).toEqual([]);
    await site.close();
  });

  it('a named set made in the staff area shows on a partner page with <clinic-faq group="…">', async () => {
    const key = `spring-${unique()}`;
    const w = await signedIn(editor, viewports.desktop);
    await w.page.getByLabel('Key').fill(key);
    await w.page.getByRole('textbox', { name: 'Name' }).fill('Spring offer');
    await w.page.getByRole('button', { name: 'Create set' }).click();
    await waitForToast(w.page, 'The FAQ set has been created.');
    await w.page.waitForURL(`**/staff/faqs/${key}/en`);
    // the address changes before the editor has loaded the set: wait for its heading
    await w.page.getByRole('heading', { level: 1, name: 'Spring offer · English' }).waitFor();
    expect(await w.page.locator('code').first().textContent()).toBe(`<clinic-faq group="${key}"></clinic-faq>`);
    await w.page.getByRole('button', { name: 'Add a question' }).click();
    await w.page.getByLabel('Question 1', { exact: true }).fill('How long does the spring offer run?');
    await w.page.getByLabel('Answer 1', { exact: true }).fill('Until **June 20**.\nBook before then.');
    await w.page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(w.page, 'The FAQ set has been saved.');
    await w.close();

    const partner = await openPage(browser, { baseURL: demo.url });
    await partner.page.goto(demo.url);
    await partner.page.locator('clinic-faq[group="home"] .clinic-faq__text').first().waitFor();
    await partner.page.evaluate((group) => {
      const el = document.createElement('clinic-faq');
      el.setAttribute('group', group);
      el.id = 'spring';
      document.querySelector('main')?.append(el);
    }, key);
    await partner.page.locator('#spring .clinic-faq__text').first().waitFor();
    expect(await questionsOn(partner.page, '#spring')).toEqual(['How long does the spring offer run?']);
    // a line break typed with Enter is one on the partner's page too
    expect(await partner.page.locator('#spring .clinic-faq__answer').first().innerHTML()).toBe('<p>Until <strong>June 20</strong>.<br>\nBook before then.</p>');
    expect(partner.problems).toEqual([]);
    await partner.close();
  });

  it('has no serious accessibility finding on the list and the editor at 390 and 1280 px', async () => {
    const found: string[] = [];
    for (const [name, viewport] of Object.entries(viewports)) {
      // the scanner is an inline script: this context alone lets it past the page's CSP
      const w = await signedIn(editor, viewport, { bypassCSP: true });
      const { page } = w;
      for (const v of await axeBlocking(page)) found.push(`${name} /staff/faqs ${v}`);
      await page.goto('/staff/faqs/home/es');
      await page.getByLabel('Question 1', { exact: true }).waitFor();
      for (const v of await axeBlocking(page)) found.push(`${name} /staff/faqs/home/es ${v}`);
      await w.close();
    }
    expect(found).toEqual([]);
  });

  it('a second editor of the same version is told it changed, and keeps what they typed', async () => {
    const colleague = await newStaffAccount('marketing');
    const first = await signedIn(editor, viewports.desktop);
    const second = await signedIn(colleague, viewports.desktop);
    for (const w of [first, second]) {
      await w.page.goto('/staff/faqs/results_faq/es');
      await w.page.getByLabel('Question 1', { exact: true }).waitFor();
    }
    await first.page.getByLabel('Question 1', { exact: true }).fill('¿Cuándo veré los resultados, según la primera editora?');
    await first.page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(first.page, 'The FAQ set has been saved.');

    const mine = '¿Cuándo veré mis resultados? (texto de la segunda editora)';
    await second.page.getByLabel('Question 1', { exact: true }).fill(mine);
    await second.page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = second.page.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This set was changed by someone else while you were editing.');
    expect(await alert.textContent()).toContain(email);
    expect(await second.page.getByLabel('Question 1', { exact: true }).inputValue()).toBe(mine);
    await second.page.screenshot({ path: path.join(shotsDir, 'faq-conflict-1280.png'), fullPage: false });
    // the public set still holds the first editor's text until the second chooses
    const before = (await fetch(`${baseUrl()}/api/faq-sets/results_faq?lang=es`).then((r) => r.json())) as { items: { question: string }[] };
    expect(before.items[0]?.question).toBe('¿Cuándo veré los resultados, según la primera editora?');
    await second.page.getByRole('button', { name: 'Save mine over theirs' }).click();
    await waitForToast(second.page, 'The FAQ set has been saved.');
    const after = (await fetch(`${baseUrl()}/api/faq-sets/results_faq?lang=es`).then((r) => r.json())) as { items: { question: string }[] };
    expect(after.items[0]?.question).toBe(mine);
    expect(first.problems).toEqual([]);
    expect(second.problems.filter((p) => !p.includes('409'))).toEqual([]);
    await first.close();
    await second.close();
  });
});
