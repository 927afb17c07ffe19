/**
 * Per-IP attempt limits at their production values on register and consultation (contact and
 * forgot-password have theirs in their own files), and on the free times and the blog's feeds: a
 * real person's 10 tries in 10 minutes always pass, the time picker paging through every week of
 * every type several times over too; past the limit the answer is 429 JSON with a message and a
 * Retry-After.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { defaultRateLimits } from '../../server/plugins/rate-limit';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { uniqueEmail } from './helpers/accounts';
import { APPOINTMENT_TYPE_IDS } from '../../server/db/consultation-types';
import { waitPhrase as spanishWait } from '../../server/i18n/wait-phrase.es';

/** the 429 answer, its wait worded from the same Retry-After the server sent */
const tooMany = (retryAfter: string | null) => ({ success: false, message: `Too many attempts. Please wait ${Math.ceil(Number(retryAfter) / 60)} minutes and try again.` });

/**
 * The time picker's calls for one visitor who looks at every week it offers for every type, forth
 * and back: a week per call (src/booking/time-picker/use-week-times.ts), weeks starting up to 56
 * days ahead within its 60-day horizon (time-picker.tsx).
 */
const PICKER_WEEKS = 9;
const oneThoroughVisitor = PICKER_WEEKS * APPOINTMENT_TYPE_IDS.length * 2;

describe.each(dialects)('per-IP limits (%s)', (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // a stand-in dist/: the feeds are served by the site plugin, which needs no build for them
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-dist-'));
    fs.mkdirSync(path.join(dist, 'site/client'), { recursive: true });
    t = await startTestApp(dialect, { limits: {}, site: true, overrides: { distDir: dist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('are generous enough for a person: at least 10 tries in 10 minutes on every lead and account form', () => {
    for (const name of ['register', 'forgotPerIp', 'reset', 'consultation', 'contact'] as const) {
      expect(defaultRateLimits[name].max, name).toBeGreaterThanOrEqual(10);
      expect(defaultRateLimits[name].windowMs, name).toBeLessThanOrEqual(10 * 60_000);
    }
    expect(defaultRateLimits.loginFailures).toEqual({ max: 5, windowMs: 60_000 });
    // the free times: room for several thorough visitors behind one address in the window
    expect(defaultRateLimits.availability.max).toBeGreaterThanOrEqual(4 * oneThoroughVisitor);
    expect(defaultRateLimits.availability.windowMs).toBeLessThanOrEqual(10 * 60_000);
    // a feed reader polls every few minutes at most
    expect(defaultRateLimits.feed.max).toBeGreaterThanOrEqual(10);
  });

  it('limit the free times per IP: every call within the limit is answered, the next is 429 JSON with Retry-After', async () => {
    const max = defaultRateLimits.availability.max;
    const week = (i: number) => `/api/appointments/availability?type=${APPOINTMENT_TYPE_IDS[i % 3]}&from=2026-12-0${1 + (i % 7)}&to=2026-12-${String(8 + (i % 7)).padStart(2, '0')}`;
    for (let i = 0; i < max; i++) {
      const res = await t.client().get<{ success: boolean }>(week(i));
      expect(res.status, `call ${i + 1}`).toBe(200);
      expect(res.body.success).toBe(true);
    }
    const blocked = await t.client().get(week(max));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('content-type')).toMatch(/^application\/json/);
    expect(blocked.body).toEqual(tooMany(blocked.headers.get('retry-after')));
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // in the other language too, the wait in its words
    const spanish = await t.client().get(week(0), { 'accept-language': 'es' });
    expect(spanish.status).toBe(429);
    expect(spanish.body).toEqual({ success: false, message: `Demasiados intentos. Por favor, espere ${spanishWait(Number(spanish.headers.get('retry-after')))} e inténtelo de nuevo.` });
  });

  it('limit the blog feeds per IP, both languages on one counter: the next is 429 JSON with Retry-After', async () => {
    const max = defaultRateLimits.feed.max;
    for (let i = 0; i < max; i++) {
      const res = await t.client().get(i % 2 === 0 ? '/blog/feed.xml' : '/es/blog/feed.xml');
      expect(res.status, `request ${i + 1}`).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    }
    for (const feedPath of ['/blog/feed.xml', '/es/blog/feed.xml']) {
      const blocked = await t.client().get(feedPath);
      expect(blocked.status, feedPath).toBe(429);
      expect(blocked.headers.get('content-type')).toMatch(/^application\/json/);
      expect(blocked.body).toEqual(tooMany(blocked.headers.get('retry-after')));
    }
  });

  it('limit registration attempts per IP, failed ones included', async () => {
    const max = defaultRateLimits.register.max;
    for (let i = 0; i < max; i++) {
      const res = await t.client().post(apiPath('register'), { email: uniqueEmail('reg') });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe('0');
    }
    const blocked = await t.client().post(apiPath('register'), { email: uniqueEmail('reg') });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(tooMany(blocked.headers.get('retry-after')));
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limit consultation requests per IP, and store nothing past the limit', async () => {
    const jpeg = await makeJpeg({ width: 32, height: 32 });
    const send = (email: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ first_name: 'Ana', last_name: 'Lee', email, phone: '3055550111', message: 'Hello' })) form.append(k, v);
      form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'p.jpg');
      return t.client().postForm(apiPath('scheduleconversation'), form);
    };
    const max = defaultRateLimits.consultation.max;
    for (let i = 0; i < max; i++) expect((await send(uniqueEmail('ok'))).body.success).toBe(true);
    const email = uniqueEmail('over');
    const blocked = await send(email);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(tooMany(blocked.headers.get('retry-after')));
    expect(await t.app.db.selectFrom('consultation_requests').select('id').where('email', '=', email).execute()).toEqual([]);
  });
});
