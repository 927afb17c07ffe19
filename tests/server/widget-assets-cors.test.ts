/**
 * The widget bundle's files under /widgets/ from a partner page's point of view: the on-demand
 * parts and the FAQ questions are read cross-origin (fetch, import()), so preflights are answered
 * and allowed origins get CORS headers; other origins get none. Uses a small stand-in dist/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

const PARTNER = 'https://spa.example';
const STRANGER = 'https://elsewhere.example';

describe('CORS for the widget files', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-dist-'));
    fs.mkdirSync(path.join(dist, 'widgets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'widgets/clinic-widgets.umd.js'), 'console.log("widgets")');
    fs.writeFileSync(path.join(dist, 'widgets/clinic-widgets-faq.0123456789.js'), 'export const css = "";');
    fs.writeFileSync(path.join(dist, 'widgets/clinic-faqs.json'), '{"all":[]}');
    t = await startTestApp('sqlite', { site: true, env: { ALLOWED_ORIGINS: PARTNER }, overrides: { distDir: dist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const preflight = (file: string, origin: string) =>
    fetch(`${t.baseUrl}/widgets/${file}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'accept' },
    });

  it('answers a partner’s preflight for the FAQ questions and the parts', async () => {
    for (const file of ['clinic-faqs.json', 'clinic-widgets-faq.0123456789.js']) {
      const res = await preflight(file, PARTNER);
      expect(res.status, file).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), file).toBe(PARTNER);
      expect(res.headers.get('access-control-allow-methods'), file).toBe('GET, HEAD');
      expect(res.headers.get('access-control-allow-headers'), file).toBe('accept');
      expect(res.headers.get('vary'), file).toMatch(/Origin/);
    }
  });

  it('sends an allowed origin its CORS header with each file, and the content', async () => {
    const json = await t.client({ origin: PARTNER }).get('/widgets/clinic-faqs.json');
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ all: [] });
    expect(json.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(json.headers.get('vary')).toMatch(/Origin/);
    const part = await t.client({ origin: PARTNER }).get('/widgets/clinic-widgets-faq.0123456789.js');
    expect(part.text).toBe('export const css = "";');
    expect(part.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(part.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('gives an origin that is not allowed no CORS headers, so its browser refuses', async () => {
    const pre = await preflight('clinic-faqs.json', STRANGER);
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toBeNull();
    const res = await t.client({ origin: STRANGER }).get('/widgets/clinic-faqs.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('still serves the script itself to any page, which loads it with a plain script tag', async () => {
    const res = await t.client().get('/widgets/clinic-widgets.umd.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log("widgets")');
  });

  it('leaves the API’s own CORS rules alone', async () => {
    const res = await fetch(`${t.baseUrl}/api/endolift-login`, {
      method: 'OPTIONS',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS for the widget files with ALLOWED_ORIGINS=*', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-dist-'));
    fs.mkdirSync(path.join(dist, 'widgets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'widgets/clinic-faqs.json'), '{"all":[]}');
    t = await startTestApp('sqlite', { site: true, env: { ALLOWED_ORIGINS: '*' }, overrides: { distDir: dist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('lets every origin read the files, with or without an Origin header', async () => {
    const pre = await fetch(`${t.baseUrl}/widgets/clinic-faqs.json`, { method: 'OPTIONS', headers: { origin: STRANGER, 'access-control-request-method': 'GET' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect((await t.client({ origin: STRANGER }).get('/widgets/clinic-faqs.json')).headers.get('access-control-allow-origin')).toBe('*');
    expect((await t.client().get('/widgets/clinic-faqs.json')).headers.get('access-control-allow-origin')).toBe('*');
  });
});
