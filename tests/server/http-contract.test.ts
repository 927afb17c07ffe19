/**
 * What every client meets whatever it sends: JSON for every failure (400, 404, 413, 415), never a
 * stack trace; security headers; account calls closed to other origins; /healthz; and logs that
 * keep passwords, tokens, cookies and message bodies out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { dialects } from './helpers/dialects';
import { collectLogLines } from './helpers/log-lines';
import { startTestApp, type TestApp } from './helpers/test-app';
import { rawPost } from './helpers/test-client';
import { readOutbox, resetLinkIn } from './helpers/outbox';
import { GOOD_PASSWORD, registration } from './helpers/accounts';

const jsonCalls = ['register', 'login', 'forgotpassword', 'reset', 'update-profile', 'contactus'].map(apiPath);

describe.each(dialects)('HTTP contract (%s)', (dialect) => {
  let t: TestApp;
  const { stream: logStream, lines: logLines } = collectLogLines();
  beforeAll(async () => {
    t = await startTestApp(dialect, { logger: true, logStream, env: { LOG_LEVEL: 'info', ALLOWED_ORIGINS: 'https://partner.example' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers malformed JSON with 400 JSON on every JSON call', async () => {
    for (const path of jsonCalls) {
      const res = await t.client().postRaw(path, '{"email": "a@b.co",', { 'content-type': 'application/json' });
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    }
  });

  it('answers a wrong content type with 415 JSON', async () => {
    for (const path of jsonCalls) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await t.client().postRaw(path, 'email=a%40b.co', { 'content-type': type });
        expect(res.status, `${path} ${type}`).toBe(415);
        expect(res.body).toEqual({ success: false, message: 'This content type is not accepted here.' });
      }
    }
  });

  it('answers a body over the limit with 413 JSON', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(200_000) });
    const res = await t.client().postRaw(apiPath('contactus'), huge, { 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'The request is too large.' });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    for (const [method, path] of [['GET', '/api/nope'], ['POST', '/api/endolift-nope'], ['GET', '/api/endolift-login'], ['DELETE', apiPath('register')]] as const) {
      const res = await t.client().request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ success: false, message: `No such endpoint: ${method} ${path}` });
    }
  });

  it('answers a body that is not an object with field messages, not a crash', async () => {
    for (const body of ['"just a string"', '[1,2,3]', 'null', '42']) {
      const res = await t.client().postRaw(apiPath('contactus'), body, { 'content-type': 'application/json' });
      expect(res.status, body).toBe(200);
      expect(res.body.success).toBe(false);
    }
  });

  it('sends helmet’s headers and a deny-all CSP on API answers', async () => {
    const res = await t.client().get('/api/blog-list');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    const login = await t.client().post(apiPath('login'), { email: 'a@b.co', password: 'whatever-1' });
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('gives account calls no CORS headers and refuses them from another origin', async () => {
    for (const call of ['register', 'login', 'forgotpassword', 'reset', 'update-profile', 'logout']) {
      const preflight = await t.client().request(apiPath(call), {
        method: 'OPTIONS',
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), call).toBeNull();
      const res = await t.client({ origin: 'https://partner.example' }).post(apiPath(call), {});
      expect(res.status, call).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    // the site's own origin (same host) is welcome
    const own = await t.client({ origin: t.baseUrl }).post(apiPath('login'), { email: 'a@b.co', password: 'whatever-1' });
    expect(own.status).toBe(200);
  });

  it('reports health with the dialect', async () => {
    const res = await t.client().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { dialect, reachable: true } });
  });

  it('keeps passwords, tokens, cookies and message bodies out of the log', async () => {
    const body = registration({ password: 'Secret-Pass-Phrase-9', confirm_password: 'Secret-Pass-Phrase-9' });
    const client = t.client();
    await client.post(apiPath('register'), body);
    await client.post(apiPath('login'), { email: body.email, password: 'Secret-Pass-Phrase-9' });
    await client.post(apiPath('contactus'), { name: 'Log Test', email: 'log@example.com', phone: '3055550100', message: 'PRIVATE-MEDICAL-DETAIL' });
    await client.post(apiPath('forgotpassword'), { email: body.email });
    await t.app.mailer.flush();
    const link = resetLinkIn(readOutbox(t.dataDir).filter((m) => m.to === body.email).at(-1)!);
    const token = link.searchParams.get('token') ?? '';
    // the reset page's URL carries the token: its request line must not reach the log either
    await t.client().get(`/reset-password?token=${token}&email=${encodeURIComponent(String(body.email))}`);
    await rawPost(t.baseUrl, apiPath('reset'), JSON.stringify({ token, email: body.email, password: GOOD_PASSWORD, confirm_password: 'oops' }), {
      'content-type': 'application/json',
    });
    const log = logLines.join('');
    expect(log).toContain('"msg":"signed in"');
    expect(log).toContain('[redacted]');
    for (const secret of ['Secret-Pass-Phrase-9', 'PRIVATE-MEDICAL-DETAIL', token, client.cookies.get('sid') ?? 'no-sid', client.cookies.get('XSRF-TOKEN') ?? 'no-xsrf']) {
      expect(log).not.toContain(secret);
    }
  });
});
