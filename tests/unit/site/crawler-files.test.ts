/** The sitemap names both twins of every page (server/site/crawler-files.ts). */
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../../server/site/crawler-files';
import type { BlogPost } from '../../../src/api/api-types';

const site = 'https://clinic.example';
const post = (slug: string, language: 'en' | 'es'): BlogPost => ({ slug, language, release_date: '2025-03-01' }) as BlogPost;

describe('sitemap.xml', () => {
  const xml = sitemapXml(site, ['/', '/treatments/neck'], [post('recovery', 'en'), post('recuperacion', 'es')]);
  const urls = xml.match(/<url>.*?<\/url>/g) ?? [];

  it('lists each page in English and in Spanish, and every post once under its own blog', () => {
    expect(urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)?.[1])).toEqual([
      `${site}/`,
      `${site}/es`,
      `${site}/treatments/neck`,
      `${site}/es/treatments/neck`,
      `${site}/blog/recovery`,
      `${site}/es/blog/recuperacion`,
    ]);
  });

  it('gives both twins the same three alternates, English as the default', () => {
    const alternates = (u: string) => [...u.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    const expected = [`en ${site}/treatments/neck`, `es ${site}/es/treatments/neck`, `x-default ${site}/treatments/neck`];
    expect(alternates(urls[2] ?? '')).toEqual(expected);
    expect(alternates(urls[3] ?? '')).toEqual(expected);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('keeps crawlers out of the account pages in both languages', () => {
    const robots = robotsTxt(site);
    for (const path of ['/profile', '/es/profile', '/reset-password', '/es/reset-password']) expect(robots).toContain(`Disallow: ${path}\n`);
  });
});
