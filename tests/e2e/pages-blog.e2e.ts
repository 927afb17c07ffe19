/**
 * The blog (docs/product/screens.md, docs/product/messages.md, docs/product/limits.md): rendered on the server with 6 cards, 'View More' adds 3 while more
 * exist, skeletons while a client-side visit loads the list, a failure only logged; the article
 * page shows the record's title, picture and HTML with every table in a sideways-scrolling box.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, viewports } from './fixtures/browser';
import type { BlogListResponse, BlogDetailsResponse } from '../../src/api/api-types';
import { blogPage } from '../../site/content/blog';
import { uiText } from '../../site/content/ui-text';
import { sidewaysOverflow } from './pages-support';

let browser: Browser;
let posts: BlogListResponse['blogs'];
beforeAll(async () => {
  browser = await launchBrowser();
  posts = ((await (await fetch(`${baseUrl()}/api/blog-list`)).json()) as BlogListResponse).blogs;
});
afterAll(async () => {
  await browser?.close();
});

const cards = '.blog-grid > li';

describe('blog list', () => {
  it('has enough posts to exercise View More', () => {
    expect(posts.length).toBeGreaterThan(blogPage.pageSize + blogPage.step);
  });

  it('is rendered on the server with the first 6 posts', async () => {
    const html = await (await fetch(`${baseUrl()}/blog`)).text();
    for (const post of posts.slice(0, 6)) expect(html).toContain(`href="/blog/${post.slug}"`);
    for (const post of posts.slice(6)) expect(html).not.toContain(`href="/blog/${post.slug}"`);
  });

  it('shows 6 cards, then 3 more on each View More until every post shows', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    await w.visit('/blog');
    const viewMore = w.page.getByRole('button', { name: uiText.viewMore });
    let expected = 6;
    expect(await w.page.locator(cards).count()).toBe(expected);
    while (expected < posts.length) {
      await viewMore.click();
      expected = Math.min(expected + 3, posts.length);
      await w.page.waitForFunction((n) => document.querySelectorAll('.blog-grid > li').length === n, expected);
    }
    expect(await viewMore.count()).toBe(0);
    const titles = await w.page.locator(`${cards} .card__title`).allInnerTexts();
    expect(titles).toEqual(posts.map((p) => p.title));
    const first = posts[0];
    if (!first) throw new Error('no posts');
    expect(await w.page.locator(`${cards} time`).first().getAttribute('datetime')).toBe(first.release_date);
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('shows skeleton cards while a client-side visit loads the list', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await w.page.route('**/api/blog-list', async (route) => {
      await gate;
      await route.continue();
    });
    await w.visit('/');
    await w.page.locator('.site-nav a[href="/blog"]').click();
    await w.page.waitForURL('**/blog');
    await w.page.locator('[data-testid="card-skeleton"]').first().waitFor();
    expect(await w.page.locator('[data-testid="card-skeleton"]').count()).toBe(6);
    expect(await w.page.locator(cards).count()).toBe(0);
    release();
    await w.page.waitForFunction(() => document.querySelectorAll('.blog-grid > li').length === 6);
    expect(await w.page.locator('[data-testid="card-skeleton"]').count()).toBe(0);
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('only logs a failed list: no error, an empty list with a note', async () => {
    // Chromium itself reports the aborted request; the page must add no error of its own.
    const w = await openPage(browser, { viewport: viewports.desktop, ignore: [/Failed to load resource/] });
    const warnings: string[] = [];
    w.page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await w.page.route('**/api/blog-list', (route) => route.abort());
    await w.visit('/');
    await w.page.locator('.site-nav a[href="/blog"]').click();
    await w.page.waitForURL('**/blog');
    await w.page.getByText(uiText.blog.empty).waitFor();
    expect(await w.page.locator(cards).count()).toBe(0);
    expect(warnings.some((t) => t.includes('blog list failed'))).toBe(true);
    expect(w.problems).toEqual([]);
    await w.close();
  });
});

describe('blog article', () => {
  const withTable = () => {
    const post = posts.find((p) => p.description.includes('<table'));
    if (!post) throw new Error('no seeded post has a table');
    return post;
  };

  it('shows the record title, picture and body, with tables wrapped for sideways scrolling', async () => {
    const post = withTable();
    const record = ((await (await fetch(`${baseUrl()}/api/blog-details/${post.slug}`)).json()) as BlogDetailsResponse).blog;
    const w = await openPage(browser, { viewport: viewports.phone });
    await w.visit(`/blog/${post.slug}`);
    expect(await w.page.locator('h1').innerText()).toBe(record.title);
    expect(await w.page.title()).toBe(record.title);
    expect(await w.page.getAttribute('meta[name="description"]', 'content')).toBe(record.meta_description);
    expect(await w.page.locator('.blog-article__image').getAttribute('src')).toBe(record.image);
    const tables = w.page.locator('.blog-article__body table');
    expect(await tables.count()).toBeGreaterThan(0);
    const wrapped = await tables.evaluateAll((els) => els.every((t) => t.parentElement?.classList.contains('table-scroll')));
    expect(wrapped).toBe(true);
    const box = w.page.locator('.blog-article__body .table-scroll').first();
    expect(await box.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await sidewaysOverflow(w.page)).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.close();
  });

  it('loads an article after a client-side visit from the list, with its title', async () => {
    const w = await openPage(browser, { viewport: viewports.desktop });
    await w.visit('/blog');
    const post = posts[1];
    if (!post) throw new Error('no posts');
    await w.page.locator(`a[href="/blog/${post.slug}"]`).click();
    await w.page.waitForURL(`**/blog/${post.slug}`);
    await w.page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, post.title);
    await w.page.waitForFunction((t) => document.title === t, post.title);
    expect(await w.page.locator('.blog-article__body').innerText()).not.toBe('');
    expect(w.problems).toEqual([]);
    await w.close();
  });
});
