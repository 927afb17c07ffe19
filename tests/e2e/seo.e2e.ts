/**
 * What a crawler receives before any script runs: head tags, structured data, robots and sitemap,
 * plus the caching and compression headers that keep pages fast.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './fixtures/browser';
import { publicPaths } from '../../site/route-paths';

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers });

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
}
const types = (html: string) => jsonLd(html).map((b) => b['@type']);

describe('head of every public page', () => {
  // one test per page, so no test's time grows with the number of pages
  it.each(publicPaths)('%s has title, description, canonical URL from SITE_URL and Open Graph tags', async (path) => {
    const html = await (await get(path)).text();
    expect(html, path).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}" \/>/);
    expect(html, path).toContain(`<link rel="canonical" href="${baseUrl()}${path === '/' ? '/' : path}" />`);
    for (const prop of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
      expect(html, `${path} ${prop}`).toContain(`<meta property="${prop}"`);
    }
    expect(html, path).not.toContain('noindex');
  });

  it('marks account pages noindex', async () => {
    for (const path of ['/register', '/signin', '/forgot-password', '/reset-password', '/profile']) {
      expect(await (await get(path)).text(), path).toContain('<meta name="robots" content="noindex" />');
    }
  });
});

describe('structured data', () => {
  it('describes the clinic on home, locations, Miami and Florida', async () => {
    for (const path of ['/', '/locations', '/endolift-miami', '/endolift-florida']) {
      const html = await (await get(path)).text();
      const clinic = jsonLd(html).find((b) => b['@type'] === 'MedicalClinic');
      expect(clinic, path).toBeDefined();
      expect(clinic?.address).toMatchObject({ addressLocality: 'Miami', addressRegion: 'FL' });
      expect(clinic?.telephone).toMatch(/555/);
      expect(clinic?.openingHours).toBeInstanceOf(Array);
    }
  });

  it('has an FAQPage with the questions each page shows', async () => {
    const expected: Record<string, number> = {
      '/': 15,
      '/treatments': 12,
      '/trainings': 8,
      '/treatments/lower_face': 5,
      '/treatments/under_arm': 4,
      '/endolift-miami': 4,
      '/faqs': 13,
      '/faqs/treatment_faq': 4,
      '/faqs/results_faq': 4,
      '/faqs/post_treatment_faq': 5,
    };
    for (const [path, count] of Object.entries(expected)) {
      const faq = jsonLd(await (await get(path)).text()).find((b) => b['@type'] === 'FAQPage');
      expect((faq?.mainEntity as unknown[] | undefined)?.length, path).toBe(count);
    }
  });

  it('has a Course on the training page', async () => {
    expect(types(await (await get('/trainings')).text())).toContain('Course');
  });
});

describe('crawler files', () => {
  it('robots.txt allows the site, keeps crawlers out of the API and account pages, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /profile');
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it('sitemap.xml lists every public route', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    for (const path of publicPaths) expect(xml).toContain(`<loc>${baseUrl()}${path}</loc>`);
    expect(xml).not.toContain('/profile');
  });
});

describe('speed headers', () => {
  it('caches hashed assets for a year and revalidates HTML', async () => {
    const html = await (await get('/')).text();
    const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await get(script ?? '');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses pages and assets with brotli or gzip', async () => {
    const page = await get('/treatments', { 'accept-encoding': 'br, gzip' });
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = await (await get('/')).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '';
    const gz = await get(css, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('allows exactly the inline scripts of each page by their hashes, with no nonce and no unsafe-inline script', async () => {
    for (const path of ['/', '/team', '/blog', '/faqs/results_faq']) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const html = await res.text();
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((m) => !/application\/(ld\+)?json/.test(m[1] ?? '') && (m[2] ?? '').length > 0)
        .map((m) => `'sha256-${crypto.createHash('sha256').update(m[2] ?? '').digest('base64')}'`);
      expect(inline.length, path).toBeGreaterThan(0);
      expect(scriptSrc.sort(), path).toEqual(["'self'", ...new Set(inline)].sort());
      expect(csp).not.toContain('nonce');
      expect(csp).toContain("object-src 'none'");
    }
  });

  it('serves a cached page as the same compressed bytes every time', async () => {
    // raw bytes off the wire (fetch would decode them)
    const raw = (encoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        http
          .get(`${baseUrl()}/treatments`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const a = await raw('br');
    const b = await raw('gzip, deflate, br');
    expect(a.encoding).toBe('br');
    expect(a.vary).toContain('Accept-Encoding');
    expect(b.body.equals(a.body)).toBe(true);
    const g = await raw('gzip');
    expect(g.encoding).toBe('gzip');
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(zlib.brotliDecompressSync(a.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(g.body).equals(plain.body)).toBe(true);
  });
});
