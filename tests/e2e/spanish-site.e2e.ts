/**
 * The Spanish twin of the site (docs/decisions/0006-languages.md, 0013): every public path P is also
 * served at /es + P, rendered on the server in Spanish with <html lang="es">, its own Spanish title
 * and description, og:locale es_US and JSON-LD in Spanish; both twins name each other with hreflang
 * (x-default English) and the sitemap lists both; a language link in the header, the phone menu
 * and the footer takes a tap to the twin, and nothing redirects by the browser's language. In
 * Chromium the Spanish pages hydrate cleanly, a consultation booked on /es/consultation speaks
 * Spanish and is stored as a Spanish lead, a Spanish account's reset mail is Spanish and leads to
 * /es/reset-password, axe finds nothing serious, and the Spanish blog lists and opens its posts.
 * Every Spanish string is read from the module the page renders it from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, dataDir, launchBrowser, openPage, viewports } from './fixtures/browser';
import { registerPatient } from './fixtures/patient-account';
import { hydrationTextChange } from './fixtures/hydration-text';
import { publicPaths } from '../../site/route-paths';
import { routeExpectations, serverMeta, spanishRouteExpectations, spanishTwin } from './pages-support';
import { axeEveryPage } from './fixtures/axe-sweep';
import { readOutbox, type ReadMail } from '../server/helpers/outbox';
import { connectDatabase } from '../../server/db/connect';
import { pageMeta as pageMetaEs } from '../../site/meta/page-meta.es';
import { pageMeta } from '../../site/meta/page-meta';
import { CONSULTATION_CTA as CONSULTATION_CTA_ES, headerLinks as headerLinksEs } from '../../site/layout/nav-links.es';
import { layoutText as layoutTextEs } from '../../site/layout/layout-text.es';
import { bookingCopy as bookingEs } from '../../src/booking/booking-copy.es';
import * as validationEs from '../../src/forms/validation-messages.es';
import { LOGIN_SUCCESS as LOGIN_SUCCESS_ES } from '../../src/responses/fallback-messages.es';
import { replyMessages as repliesEs } from '../../server/i18n/api-messages.es';
import { resetLinkMail as resetLinkMailEs } from '../../server/accounts/account-mail.es';
import { fieldLabels as labelsEs, forgotCopy as forgotEs, resetCopy as resetEs, signInCopy as signInEs } from '../../site/account/account-copy.es';
import { spanishSeedPosts } from '../../server/blog/spanish-posts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' });

/** The URL a page names itself by: the home page is '{origin}/', every other path as it is. */
const urlOf = (path: string) => `${baseUrl()}${path}`;

/** HTML text and attribute values with the entities head-html.ts writes undone. */
function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Attributes of one start tag, by name (a bare attribute has the value ''). */
function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const inner = tag.replace(/^<[\w:-]+/, '').replace(/\/?>$/, '');
  for (const m of inner.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g)) {
    out[(m[1] ?? '').toLowerCase()] = decode(m[2] ?? m[3] ?? '');
  }
  return out;
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const tagsIn = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => attributes(m[0]));
const htmlLang = (html: string) => attributes(/<html\b[^>]*>/i.exec(html)?.[0] ?? '<html>').lang;
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaContent = (html: string, key: 'name' | 'property', value: string) => tagsIn(head(html), 'meta').find((m) => m[key] === value)?.content;

/** hreflang → href of the page's alternate links. */
function alternates(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const link of tagsIn(head(html), 'link')) {
    if (link.rel === 'alternate' && link.hreflang) out[link.hreflang] = link.href ?? '';
  }
  return out;
}

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}') as unknown);
}

/** Every inLanguage value anywhere in these structured data blocks. */
/**
 * The languages a page's structured data is written in. A course day's `inLanguage` is the language
 * it is taught in (a course on /es/trainings may be taught in English), not the page's: left out.
 */
function inLanguages(blocks: unknown[]): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object' && (value as { '@type'?: unknown })['@type'] === 'CourseInstance') return;
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'inLanguage' && typeof v === 'string') found.push(v);
        else walk(v);
      }
    }
  };
  blocks.forEach(walk);
  return found;
}

