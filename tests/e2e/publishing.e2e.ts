/**
 * Staff publishing in Chromium, against the built server (server/blog/, site/staff/posts/):
 * an English post with an uploaded cover and an inline picture, its Spanish translation linked to
 * it, both scheduled a minute ahead; the server's publishing clock is moved by the test (the
 * DATA_DIR offset file NODE_ENV=test reads) and both appear on /blog and /es/blog, in both feeds
 * (parsed by rss-parser) and in the sitemap with hreflang both ways; their pictures, named by 128
 * random bits, are the editor's alone until then (a visitor gets 404); the cover is WebP with srcset;
 * a renamed slug answers 301; two staff sessions on one post: the second save gets 409 and keeps
 * its text, the first's is what is stored; a hostile post runs nothing in the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, dataDir, launchBrowser, openPage, viewports, type WatchedPage } from './fixtures/browser';
import { axeBlocking } from './fixtures/axe';
import { newStaffAccount, openStaffPage, type StaffAccount } from './fixtures/staff-session';
import { TEST_CLOCK_FILE } from '../../server/blog/publishing-clock';
import { postsCopy } from '../../site/staff/posts/posts-copy';


const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, 'x');
const SHOTS = '/work/shots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  fs.rmSync(path.join(dataDir(), TEST_CLOCK_FILE), { force: true });
  await browser?.close();
});

/** The staff area, signed in as the account (its one session, fixtures/staff-session.ts). */
async function signedIn(account: StaffAccount, viewport = viewports.desktop): Promise<WatchedPage> {
  const w = await openStaffPage(browser, account, { viewport });
  await w.visit('/staff');
  return w;
}

async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator('.notyf__toast:not(.notyf__toast--disappear) .notyf__message', { hasText: text }).first().waitFor({ state: 'visible', timeout: 15_000 });
}

const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1800, height: 1000, channels: 3, background: { r, g, b } } })
    .withExif({ IFD0: { Copyright: 'SecretStudio' } })
    .jpeg()
    .toBuffer();

/** Writes a post in the open editor and saves it as a draft; answers its id. */
/**
 * Sets the editor's release time to the next minute but one (the page's default is a minute after
 * it loaded, which a slow machine's typing can pass, and a past time publishes at once), then
 * schedules.
 */
