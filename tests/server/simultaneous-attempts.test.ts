/**
 * Attempts that arrive together are counted together (docs/decisions/0005-attempt-limits-and-bots.md):
 * every call with an attempt limit counts the attempt before its expensive work, in one statement,
 * so a burst fired at once gets no more passwords checked, mails queued or accounts made than the
 * same attempts one after another would. Production limits; addresses through a trusted proxy.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { defaultRateLimits } from '../../server/plugins/rate-limit';
import { waitPhrase } from '../../server/i18n/wait-phrase';
import { dialects } from './helpers/dialects';
import { sequentialAllowance } from './helpers/sequential-allowance';
import { startTestApp, type TestApp } from './helpers/test-app';
import { GOOD_PASSWORD, registration, uniqueEmail } from './helpers/accounts';
import type { TestResponse } from './helpers/test-client';
import { addStaffAccount, setPasswordThroughLink, STAFF_PASSWORD } from './staff-fixtures';

const WRONG = 'not-the-right-phrase';
const tooManyLogins = (res: TestResponse) => `Too many failed sign-in attempts. Please wait ${waitPhrase(Number(res.headers.get('retry-after')))} and try again.`;
const tooMany = (res: TestResponse) => `Too many attempts. Please wait ${waitPhrase(Number(res.headers.get('retry-after')))} and try again.`;

/** Fires every request at once; the answers, and how long the burst took. */
async function burst(requests: (() => Promise<TestResponse>)[]): Promise<{ answers: TestResponse[]; elapsedMs: number }> {
  const started = Date.now();
  const answers = await Promise.all(requests.map((r) => r()));
  return { answers, elapsedMs: Date.now() - started };
}

const from = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

