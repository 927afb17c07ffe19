/**
 * The page's Content-Security-Policy means it (server/site/page-csp.ts): a `<script>` written into
 * a stored post by other means than the editor never reaches the page (the post is sanitised again
 * when shown), the router's data rides in a JSON block, and the header allows the site's own boot
 * script by its build-time hash and nothing else, whatever the HTML holds. Needs the built site
 * (npm run build), as page-errors.test.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_HASH } from '../../server/site/page-csp';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';

const siteBuilt = fs.existsSync(path.resolve(import.meta.dirname, '../../dist/site/server/entry-server.js'));

/** Every inline script that would run: a `<script>` without src that is no JSON data block. */
function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');
}

const hashOf = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe.runIf(siteBuilt).each(dialects)('the page CSP (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { site: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows no script written straight into a stored post, and allows only the boot script', async () => {
    const post = await t.app.db.selectFrom('blog_posts').select(['id', 'slug', 'description']).where('language', '=', 'en').orderBy('id').executeTakeFirstOrThrow();
    const hostile = `${post.description}<script>window.pwned = 1</script><img src="/images/x.png" onerror="window.pwned = 2"><p>Still here.</p>`;
    await t.app.db.updateTable('blog_posts').set({ description: hostile }).where('id', '=', post.id).execute();
    t.app.clearPageCache();

    const page = await t.client().get(`/blog/${post.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Still here.');
    expect(page.text).not.toContain('window.pwned');
    expect(page.text).not.toMatch(/onerror/i);
    const scripts = runnableInlineScripts(page.text);
    expect(scripts.map(hashOf)).toEqual([BOOT_SCRIPT_HASH]);
    expect(page.text).toMatch(/<script type="application\/json" id="router-data">/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(/script-src ([^;]+)/.exec(csp)?.[1]).toBe(`'self' ${BOOT_SCRIPT_HASH}`);

    const api = await t.client().get(`/api/blog-details/${post.slug}`);
    expect((api.body as { blog: { description: string } }).blog.description).not.toContain('window.pwned');
  });

  it('keeps the same policy on every page, whatever inline script its HTML would hold', async () => {
    for (const url of ['/', '/team', '/faqs', '/es/blog']) {
      const res = await t.client().get(url);
      expect(res.status, url).toBe(200);
      expect(/script-src ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')?.[1], url).toBe(`'self' ${BOOT_SCRIPT_HASH}`);
      expect(runnableInlineScripts(res.text).map(hashOf), url).toEqual([BOOT_SCRIPT_HASH]);
    }
  });
});