/** Language links in server-rendered HTML: their attributes and their text. */
function languageLinks(html: string): { attrs: Record<string, string>; text: string }[] {
  return [...html.matchAll(/(<a\b[^>]*\bdata-language-link\b[^>]*>)([\s\S]*?)<\/a>/g)].map((m) => ({
    attrs: attributes(m[1] ?? ''),
    text: decode((m[2] ?? '').replace(/<[^>]+>/g, '')).trim(),
  }));
}

describe('server-rendered Spanish twins', () => {
  it('answer every public path and account screen at /es with lang="es", the Spanish title and description, og:locale es_US; the English ones stay English', async () => {
    const paths = Object.keys(spanishRouteExpectations).map((es) => (es === '/es' ? '/' : es.slice(3)));
    for (const path of paths) {
      for (const [p, lang, locale] of [
        [path, 'en', 'en_US'],
        [spanishTwin(path), 'es', 'es_US'],
      ] as const) {
        const res = await get(p);
        expect(res.status, p).toBe(200);
        const html = await res.text();
        const meta = serverMeta(p);
        expect(htmlLang(html), p).toBe(lang);
        expect(titleOf(html), p).toBe(meta.title);
        expect(metaContent(html, 'name', 'description'), p).toBe(meta.description);
        expect(metaContent(html, 'property', 'og:locale'), p).toBe(locale);
      }
    }
  });

  it('write the structured data of an /es page in Spanish (inLanguage "es"), block for block with its English twin', async () => {
    for (const path of publicPaths) {
      const en = jsonLd(await (await get(path)).text());
      const es = jsonLd(await (await get(spanishTwin(path))).text());
      expect(es.length, spanishTwin(path)).toBe(en.length);
      es.forEach((block, i) => {
        const langs = inLanguages([block]);
        expect(langs, `${spanishTwin(path)} block ${i}`).toContain('es');
        expect(langs.filter((l) => !/^es(-|$)/.test(l)), `${spanishTwin(path)} block ${i}`).toEqual([]);
      });
      for (const block of en) expect(inLanguages([block]).filter((l) => /^es(-|$)/.test(l)), path).toEqual([]);
    }
    expect(jsonLd(await (await get('/es')).text()).length).toBeGreaterThan(0);
  });

  it('name each other with hreflang en, es and x-default (English), each canonical to itself, and every alternate answers 200', async () => {
    const hrefs = new Set<string>();
    for (const path of publicPaths) {
      const expected = { en: urlOf(path), es: urlOf(spanishTwin(path)), 'x-default': urlOf(path) };
      for (const p of [path, spanishTwin(path)]) {
        const html = await (await get(p)).text();
        expect(alternates(html), p).toEqual(expected);
        const canonical = tagsIn(head(html), 'link').filter((l) => l.rel === 'canonical').map((l) => l.href);
        expect(canonical, p).toEqual([urlOf(p)]);
        expect(metaContent(html, 'property', 'og:url'), p).toBe(urlOf(p));
        expect(html, p).not.toContain('noindex');
        Object.values(expected).forEach((h) => hrefs.add(h));
      }
    }
    for (const href of hrefs) expect((await fetch(href, { redirect: 'manual' })).status, href).toBe(200);
  });

  it('mark the Spanish account screens noindex', async () => {
    for (const path of ['/es/register', '/es/signin', '/es/forgot-password', '/es/reset-password', '/es/profile']) {
      expect(metaContent(await (await get(path)).text(), 'name', 'robots'), path).toBe('noindex');
    }
  });

  it('carry the language link to the twin: "Español" on English pages, "English" on Spanish ones', async () => {
    for (const path of publicPaths) {
      for (const [from, to, lang, text, code] of [
        [path, spanishTwin(path), 'es', 'Español', 'ES'],
        [spanishTwin(path), path, 'en', 'English', 'EN'],
      ] as const) {
        const links = languageLinks(await (await get(from)).text());
        // the header bar and the footer at least (the phone menu is checked in Chromium)
        expect(links.length, from).toBeGreaterThanOrEqual(2);
        // the header shows the code, named 'ES, Español'; the footer the name
        expect(links.map((l) => [l.text, l.attrs['aria-label'] ?? l.text]), from).toEqual([[code, `${code}, ${text}`], ...links.slice(1).map(() => [text, text])]);
        for (const link of links) {
          expect({ from, hreflang: link.attrs.hreflang, lang: link.attrs.lang, to: new URL(link.attrs.href ?? '', baseUrl()).pathname }).toEqual({
            from,
            hreflang: lang,
            lang,
            to,
          });
        }
      }
    }
  });

  it('never redirect by the browser’s language: / with Accept-Language: es is the English home page', async () => {
    const res = await get('/', { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(htmlLang(html)).toBe('en');
    expect(titleOf(html)).toBe(pageMeta.home.title);
    const es = await get('/es', { 'accept-language': 'en-US,en;q=0.9' });
    expect(es.status).toBe(200);
    expect(htmlLang(await es.text())).toBe('es');
  });
});

describe('sitemap.xml', () => {
  it('lists every public path and its /es twin, each with its en, es and x-default alternates, and no account screen', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    const urls = new Map<string, Record<string, string>>();
    for (const block of xml.match(/<url>[\s\S]*?<\/url>/g) ?? []) {
      const loc = decode(/<loc>([^<]*)<\/loc>/.exec(block)?.[1] ?? '');
      const links: Record<string, string> = {};
      for (const tag of block.match(/<xhtml:link\b[^>]*>/g) ?? []) {
        const a = attributes(tag);
        if (a.rel === 'alternate' && a.hreflang) links[a.hreflang] = a.href ?? '';
      }
      urls.set(loc, links);
    }
    for (const path of publicPaths) {
      const expected = { en: urlOf(path), es: urlOf(spanishTwin(path)), 'x-default': urlOf(path) };
      expect(urls.get(urlOf(path)), path).toEqual(expected);
      expect(urls.get(urlOf(spanishTwin(path))), spanishTwin(path)).toEqual(expected);
    }
    for (const screen of ['/es/profile', '/es/signin', '/es/register', '/es/forgot-password', '/es/reset-password']) expect(xml).not.toContain(screen);
  });
});

/** Two animation frames: long enough for a moving box to have moved. */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** The control's box once it has stopped moving (the phone menu slides in; scrolling may be smooth). */
async function restingBox(page: Page, control: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await control.boundingBox();
  for (let i = 0; i < 100; i++) {
    await frames(page);
    const now = await control.boundingBox();
    if (last && now && now.x === last.x && now.y === last.y && now.width === last.width && now.height === last.height) return now;
    last = now;
  }
  throw new Error('the control never came to rest');
}

/**
 * Taps a control the way a person does: at the centre of its box, after checking that the centre
 * is the control itself and not something drawn over it.
 */
async function tap(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await restingBox(page, control);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await control.evaluate((el, [px, py]) => {
    const at = document.elementFromPoint(px ?? 0, py ?? 0);
    return at === el || (!!at && el.contains(at)) ? 'itself' : `${at?.tagName.toLowerCase()}.${String(at?.className)} "${at?.textContent?.trim().slice(0, 40)}"`;
  }, [x, y]);
  expect(hit).toBe('itself');
  await page.mouse.click(x, y);
}

/** After a tap on the language link: the twin's URL, its <html lang> and its h1 in that language. */
async function arrivedAt(page: Page, path: string, lang: 'en' | 'es'): Promise<void> {
  await page.waitForURL(urlOf(path));
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  const h1 = (lang === 'es' ? spanishRouteExpectations : routeExpectations)[path]?.h1;
  if (h1) await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, h1);
}

