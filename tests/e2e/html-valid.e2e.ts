/**
 * The server HTML of every public route (and a blog post), in English and in Spanish, passes the
 * W3C Nu HTML Checker with no error. Crawlers and assistive technology read this markup before any
 * script runs. The checker runs once as a local service (fixtures/nu-checker.ts) and each page is a
 * test of its own, so no test's time grows with the number of pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './fixtures/browser';
import { startNuChecker, type NuChecker } from './fixtures/nu-checker';
import { publicPaths } from '../../site/route-paths';
import { localizePath } from '../../src/i18n/site-locale';

let checker: NuChecker;
beforeAll(async () => {
  checker = await startNuChecker();
});
afterAll(async () => {
  await checker?.stop();
});

async function errorsOf(path: string): Promise<string[]> {
  const res = await fetch(`${baseUrl()}${path}`);
  expect(res.status, path).toBe(200);
  return checker.errors(await res.text());
}

describe('valid HTML', () => {
  it('covers every public page in both languages', () => {
    expect(publicPaths.length).toBeGreaterThan(20);
  });

  it.each([...publicPaths, ...publicPaths.map((p) => localizePath(p, 'es'))])('%s passes the Nu HTML Checker with no error', async (path) => {
    expect(await errorsOf(path)).toEqual([]);
  });

  it.each([
    ['an English blog post', '/api/blog-list', '/blog/'],
    ['a Spanish blog post', '/api/blog-list?lang=es', '/es/blog/'],
  ])('%s passes the Nu HTML Checker with no error', async (_name, list, prefix) => {
    const { blogs } = (await (await fetch(`${baseUrl()}${list}`)).json()) as { blogs: { slug: string }[] };
    const slug = blogs[0]?.slug;
    expect(slug).toBeDefined();
    expect(await errorsOf(`${prefix}${slug ?? ''}`)).toEqual([]);
  });
});