async function scheduleAMinuteAhead(page: Page): Promise<void> {
  const at = await page.evaluate(() => {
    const ms = Date.now() + 2 * 60_000;
    return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await page.getByLabel(postsCopy.editor.scheduleAt).fill(at);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
}

async function writePost(page: Page, post: { title: string; language: 'en' | 'es'; translationOf?: string; body: string; inline?: Buffer }): Promise<number> {
  await page.goto('/staff/posts/new');
  // the page's code starts after its load event: a quiet network before that is no sign it has hydrated
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await page.locator('#post-title').fill(post.title);
  await page.locator('#post-language').selectOption(post.language);
  if (post.translationOf) await page.locator('#post-translation').selectOption({ label: post.translationOf });
  await page.locator('#post-meta').fill(`${post.title}: what to expect.`);
  expect(await page.locator('#post-meta-count').textContent()).toBe(`${post.title.length + 17} of about 155 characters shown by search engines`);
  await page.getByTestId('cover-input').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await picture(180, 120, 100) });
  await page.locator('.post-editor__path').waitFor({ state: 'visible', timeout: 15_000 });
  await page.locator('#post-alt').fill('A clinician tracing the jawline before a treatment');
  await page.locator('#post-body').fill(post.body);
  if (post.inline) {
    await page.locator('#post-body').press('End');
    await page.getByTestId('inline-image-input').setInputFiles({ name: 'after.jpg', mimeType: 'image/jpeg', buffer: post.inline });
    await page.waitForFunction(() => (document.querySelector('#post-body') as HTMLTextAreaElement).value.includes('](/media/posts/'), undefined, { timeout: 15_000 });
  }
  // the preview is drawn with the public page's pieces as it is typed
  expect(await page.locator('.post-editor__preview .blog-article h1').textContent()).toBe(post.title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await waitForToast(page, 'The post has been created as a draft.');
  await page.waitForURL(/\/staff\/posts\/\d+$/);
  return Number(/\/staff\/posts\/(\d+)$/.exec(page.url())?.[1]);
}

describe('publishing posts', () => {
  const enTitle = `Neck care after Endolift ${unique}`;
  const esTitle = `Cuidado del cuello ${unique}`;
  let ana: WatchedPage;
  let anaAccount: StaffAccount;
  let enId = 0;
  let esId = 0;
  let enSlug = '';
  let esSlug = '';

  it('writes an English post with a cover and an inline picture, and its Spanish translation, and schedules both a minute ahead', async () => {
    anaAccount = await newStaffAccount('editor');
    ana = await signedIn(anaAccount);
    enId = await writePost(ana.page, { title: enTitle, language: 'en', body: '## Week one\n\nSome swelling, then **less**.\n\n- Cool compress\n- Sleep on your back\n\n', inline: await picture(90, 140, 180) });
    const inline = await ana.page.locator('.post-editor__preview .blog-article__body img').getAttribute('src');
    expect(inline).toMatch(/^\/media\/posts\/[0-9a-f]{32}-1600x889\.jpg$/);
    // the editor's preview shows it (a staff session), never kept by a cache; a visitor gets a 404 until the post is live
    const staffCopy = await ana.page.request.get(inline ?? '');
    expect([staffCopy.status(), staffCopy.headers()['cache-control']]).toEqual([200, 'no-store']);
    expect((await fetch(`${baseUrl()}${inline}`)).status).toBe(404);
    await ana.page.screenshot({ path: `${SHOTS}/posts-editor-1280.png`, fullPage: true });
    await ana.page.setViewportSize(viewports.phone);
    await ana.page.screenshot({ path: `${SHOTS}/posts-editor-390.png`, fullPage: true });
    await ana.page.setViewportSize(viewports.desktop);
    await scheduleAMinuteAhead(ana.page);
    await waitForToast(ana.page, 'The post is scheduled.');
    expect(await ana.page.locator('.post-state').first().textContent()).toBe('State: Scheduled');

    esId = await writePost(ana.page, { title: esTitle, language: 'es', translationOf: enTitle, body: 'La **primera** semana.' });
    await scheduleAMinuteAhead(ana.page);
    await waitForToast(ana.page, 'The post is scheduled.');

    const list = (await (await ana.page.request.get('/api/staff/posts')).json()) as { posts: { id: number; slug: string; state: string }[] };
    const en = list.posts.find((p) => p.id === enId);
    const es = list.posts.find((p) => p.id === esId);
    expect([en?.state, es?.state]).toEqual(['scheduled', 'scheduled']);
    enSlug = en?.slug ?? '';
    esSlug = es?.slug ?? '';
    expect(enSlug).toBe(`neck-care-after-endolift-${unique.toLowerCase()}`);
    const blog = await fetch(`${baseUrl()}/blog`).then((r) => r.text());
    expect(blog).not.toContain(enTitle);
    const cover = (await (await ana.page.request.get(`/api/staff/posts/${enId}`)).json()) as { post: { image: string } };
    expect((await fetch(`${baseUrl()}${cover.post.image}`)).status).toBe(404);
    expect(ana.problems).toEqual([]);
  });

  it('shows both on /blog and /es/blog, in both feeds and in the sitemap once the clock passes their minute', async () => {
    fs.writeFileSync(path.join(dataDir(), TEST_CLOCK_FILE), String(2 * 60_000));
    const visitor = await openPage(browser, { viewport: viewports.desktop });
    await visitor.page.goto('/blog');
    await visitor.page.getByText(enTitle).first().waitFor({ timeout: 10_000 });
    await visitor.page.goto('/es/blog');
    await visitor.page.getByText(esTitle).first().waitFor({ timeout: 10_000 });
    expect(await visitor.page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(`${baseUrl()}/es/blog/feed.xml`);

    const parser = new Parser();
    const enFeed = await parser.parseString(await fetch(`${baseUrl()}/blog/feed.xml`).then((r) => r.text()));
    const esFeed = await parser.parseString(await fetch(`${baseUrl()}/es/blog/feed.xml`).then((r) => r.text()));
    expect(enFeed.items[0]).toMatchObject({ title: enTitle, link: `${baseUrl()}/blog/${enSlug}` });
    expect(esFeed.items[0]).toMatchObject({ title: esTitle, link: `${baseUrl()}/es/blog/${esSlug}` });

    const sitemap = await fetch(`${baseUrl()}/sitemap.xml`).then((r) => r.text());
    const links = `<xhtml:link rel="alternate" hreflang="en" href="${baseUrl()}/blog/${enSlug}"/><xhtml:link rel="alternate" hreflang="es" href="${baseUrl()}/es/blog/${esSlug}"/>`;
    for (const loc of [`${baseUrl()}/blog/${enSlug}`, `${baseUrl()}/es/blog/${esSlug}`]) {
      const entry = new RegExp(`<url><loc>${loc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</loc>[^\\n]*</url>`).exec(sitemap)?.[0];
      expect(entry, loc).toContain(links);
    }
    expect(visitor.problems).toEqual([]);
    await visitor.close();
  });

  it('serves the cover as WebP with srcset, its size and fetchpriority on the post page', async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const w = await openPage(browser, { viewport });
      await w.visit(`/blog/${enSlug}`);
      const cover = w.page.locator('picture img.blog-article__image');
      expect(await cover.getAttribute('fetchpriority')).toBe('high');
      expect(await cover.getAttribute('width')).toBe('1600');
      expect(await cover.getAttribute('height')).toBe('889');
      expect(await cover.getAttribute('srcset')).toMatch(/-480\.jpg 480w, .*-960\.jpg 960w, .*-1600\.jpg 1600w$/);
      expect(await w.page.locator('picture source[type="image/webp"]').getAttribute('srcset')).toMatch(/-480\.webp 480w/);
      const current = await cover.evaluate((img) => (img as HTMLImageElement).currentSrc);
      expect(current).toMatch(/\.webp$/);
      const file = await fetch(current);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).exif).toBeUndefined();
      const ld = await w.page.locator('script[type="application/ld+json"]').last().textContent();
      expect(JSON.parse(ld ?? '{}')).toMatchObject({ '@type': 'BlogPosting', image: expect.stringMatching(/\/media\/posts\/[0-9a-f]{32}-1600x889\.jpg$/), dateModified: expect.any(String) });
      expect(await w.page.locator('.blog-article__body img').getAttribute('srcset')).toMatch(/480w/);
      await w.page.screenshot({ path: `${SHOTS}/posts-post-${viewport.width}.png`, fullPage: true });
      expect(w.problems).toEqual([]);
      await w.close();
    }
  });

  it('answers the old address of a renamed post with 301', async () => {
    await ana.visit(`/staff/posts/${enId}`);
    await ana.page.locator('#post-slug').fill(`${enSlug}-renamed`);
    await ana.page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(ana.page, 'The post has been saved.');
    const moved = await fetch(`${baseUrl()}/blog/${enSlug}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/blog/${enSlug}-renamed`);
  });

  it('gives the second of two editors a 409 and keeps both their text and the first editor’s save', async () => {
    const ben = await signedIn(await newStaffAccount('editor'));
    await ana.page.goto(`/staff/posts/${esId}`);
    await ben.page.goto(`/staff/posts/${esId}`);
    await ana.settled();
    await ben.settled();
    await ana.page.locator('#post-body').fill('Texto de Ana, guardado primero.');
    await ana.page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(ana.page, 'The post has been saved.');
    await ben.page.locator('#post-body').fill('Texto de Ben, que no debe perderse.');
    await ben.page.getByRole('button', { name: 'Save', exact: true }).click();
    await ben.page.getByRole('alert').filter({ hasText: 'Someone else saved this post while you were editing.' }).waitFor({ timeout: 10_000 });
    expect(await ben.page.locator('#post-body').inputValue()).toBe('Texto de Ben, que no debe perderse.');
    const stored = (await (await ana.page.request.get(`/api/staff/posts/${esId}`)).json()) as { post: { body: string } };
    expect(stored.post.body).toBe('Texto de Ana, guardado primero.');
    expect(ben.problems.filter((p) => !p.includes('409'))).toEqual([]);
    await ben.close();
  });

  it('has no serious accessibility findings on the list and the editor, at phone and desktop widths', async () => {
    const found: string[] = [];
    for (const [name, viewport] of Object.entries(viewports)) {
      // axe is injected as a script, which the pages' CSP would refuse
      const w = await openStaffPage(browser, anaAccount, { viewport, contextOptions: { bypassCSP: true } });
      for (const target of ['/staff/posts', `/staff/posts/${enId}`]) {
        await w.visit(target);
        for (const v of await axeBlocking(w.page)) found.push(`${name} ${target} ${v}`);
      }
      await w.close();
    }
    expect(found).toEqual([]);
  });

  it('runs nothing from a hostile post: no dialog, no console error', async () => {
    const xsrf = (await ana.context.cookies()).find((c) => c.name === 'STAFF-XSRF-TOKEN')?.value ?? '';
    const headers = { 'x-staff-xsrf-token': xsrf, 'content-type': 'application/json' };
    const body = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(2)>',
      '[click](javascript:alert(3))',
      '<svg onload=alert(4)><script>alert(5)</script></svg>',
      '<a href="javascript:alert(6)">a</a>',
    ].join('\n\n');
    const cover = (await ana.page.request.get(`/api/staff/posts/${enId}`).then((r) => r.json())) as { post: { image: string } };
    const made = await ana.page.request.post('/api/staff/posts', {
      headers,
      data: { title: `Hostile ${unique}`, language: 'en', image: cover.post.image, image_alt: 'A cover', body },
    });
    expect(made.status()).toBe(201);
    const { post } = (await made.json()) as { post: { id: number; slug: string; version: number } };
    expect((await ana.page.request.post(`/api/staff/posts/${post.id}/publish`, { headers, data: {} })).status()).toBe(200);
    const w = await openPage(browser, { viewport: viewports.desktop });
    const dialogs: string[] = [];
    w.page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await w.visit(`/blog/${post.slug}`);
    expect(await w.page.locator('.blog-article__body a[href^="javascript" i]').count()).toBe(0);
    // the Markdown link may be drawn as a link without its script, or as text: a tap on it, if drawn, runs nothing
    const link = w.page.locator('.blog-article__body a', { hasText: 'click' });
    if ((await link.count()) > 0) await link.click();
    await w.settled();
    expect(await w.page.locator('.blog-article__body').textContent()).toContain('<script>alert(1)</script>');
    expect(dialogs).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.close();
    await ana.close();
  });
});
