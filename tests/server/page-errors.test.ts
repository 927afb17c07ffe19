/**
 * A page never shows a stack, a path or an error's message: an address no post can have is the
 * site's own 404, a loader that fails shows the site's own error page inside the layout, and a
 * render that fails gets the site's error document. A 5xx is never kept in the page cache or by a
 * browser, and each real fault is logged once, at error level. Needs the built site (npm run build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';

const siteBuilt = fs.existsSync(path.resolve(import.meta.dirname, '../../dist/site/server/entry-server.js'));

/** What must never reach a visitor: React Router's default error page, a stack frame, a file path. */
function leaks(html: string): string[] {
  const found: string[] = [];
  if (html.includes('Unexpected Application Error')) found.push('router error page');
  if (/\bat \S+ \(|\bat file:\/\//.test(html)) found.push('stack frame');
  for (const p of ['/work/', '/srv/', 'node_modules', process.cwd()]) if (html.includes(p)) found.push(p);
  if (html.includes('kaboom')) found.push('error message');
  return found;
}

describe.runIf(siteBuilt).each(dialects)('page errors (%s)', (dialect) => {
  let t: TestApp;
  const errorLines: { msg: string; err?: { message?: string } }[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        const line = JSON.parse(chunk.toString('utf8')) as { level: number; msg: string; err?: { message?: string } };
        if (line.level >= 50) errorLines.push(line);
        done();
      },
    });
    t = await startTestApp(dialect, { site: true, logger: true, logStream, env: { LOG_LEVEL: 'warn' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/blog/a%00b', '/es/blog/a%00b', '/blog/a%00b?utm_source=x', '/blog/%F0%9F%92%A5%00'])('answers %s with the site’s own 404 page, twice, and logs nothing', async (url) => {
    for (const round of [1, 2]) {
      const res = await t.client().get(url);
      expect(res.status, `round ${round}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain(url.startsWith('/es') ? '<html lang="es">' : '<html lang="en">');
      expect(res.text).toMatch(/<header/);
      expect(leaks(res.text)).toEqual([]);
    }
    expect(errorLines).toEqual([]);
  });

  it('shows the site’s error page inside the layout when a loader fails: 500, never cached, logged once', async () => {
    const blog = t.app.blog!;
    const realGet = blog.get;
    blog.get = async () => {
      throw new Error('kaboom at /srv/clinic/server/blog/blog-posts.ts:42');
    };
    try {
      for (const [url, title] of [
        ['/blog/some-article', 'Something went wrong on our side'],
        ['/es/blog/algun-articulo', 'Algo salió mal de nuestro lado'],
      ] as const) {
        errorLines.length = 0;
        const res = await t.client().get(url);
        expect(res.status).toBe(500);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.text).toContain(`<h1>${title}</h1>`);
        expect(res.text).toMatch(/<header/);
        expect(leaks(res.text)).toEqual([]);
        expect(errorLines.map((l) => [l.msg, typeof l.err])).toEqual([['page could not be rendered', 'object']]);
      }
    } finally {
      blog.get = realGet;
    }
    // the failure was not kept: the same address answers from the database again
    const again = await t.client().get('/blog/some-article');
    expect(again.status).toBe(404);
    expect(leaks(again.text)).toEqual([]);
  });

  it('sends the site’s error document when the render itself fails, not hydrated, never cached, logged once', async () => {
    const blog = t.app.blog!;
    const realList = blog.list;
    // a post whose every field throws: the page fails while React renders it
    blog.list = async () => [new Proxy({}, { get: () => { throw new Error('kaboom in render'); } })] as never;
    errorLines.length = 0;
    try {
      const res = await t.client().get('/es/blog');
      expect(res.status).toBe(500);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.text).toContain('<html lang="es">');
      expect(res.text).toContain('<h1>Algo salió mal de nuestro lado</h1>');
      expect(res.text).not.toMatch(/<script type="module"|data-entry=/);
      expect(leaks(res.text)).toEqual([]);
      expect(errorLines.map((l) => l.msg)).toEqual(['page could not be rendered']);
    } finally {
      blog.list = realList;
    }
    const again = await t.client().get('/es/blog');
    expect(again.status).toBe(200);
  });
});