const languageLink = (scope: Locator, lang: 'en' | 'es') => scope.locator(`a[data-language-link][hreflang="${lang}"]`).filter({ visible: true });

describe('the language link in Chromium', () => {
  it('takes a tap in the header bar at 1280 px, from English to Spanish and back', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    const { page } = w;
    await w.visit('/treatments/neck');
    const toSpanish = languageLink(page.locator('header'), 'es');
    expect(await toSpanish.count()).toBe(1);
    expect(await toSpanish.getAttribute('lang')).toBe('es');
    expect((await toSpanish.innerText()).trim()).toBe('ES');
    expect(await toSpanish.getAttribute('aria-label')).toBe('ES, Español');
    await tap(page, toSpanish);
    await arrivedAt(page, '/es/treatments/neck', 'es');

    const toEnglish = languageLink(page.locator('header'), 'en');
    await toEnglish.waitFor();
    expect(await toEnglish.getAttribute('lang')).toBe('en');
    expect((await toEnglish.innerText()).trim()).toBe('EN');
    expect(await toEnglish.getAttribute('aria-label')).toBe('EN, English');
    await tap(page, toEnglish);
    await arrivedAt(page, '/treatments/neck', 'en');
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('takes a tap in the phone menu at 390 px, opened with "Open menu" and "Abrir menú"', async () => {
    const w = await openPage(browser, { viewport: viewports.phone });
    const { page } = w;
    await w.visit('/faqs/results_faq');
    for (const [openLabel, lang, twin] of [
      ['Open menu', 'es', '/es/faqs/results_faq'],
      ['Abrir menú', 'en', '/faqs/results_faq'],
    ] as const) {
      const button = page.getByRole('button', { name: openLabel, exact: true });
      await tap(page, button);
      const menuId = await button.getAttribute('aria-controls');
      const menu = menuId ? page.locator(`[id="${menuId}"]`) : page.getByRole('dialog');
      await menu.waitFor({ state: 'visible' });
      const link = languageLink(menu, lang);
      await link.waitFor();
      await tap(page, link);
      await arrivedAt(page, twin, lang);
      await menu.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    }
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('takes a tap in the footer, on a phone and on a desktop', async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const w = await openPage(browser, { viewport });
      const { page } = w;
      await w.visit('/endolift-miami');
      await tap(page, languageLink(page.locator('footer'), 'es'));
      await arrivedAt(page, '/es/endolift-miami', 'es');
      await tap(page, languageLink(page.locator('footer'), 'en'));
      await arrivedAt(page, '/endolift-miami', 'en');
      await w.visit('/');
      await tap(page, languageLink(page.locator('footer'), 'es'));
      await arrivedAt(page, '/es', 'es');
      expect(w.problems).toEqual([]);
      await w.close();
    }
  });

  it('switches the title, description and canonical URL with the language', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    const { page } = w;
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      }));
    await w.visit('/treatments/neck');
    for (const [path, lang] of [
      ['/es/treatments/neck', 'es'],
      ['/treatments/neck', 'en'],
    ] as const) {
      await tap(page, languageLink(page.locator('header'), lang));
      await arrivedAt(page, path, lang);
      const meta = serverMeta(path);
      await expect.poll(head, { timeout: 5_000 }).toEqual({ title: meta.title, description: meta.description, canonical: urlOf(path) });
    }
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('leaves a Spanish-speaking browser on the English page it asked for', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop, contextOptions: { locale: 'es-US' } });
    const { page } = w;
    // hydrated, and every request it started (a redirect's route chunk among them) done
    await w.visit('/');
    expect(page.url()).toBe(urlOf('/'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.title()).toBe(pageMeta.home.title);
    await w.close();
  });
});

