/**
 * No public page links anywhere that is not there: every page of the sitemap and every page those
 * link to, in English and Spanish, is read as the server renders it (no browser), and every
 * address on this site that a page names in an `href`, `src` or `srcset` (links, the treatment
 * map's areas, pictures, scripts, styles, the canonical and hreflang links), and every address of
 * the sitemap itself, answers 200 once redirects are followed. An unknown path renders Home with
 * 404, so a broken link cannot pass for a page. Needs the built site (npm run build), as
 * page-errors.test.ts; one database is enough, the links do not depend on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';

const siteBuilt = fs.existsSync(path.resolve(import.meta.dirname, '../../dist/site/server/entry-server.js'));

/** how many addresses are fetched at once */
const PARALLEL = 6;
/** far more than the site has: a crawl that grows past it is following a loop of made-up addresses */
const MAX_ADDRESSES = 3000;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'", '#x2F': '/' };
const decode = (value: string) => value.replace(/&(amp|quot|apos|lt|gt|#39|#x27|#x2F);/g, (_, name: string) => ENTITIES[name] ?? _);

/** Every address an element's attribute names: href, src, and each of a srcset's candidates. */
function addressesIn(html: string): string[] {
  // the router's hydration data and JSON-LD are data, not links
  const markup = html.replace(/<script\b[^>]*type="application\/(?:ld\+)?json"[^>]*>[\s\S]*?<\/script>/gi, '');
  const found: string[] = [];
  for (const [, name, quoted, bare] of markup.matchAll(/\s(href|src|srcset)=(?:"([^"]*)"|([^\s>"']+))/gi)) {
    const value = decode(quoted ?? bare ?? '');
    if (name?.toLowerCase() === 'srcset') found.push(...value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '').filter(Boolean));
    else found.push(value);
  }
  return found;
}

describe.runIf(siteBuilt)('internal links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialects[0] ?? 'sqlite', { site: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** This site's path (with its query) of an address, or null for mail, phone, fragments and other sites. */
  const internal = (address: string, base: string): string | null => {
    if (address === '' || address.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(address)) return null;
    const url = new URL(address, `${t.baseUrl}${base}`);
    if (url.origin !== t.baseUrl) return null;
    return url.pathname + url.search;
  };
  const isPage = (address: string) => !/\.[a-z0-9]+$/i.test(address.split('?')[0] ?? '') && !address.startsWith('/api/');

  it('finds no broken link on any public page, in either language, sitemap included', async () => {
    const sitemap = await fetch(`${t.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>|<xhtml:link[^>]*href="([^"]+)"/g)].map((m) => internal(decode(m[1] ?? m[2] ?? ''), '/'));
    expect(listed.length).toBeGreaterThan(40);

    const seen = new Map<string, string>(); // address → the page that first named it
    const queue: string[] = [];
    const add = (address: string | null, from: string) => {
      if (address === null || seen.has(address)) return;
      seen.set(address, from);
      queue.push(address);
    };
    for (const start of ['/', '/es', '/robots.txt', '/sitemap.xml', ...listed]) add(start, 'the sitemap');

    const broken: string[] = [];
    let pages = 0;
    const visit = async (address: string) => {
      const res = await fetch(`${t.baseUrl}${address}`, { redirect: 'follow' });
      const body = isPage(address) && res.headers.get('content-type')?.startsWith('text/html') ? await res.text() : (await res.arrayBuffer(), '');
      if (res.status !== 200) broken.push(`${address} (named by ${seen.get(address)}) answers ${res.status}`);
      if (!body) return;
      pages += 1;
      const base = new URL(res.url).pathname;
      for (const named of addressesIn(body)) add(internal(named, base), address);
    };
    while (queue.length > 0) {
      expect(seen.size, 'the crawl keeps finding new addresses').toBeLessThan(MAX_ADDRESSES);
      await Promise.all(queue.splice(0, PARALLEL).map(visit));
    }

    expect(broken).toEqual([]);
    // both languages were walked, the treatment pages among them
    expect(pages).toBeGreaterThan(60);
    for (const page of ['/treatments/neck', '/es/treatments/neck', '/es/blog', '/faqs/results_faq', '/es/faqs/results_faq']) expect(seen.has(page), page).toBe(true);
  });
});
