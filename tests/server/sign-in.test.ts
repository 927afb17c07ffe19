/**
 * POST /api/endolift-login and /api/endolift-logout: the user object, session and XSRF cookies,
 * the same answer for an unknown e-mail and a wrong password, and the 5-failures-a-minute limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { hashToken } from '../../server/auth/secure-tokens';
import { waitPhrase } from '../../server/i18n/wait-phrase';
import { accountDelayMs } from '../../server/plugins/rate-limit';
import { productionScryptCost, setScryptCostForTests, type ScryptCost } from '../../server/auth/password-hashing';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { GOOD_PASSWORD, registerAndSignIn, registration } from './helpers/accounts';

describe.each(dialects)('sign in and out (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs in: status 200, success 1, the user without its hash, and a session the database knows only by hash', async () => {
    const body = registration({ email: 'Signed.In@Example.com' });
    const client = t.client();
    await client.post(apiPath('register'), body);
    const res = await client.post(apiPath('login'), { email: ' signed.in@EXAMPLE.com ', password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: 1,
      message: 'Login Success',
      user: {
        id: expect.any(Number),
        first_name: 'Ana',
        last_name: 'Lee',
        email: 'signed.in@example.com',
        phone: '3055550147',
        dob: '1990-05-01',
        gender: 'Female',
        ref_type: 'Internet search',
      },
    });
    const cookies = res.headers.getSetCookie();
    const sid = cookies.find((c) => c.startsWith('sid='));
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).toMatch(/Path=\//);
    expect(xsrf).not.toMatch(/HttpOnly/i);
    const token = client.cookies.get('sid') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.app.db.selectFrom('sessions').selectAll().where('user_id', '=', Number((res.body.user as { id: number }).id)).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.absolute_expires_at - rows[0]!.created_at).toBe(30 * 86_400_000);
    expect(rows[0]!.idle_expires_at - rows[0]!.created_at).toBe(7 * 86_400_000);
  });

  it('answers an unknown e-mail and a wrong password identically, without giving either away', async () => {
    const { user } = await registerAndSignIn(t);
    const wrong = await t.client().post(apiPath('login'), { email: user.email, password: 'not-the-password' });
    const unknown = await t.client().post(apiPath('login'), { email: 'nobody.here@example.com', password: 'not-the-password' });
    expect(wrong.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(wrong.body).toEqual({ success: 0, message: 'The email or password is incorrect.' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it('spends scrypt time on an unknown e-mail too, at the production cost (N=2^17, r=8, p=1)', async () => {
    // the suites hash at a test cost (tests/server/setup.ts); this one measures the real one
    const testCost: ScryptCost = { log2N: 12, r: 8, p: 1 };
    expect(productionScryptCost).toEqual({ log2N: 17, r: 8, p: 1 });
    setScryptCostForTests(productionScryptCost);
    try {
      const { user } = await registerAndSignIn(t);
      const row = await t.app.db.selectFrom('users').select('password_hash').where('email', '=', user.email).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      const fastest = async (email: string) => {
        let best = Infinity;
        for (let i = 0; i < 3; i++) {
          const start = performance.now();
          await t.client().post(apiPath('login'), { email, password: 'not-the-password' });
          best = Math.min(best, performance.now() - start);
        }
        return best;
      };
      await fastest('warm.up@example.com');
      const unknown = await fastest('nobody.else@example.com');
      const known = await fastest(user.email);
      // Both run scrypt (N=2^17: over 100 ms on any machine); without the decoy an unknown e-mail
      // would answer in a few ms. Fastest of three, so a load spike on one try does not decide.
      expect(unknown).toBeGreaterThan(known / 3);
    } finally {
      setScryptCostForTests(testCost);
    }
  });

  it('returns field messages in data for a missing e-mail or password', async () => {
    const res = await t.client().post(apiPath('login'), { email: '  ', password: '' });
    expect(res.body).toEqual({
      success: 0,
      message: 'Please correct the highlighted fields.',
      data: { email: ['Email is required'], password: ['Password is required'] },
    });
  });

  it('logs out: the session row is gone, cookies are cleared, the old cookie no longer works', async () => {
    const { client, user } = await registerAndSignIn(t);
    const stolen = client.cookies.get('sid') ?? '';
    const out = await client.post(apiPath('logout'), {});
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: 1, message: 'Logout Success' });
    expect(out.headers.getSetCookie().some((c) => /^sid=;/.test(c))).toBe(true);
    expect(out.headers.getSetCookie().some((c) => /^XSRF-TOKEN=;/.test(c))).toBe(true);
    expect(await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    const replay = await t.client().post(apiPath('update-profile'), { id: user.id }, { cookie: `sid=${stolen}` });
    expect(replay.status).toBe(401);
  });

  it('answers logout with success 1 when there is no session, even with no body', async () => {
    const res = await t.client().request(apiPath('logout'), { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: 1, message: 'Logout Success' });
  });

  it('refuses a logout without the XSRF header, so another site cannot sign the visitor out', async () => {
    const { client, user } = await registerAndSignIn(t);
    client.sendXsrf = false;
    const res = await client.post(apiPath('logout'), {});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'Your session could not be verified. Please reload the page and try again.' });
    expect(await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });

  it('issues a new session at each login and ends the one the browser had', async () => {
    const { client, user, password } = await registerAndSignIn(t);
    const first = client.cookies.get('sid');
    await client.post(apiPath('login'), { email: user.email, password });
    expect(client.cookies.get('sid')).not.toBe(first);
    const rows = await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(rows.map((r) => r.id)).toEqual([hashToken(client.cookies.get('sid') ?? '')]);
  });

  it('treats an expired session as none', async () => {
    const { client, user } = await registerAndSignIn(t);
    await t.app.db.updateTable('sessions').set({ idle_expires_at: Date.now() - 1 }).where('user_id', '=', user.id).execute();
    const res = await client.post(apiPath('update-profile'), { id: user.id });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Please sign in to continue.' });
  });
});

describe.each(dialects)('login limit (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // the production limits
    t = await startTestApp(dialect, { limits: {}, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('allows 5 failures a minute per e-mail and IP, then answers 429 with a message, even for the right password', async () => {
    const body = registration();
    await t.client().post(apiPath('register'), body);
    for (let i = 0; i < 5; i++) {
      const res = await t.client().post(apiPath('login'), { email: body.email, password: `wrong-${i}-password` });
      expect(res.body).toEqual({ success: 0, message: 'The email or password is incorrect.' });
    }
    const blocked = await t.client().post(apiPath('login'), { email: body.email, password: GOOD_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: 0, message: `Too many failed sign-in attempts. Please wait ${waitPhrase(Number(blocked.headers.get('retry-after')))} and try again.` });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // another account from the same IP is not locked by these failures
    const other = registration();
    await t.client().post(apiPath('register'), other);
    const ok = await t.client().post(apiPath('login'), { email: other.email, password: GOOD_PASSWORD });
    expect(ok.body.success).toBe(1);

    // the window passes (moved back in the database): the right password works again
    await t.app.db.updateTable('rate_limits').set({ reset_at: Date.now() - 1 }).execute();
    const later = await t.client().post(apiPath('login'), { email: body.email, password: GOOD_PASSWORD });
    expect(later.body.success).toBe(1);
  });

  it('answers a per-IP block with a wait that agrees with its Retry-After', async () => {
    const from = { 'x-forwarded-for': '198.51.100.7' };
    await t.client().post(apiPath('login'), { email: 'nobody.here@example.com', password: 'wrong-guess-1' }, from);
    // as if this address had failed 50 times in these 10 minutes
    await t.app.db.updateTable('rate_limits').set({ count: 50 }).where('key', 'like', 'loginFailuresPerIp:%').execute();
    const blocked = await t.client().post(apiPath('login'), { email: 'someone.else@example.com', password: 'wrong-guess-2' }, from);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(blocked.body).toEqual({ success: 0, message: 'Too many failed sign-in attempts. Please wait 10 minutes and try again.' });
  });

  it('slows guesses at one account from many addresses with growing delays, and lets the owner in once the wait is over', async () => {
    const body = registration();
    await t.client().post(apiPath('register'), body);
    const fromAddress = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
    const accountKeys = async () => (await t.app.db.selectFrom('rate_limits').select('key').where('key', 'like', 'loginFailuresPerAccount%').orderBy('key').execute()).map((r) => r.key);
    const otherAccounts = await accountKeys();
    const waitRow = () => t.app.db.selectFrom('rate_limits').select(['key', 'reset_at']).where('key', 'like', 'loginFailuresPerAccount:wait:%').where('reset_at', '>', Date.now()).execute();
    // five failures are free, each from a new address (no per-IP or per-pair limit is reached)
    for (let i = 1; i <= 5; i++) {
      const res = await t.client().post(apiPath('login'), { email: body.email, password: `wrong-${i}-password` }, fromAddress(i));
      expect(res.body).toEqual({ success: 0, message: 'The email or password is incorrect.' });
    }
    expect(await accountKeys()).toHaveLength(otherAccounts.length + 1);
    // the sixth failure makes the next try wait a second
    const sixth = await t.client().post(apiPath('login'), { email: body.email, password: 'wrong-6-password' }, fromAddress(6));
    expect(sixth.body.success).toBe(0);
    const [first] = await waitRow();
    expect(first!.reset_at - Date.now()).toBeLessThanOrEqual(1_000);

    // while a wait runs, every address is told to wait, even with the right password
    await t.app.db.updateTable('rate_limits').set({ reset_at: Date.now() + 30_000 }).where('key', 'like', 'loginFailuresPerAccount:wait:%').execute();
    const blocked = await t.client().post(apiPath('login'), { email: body.email, password: GOOD_PASSWORD }, fromAddress(7));
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(20);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(blocked.body).toEqual({ success: 0, message: `Too many failed sign-in attempts. Please wait ${retryAfter} seconds and try again.` });

    // the wait passes: the next failure waits twice as long
    await t.app.db.updateTable('rate_limits').set({ reset_at: Date.now() - 1 }).where('key', 'like', 'loginFailuresPerAccount:wait:%').execute();
    expect((await t.client().post(apiPath('login'), { email: body.email, password: 'wrong-7-password' }, fromAddress(8))).body.success).toBe(0);
    const [second] = await waitRow();
    expect(second!.reset_at - Date.now()).toBeGreaterThan(1_000);
    expect(second!.reset_at - Date.now()).toBeLessThanOrEqual(2_000);

    // the owner signs in once it has passed, and the account's failures are forgotten
    await t.app.db.updateTable('rate_limits').set({ reset_at: Date.now() - 1 }).where('key', 'like', 'loginFailuresPerAccount:wait:%').execute();
    const owner = await t.client().post(apiPath('login'), { email: body.email, password: GOOD_PASSWORD }, fromAddress(9));
    expect(owner.body.success).toBe(1);
    expect(await accountKeys()).toEqual(otherAccounts);
  });

  it('doubles the wait from one second up to a minute, never longer', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 50].map(accountDelayMs)).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect([1, 59, 60, 61, 557, 600].map(waitPhrase)).toEqual(['1 second', '59 seconds', 'a minute', '2 minutes', '10 minutes', '10 minutes']);
  });

  it('stores limit keys as digests, never the e-mail or IP', async () => {
    const rows = await t.app.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).not.toContain('@');
      expect(key).not.toContain('127.0.0.1');
    }
  });
});

describe.each(dialects)('session cookies under https (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { SITE_URL: 'https://clinic.example' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names the session cookie __Host-sid and marks both cookies Secure', async () => {
    const { client, user } = await registerAndSignIn(t);
    const res = await client.post(apiPath('login'), { email: user.email, password: GOOD_PASSWORD });
    const cookies = res.headers.getSetCookie();
    const sid = cookies.find((c) => c.startsWith('__Host-sid='));
    expect(sid).toMatch(/; Secure/i);
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/Path=\//);
    expect(sid).not.toMatch(/Domain=/i);
    expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/; Secure/i);
    expect(cookies.some((c) => c.startsWith('sid='))).toBe(false);
    // and the session works under that name
    const update = await client.post(apiPath('update-profile'), { ...user, password: '' });
    expect(update.body.success).toBe(1);
  });
});