describe('hydration of the Spanish pages', () => {
  it('hydrates /es, /es/consultation and /es/treatments/neck without errors or warnings, keeping the Spanish the server sent', async () => {
    const w = await openPage(browser);
    const warnings: string[] = [];
    w.page.on('console', (m) => {
      if (m.type() === 'warning' || /#41[89]|#42[35]|Minified React error|hydrat/i.test(m.text())) warnings.push(`${m.type()}: ${m.text()}`);
    });
    const changed: string[] = [];
    for (const path of ['/es', '/es/consultation', '/es/treatments/neck']) {
      const html = await (await get(path)).text();
      await w.visit(path);
      const seen = await w.page.evaluate(() => ({
        lang: document.documentElement.lang,
        reactRoot: Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$')),
        fibers: Array.from(document.querySelectorAll('#root main *')).some((n) => Object.keys(n).some((k) => k.startsWith('__reactFiber$'))),
      }));
      expect({ path, ...seen }).toEqual({ path, lang: 'es', reactRoot: true, fibers: true });
      expect(await w.page.title(), path).toBe(serverMeta(path).title);
      const diff = await hydrationTextChange(w.page, html);
      if (diff) changed.push(`${path}: ${diff}`);
    }
    expect(changed).toEqual([]);
    expect(w.problems).toEqual([]);
    expect(warnings).toEqual([]);
    await w.close();
  });

  it('keeps a visitor in Spanish through the header links: client-side navigation to /es pages with Spanish titles', async () => {
    const w = await openPage(browser);
    const { page } = w;
    await w.visit('/es');
    const nav = page.locator('header .site-nav');
    const links = nav.locator('a[href]:not([data-language-link])');
    expect(await links.allInnerTexts()).toEqual(headerLinksEs.map((l) => l.label));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(headerLinksEs.map((l) => spanishTwin(l.to)));
    // the header's button has the shorter label where the Spanish header has no room for the full one
    expect(await page.locator('header').getByRole('link', { name: layoutTextEs.headerCta ?? CONSULTATION_CTA_ES, exact: true }).getAttribute('href')).toBe('/es/consultation');
    const treatments = headerLinksEs.find((l) => l.to === '/treatments');
    if (!treatments) throw new Error('no Treatments link');
    await links.filter({ hasText: treatments.label }).click();
    await page.waitForURL(urlOf('/es/treatments'));
    await expect.poll(() => page.title()).toBe(pageMetaEs.treatments.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // a client-side navigation: the document was not reloaded
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    expect(w.problems).toEqual([]);
    await w.close();
  });
});

async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator('.notyf__toast:not(.notyf__toast--disappear) .notyf__message', { hasText: text }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

describe('booking a consultation on /es/consultation', () => {
  it('speaks Spanish: Spanish errors for an empty form, the Spanish thanks, and the lead is stored as Spanish', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    const { page } = w;
    const acceptLanguage = new Map<string, string | undefined>();
    page.on('request', (r) => {
      if (r.method() === 'POST') acceptLanguage.set(new URL(r.url()).pathname, r.headers()['accept-language']);
    });
    await w.visit('/es/consultation');
    const form = page.locator('form.clinic-booking__form');
    expect(await form.getByRole('heading', { name: bookingEs.formHeading }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: bookingEs.typesHeading }).isVisible()).toBe(true);

    await form.getByRole('button', { name: bookingEs.submit }).click();
    await form.locator('.clinic-field__error').first().waitFor({ state: 'visible' });
    expect(await form.locator('.clinic-field__error').allTextContents()).toEqual([
      validationEs.NAME_REQUIRED,
      validationEs.LAST_NAME_REQUIRED,
      validationEs.EMAIL_REQUIRED,
      validationEs.PHONE_REQUIRED,
      validationEs.MESSAGE_REQUIRED,
      validationEs.IMAGE_REQUIRED,
    ]);

    const email = `lucia.${unique()}@example.com`;
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 180, g: 130, b: 110 } } }).jpeg({ quality: 85 }).toBuffer();
    await form.getByLabel(bookingEs.labels.first_name).fill('Lucía');
    await form.getByLabel(bookingEs.labels.last_name).fill('Fernández');
    await form.getByLabel(bookingEs.labels.email).fill(email);
    await form.getByLabel(bookingEs.labels.phone).fill('3055550166');
    await form.getByLabel(bookingEs.labels.message).fill('Me interesa el cuello y la papada.');
    await form.getByLabel(bookingEs.labels.image).setInputFiles({ name: 'cuello.jpg', mimeType: 'image/jpeg', buffer: photo });
    expect(await form.locator('.clinic-field__error').count()).toBe(0);
    // A person takes more than a few seconds to fill the form; the server drops faster "people" as bots.
    await page.waitForTimeout(3500);
    await form.getByRole('button', { name: bookingEs.submit }).click();
    await waitForToast(page, repliesEs.consultationReceived);
    expect([...acceptLanguage].find(([path]) => path.endsWith('scheduleconversation'))?.[1]).toMatch(/^es\b/);
    // the visitor is taken home, to the Spanish home page
    await page.waitForURL((u) => u.pathname !== '/es/consultation');
    expect(page.url()).toBe(urlOf('/es'));
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    expect(w.problems).toEqual([]);
    await w.close();

    const { db } = connectDatabase({ databaseUrl: process.env.E2E_DATABASE_URL, dataDir: dataDir() });
    try {
      const row = await db.selectFrom('consultation_requests').selectAll().where('email', '=', email).executeTakeFirst();
      expect(row).toMatchObject({ first_name: 'Lucía', last_name: 'Fernández', phone: '3055550166', language: 'es' });
      const stored = await db.selectFrom('consultation_photos').select('request_id').where('request_id', '=', row!.id).executeTakeFirst();
      expect(stored).toBeDefined();
    } finally {
      await db.destroy();
    }
  });
});

