/**
 * The API's security headers next to the site's own: helmet's cross-origin resource policy must
 * not clobber the `cross-origin` that the site sets on /widgets/ and /images/ (partner pages load
 * them), and helmet must not add a CSP of its own that would override the pages' nonce CSP. Uses a
 * small stand-in dist/ so it runs without a full build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('site and API headers together', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-dist-'));
    fs.mkdirSync(path.join(dist, 'widgets'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'site/client/images'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'widgets/clinic-widgets.umd.js'), 'console.log("widgets")');
    fs.writeFileSync(path.join(dist, 'site/client/images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp('sqlite', { site: true, overrides: { distDir: dist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the widget bundle and images cross-origin, with helmet’s other headers', async () => {
    for (const p of ['/widgets/clinic-widgets.umd.js', '/images/logo.svg']) {
      const res = await t.client().get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cross-origin-resource-policy'), p).toBe('cross-origin');
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), p).toBeNull();
    }
  });

  it('keeps API answers same-origin with their deny-all CSP', async () => {
    const res = await t.client().get('/api/blog-list');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    const missing = await t.client().get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'No such endpoint: GET /api/nothing-here' });
  });
});
