/**
 * Per-IP attempt limits at their production values on register and consultation (contact and
 * forgot-password have theirs in their own files): a real person's 10 tries in 10 minutes always
 * pass; past the limit the answer is 429 JSON with a message and a Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { defaultRateLimits } from '../../server/plugins/rate-limit';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { uniqueEmail } from './helpers/accounts';

/** the 429 answer, its wait worded from the same Retry-After the server sent */
const tooMany = (retryAfter: string | null) => ({ success: false, message: `Too many attempts. Please wait ${Math.ceil(Number(retryAfter) / 60)} minutes and try again.` });

describe.each(dialects)('per-IP limits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { limits: {} });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are generous enough for a person: at least 10 tries in 10 minutes on every lead and account form', () => {
    for (const name of ['register', 'forgotPerIp', 'reset', 'consultation', 'contact'] as const) {
      expect(defaultRateLimits[name].max, name).toBeGreaterThanOrEqual(10);
      expect(defaultRateLimits[name].windowMs, name).toBeLessThanOrEqual(10 * 60_000);
    }
    expect(defaultRateLimits.loginFailures).toEqual({ max: 5, windowMs: 60_000 });
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