async function mailTo(email: string, subject: string): Promise<ReadMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = readOutbox(dataDir())
      .reverse()
      .find((m) => m.to.includes(email) && m.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('password reset in Spanish', () => {
  it('e-mails a Spanish account a Spanish link to /es/reset-password that sets a new password, which signs in on /es/signin', async () => {
    const email = `carmen.${unique()}@example.com`;
    const oldPassword = 'Viejo-Farol-Jardin-57';
    const newPassword = 'Nuevo-Puerto-Brujula-83';
    await registerPatient(email, oldPassword, { first_name: 'Carmen', last_name: 'Ruiz', phone: '3055550133', dob: '1979-03-14' }, 'es');

    const w = await openPage(browser, { viewport: viewports.desktop });
    const { page } = w;
    const main = page.locator('main');
    await w.visit('/es/signin');
    await main.getByRole('link', { name: signInEs.forgot }).click();
    await page.waitForURL(urlOf('/es/forgot-password'));
    await main.getByRole('heading', { level: 2, name: forgotEs.heading }).waitFor({ timeout: 10_000 });
    await main.getByLabel(labelsEs.email).fill(email);
    await main.getByRole('button', { name: forgotEs.submit }).click();
    await waitForToast(page, repliesEs.forgotSent);

    const subject = resetLinkMailEs(email, 'Carmen', '').subject;
    const mail = await mailTo(email, subject);
    expect(mail.text).toContain('Hola, Carmen:');
    const link = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin + url.pathname).toBe(urlOf('/es/reset-password'));
    expect(url.searchParams.get('email')).toBe(email);

    await w.visit(url.pathname + url.search);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await main.getByRole('heading', { level: 2 }).textContent()).toBe(resetEs.heading);
    await main.getByLabel(new RegExp(`^${labelsEs.password}`)).fill(newPassword);
    await main.getByLabel(new RegExp(`^${labelsEs.confirmPassword}`)).fill(newPassword);
    await main.getByRole('button', { name: resetEs.submit }).click();
    await waitForToast(page, repliesEs.resetDone);
    await page.waitForURL(urlOf('/es/signin'), { timeout: 10_000 });
    await w.settled();

    await main.getByRole('heading', { name: signInEs.heading }).waitFor({ timeout: 10_000 });
    await main.getByLabel(labelsEs.email).fill(email);
    await main.getByLabel(new RegExp(`^${labelsEs.password}`)).fill(newPassword);
    await main.getByRole('button', { name: signInEs.submit }).click();
    await waitForToast(page, LOGIN_SUCCESS_ES);
    await page.waitForURL(urlOf('/es'), { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('userid'))).toMatch(/\S/);
    expect(w.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    await w.close();
  });
});

