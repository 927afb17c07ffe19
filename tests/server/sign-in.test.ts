/**
 * POST /api/endolift-login and /api/endolift-logout: the user object, session and XSRF cookies,
 * the same answer for an unknown e-mail and a wrong password, and the 5-failures-a-minute limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { hashToken } from '../../server/services/secure-tokens';
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

  it('spends scrypt time on an unknown e-mail too', async () => {
    const { user } = await registerAndSignIn(t);
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
    t = await startTestApp(dialect, { limits: {} });
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
    expect(blocked.body).toEqual({ success: 0, message: 'Too many failed sign-in attempts. Please wait a minute and try again.' });
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