describe.each(dialects)('simultaneous attempts (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { limits: {}, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string, n: number) => () => t.client().post(apiPath('login'), { email, password }, from(n));
  const staffLogin = (email: string, password: string, n: number) => () => t.client().post('/api/staff/login', { email, password }, from(n));

  it('30 wrong passwords at once from 30 addresses, the right one last: no more checked than one after another, the rest 429', async () => {
    const body = registration();
    expect((await t.client().post(apiPath('register'), body, from(200))).body.success).toBe('1');
    const requests = Array.from({ length: 29 }, (_, i) => login(body.email as string, `${WRONG}-${i}`, i + 1));
    requests.push(login(body.email as string, GOOD_PASSWORD, 30));
    const { answers, elapsedMs } = await burst(requests);
    const checked = answers.filter((r) => r.status !== 429);
    expect(checked.length).toBeGreaterThanOrEqual(defaultRateLimits.loginFailuresPerAccount.max);
    expect(checked.length).toBeLessThanOrEqual(sequentialAllowance(elapsedMs));
    for (const r of answers.filter((a) => a.status === 429)) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(r.body).toEqual({ success: 0, message: tooManyLogins(r) });
    }
  });

  it('12 wrong passwords at once from one address: 5 checked, 7 × 429 with Retry-After', async () => {
    const body = registration();
    expect((await t.client().post(apiPath('register'), body, from(201))).body.success).toBe('1');
    const { answers } = await burst(Array.from({ length: 12 }, (_, i) => login(body.email as string, `${WRONG}-${i}`, 101)));
    expect(answers.filter((r) => r.status === 200).map((r) => r.body)).toEqual(Array(5).fill({ success: 0, message: 'The email or password is incorrect.' }));
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('staff: 30 at once from 30 addresses and 12 at once from one, counted as one after another', async () => {
    const { email, link } = await addStaffAccount(t);
    expect((await setPasswordThroughLink(t, link)).status).toBe(200);
    const requests = Array.from({ length: 29 }, (_, i) => staffLogin(email, `${WRONG}-${i}`, i + 31));
    requests.push(staffLogin(email, STAFF_PASSWORD, 60));
    const many = await burst(requests);
    const checked = many.answers.filter((r) => r.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(sequentialAllowance(many.elapsedMs));
    for (const r of many.answers.filter((a) => a.status === 429)) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(r.body).toEqual({ success: false, message: tooManyLogins(r) });
    }

    const other = await addStaffAccount(t);
    expect((await setPasswordThroughLink(t, other.link)).status).toBe(200);
    const one = await burst(Array.from({ length: 12 }, (_, i) => staffLogin(other.email, `${WRONG}-${i}`, 102)));
    expect(one.answers.filter((r) => r.status === 401)).toHaveLength(5);
    expect(one.answers.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('a free attempt is checked even when a later attempt of the same burst already holds the wait', async () => {
    // The state a burst can reach: this attempt was counted among the free ones, but a sixth,
    // counted after it, claimed the wait before this one got past its count.
    const key = uniqueEmail('interleaved');
    const stored = `loginFailuresPerAccount:${createHash('sha256').update(key).digest('base64url')}`;
    for (let i = 0; i < defaultRateLimits.loginFailuresPerAccount.max + 1; i++) {
      expect((await t.app.attemptLimits.reserveWithDelay('loginFailuresPerAccount', key)).exhausted).toBe(false);
    }
    await t.app.db.updateTable('rate_limits').set({ count: 2 }).where('key', '=', stored).execute();
    expect((await t.app.attemptLimits.reserveWithDelay('loginFailuresPerAccount', key)).exhausted).toBe(false);
    // past the free ones, the held wait still refuses
    await t.app.db.updateTable('rate_limits').set({ count: defaultRateLimits.loginFailuresPerAccount.max }).where('key', '=', stored).execute();
    expect((await t.app.attemptLimits.reserveWithDelay('loginFailuresPerAccount', key)).exhausted).toBe(true);
  });

  it('the owner still signs in after a refused burst once the waits are over, and her success is not counted as a failure', async () => {
    const body = registration();
    expect((await t.client().post(apiPath('register'), body, from(202))).body.success).toBe('1');
    await burst(Array.from({ length: 10 }, (_, i) => login(body.email as string, `${WRONG}-${i}`, 150 + i)));
    await t.app.db.updateTable('rate_limits').set({ reset_at: Date.now() - 1 }).where('key', 'like', 'loginFailuresPerAccount:wait:%').execute();
    const owner = await login(body.email as string, GOOD_PASSWORD, 170)();
    expect(owner.body.success).toBe(1);
    // five right sign-ins in a row from one address are never limited
    for (let i = 0; i < 6; i++) expect((await login(body.email as string, GOOD_PASSWORD, 171)()).body.success).toBe(1);
  });

  it('registration: 30 at once from one address, exactly the limit handled', async () => {
    const { answers } = await burst(Array.from({ length: 30 }, () => () => t.client().post(apiPath('register'), registration(), from(180))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(defaultRateLimits.register.max);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(30 - defaultRateLimits.register.max);
    for (const r of refused) expect(r.body).toEqual({ success: false, message: tooMany(r) });
  });

  it('forgot password: 30 at once for one e-mail from 30 addresses, no more answered than the per-e-mail limit', async () => {
    const email = uniqueEmail('forgot');
    const { answers } = await burst(Array.from({ length: 30 }, (_, i) => () => t.client().post(apiPath('forgotpassword'), { email }, from(i + 61))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(defaultRateLimits.forgotPerEmail.max);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(30 - defaultRateLimits.forgotPerEmail.max);
  });

  it('reset and staff set-password: 30 at once from one address, exactly the limit handled', async () => {
    const reset = await burst(
      Array.from({ length: 30 }, (_, i) => () =>
        t.client().post(apiPath('reset'), { token: `not-a-token-${i}`, email: uniqueEmail('r'), password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD }, from(190)),
      ),
    );
    expect(reset.answers.filter((r) => r.status !== 429)).toHaveLength(defaultRateLimits.reset.max);
    const staff = await burst(
      Array.from({ length: 30 }, (_, i) => () =>
        t.client().post('/api/staff/set-password', { token: `not-a-token-${i}`, email: uniqueEmail('s'), password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD }, from(191)),
      ),
    );
    expect(staff.answers.filter((r) => r.status !== 429)).toHaveLength(defaultRateLimits.reset.max);
  });
});

describe('what one after another would allow', () => {
  it('is the free failures and one more, then one more for each wait run out', () => {
    expect([0, 999, 1_000, 2_999, 3_000, 6_999, 7_000].map(sequentialAllowance)).toEqual([6, 6, 7, 7, 8, 8, 9]);
  });
});