describe('axe-core on the Spanish pages', () => {
  axeEveryPage(() => browser, ['/es', '/es/consultation', '/es/treatments/neck', '/es/faqs', '/es/signin']);
});

describe('the Spanish blog', () => {
  const posts = [...spanishSeedPosts].sort((a, b) => b.release_date.localeCompare(a.release_date));

  it('lists the Spanish posts on /es/blog, rendered on the server', async () => {
    const res = await get('/es/blog');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(htmlLang(html)).toBe('es');
    for (const post of posts) expect(html, post.slug).toContain(`href="/es/blog/${post.slug}"`);
  });

  it('shows their Spanish titles and opens one at /es/blog/{slug} in Spanish', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    const { page } = w;
    await w.visit('/es/blog');
    const titles = await page.locator('.blog-grid > li .card__title').allInnerTexts();
    expect([...titles].sort()).toEqual(posts.map((p) => p.title).sort());
    const post = posts[0];
    if (!post) throw new Error('no Spanish posts');
    await page.locator(`.blog-grid > li a[href="/es/blog/${post.slug}"]`).first().click();
    await page.waitForURL(urlOf(`/es/blog/${post.slug}`));
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    const res = await get(`/es/blog/${post.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(htmlLang(html)).toBe('es');
    expect(titleOf(html)).toBe(post.title);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});
