/**
 * Forgot and reset password: the same answer for known and unknown e-mails, the link in the
 * outbox built from SITE_URL, tokens hashed, single-use, 60 minutes, and a reset that ends every
 * session and e-mails a notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { hashToken } from '../../server/auth/secure-tokens';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { readOutbox, resetLinkIn, type ReadMail } from './helpers/outbox';
import { GOOD_PASSWORD, registerAndSignIn, uniqueEmail } from './helpers/accounts';
import { rawPost } from './helpers/test-client';

const NEW_PASSWORD = 'lantern-meadow-77';
const FORGOT_SENT = 'If an account exists for this email, we have sent a password reset link to it.';
const TOKEN_REFUSED = 'This reset link is invalid or has expired. Please request a new one.';

describe.each(dialects)('forgot and reset password (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function requestLink(email: string): Promise<{ mail: ReadMail; link: URL }> {
    // an earlier test's mail (a password-changed notice) may still be on its way: count after it
    await t.app.mailer.flush();
    const before = readOutbox(t.dataDir).length;
    const res = await t.client().post(apiPath('forgotpassword'), { email });
    expect(res.body).toEqual({ success: 1, message: FORGOT_SENT });
    await t.app.mailer.flush();
    const mails = readOutbox(t.dataDir);
    expect(mails.length).toBe(before + 1);
    const mail = mails[mails.length - 1]!;
    return { mail, link: resetLinkIn(mail) };
  }

  it('answers the same for a known and an unknown e-mail, and mails a link only to the known one', async () => {
    const { user } = await registerAndSignIn(t);
    await t.app.mailer.flush();
    const before = readOutbox(t.dataDir).length;
    const unknown = await t.client().post(apiPath('forgotpassword'), { email: uniqueEmail('stranger') });
    const known = await t.client().post(apiPath('forgotpassword'), { email: user.email.toUpperCase() });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual({ success: 1, message: FORGOT_SENT });
    expect(known.body).toEqual(unknown.body);
    await t.app.mailer.flush();
    const mails = readOutbox(t.dataDir).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(user.email);
    expect(mails[0]!.subject).toBe('Reset your Endolift Miami password');
    expect(mails[0]!.text).toContain('within 60 minutes');
  });

  it('builds the link from SITE_URL, never from the Host header, and stores only the token’s hash', async () => {
    const { user } = await registerAndSignIn(t);
    const res = await rawPost(t.baseUrl, apiPath('forgotpassword'), JSON.stringify({ email: user.email }), {
      'content-type': 'application/json',
      host: 'evil.example',
    });
    expect(JSON.parse(res.text)).toEqual({ success: 1, message: FORGOT_SENT });
    await t.app.mailer.flush();
    const mails = readOutbox(t.dataDir);
    const link = resetLinkIn(mails[mails.length - 1]!);
    expect(link.origin).toBe(t.baseUrl);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(user.email);
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.app.db.selectFrom('password_resets').selectAll().where('user_id', '=', user.id).execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expires_at - rows[0]!.created_at).toBe(60 * 60_000);
    // once sent, the outbox keeps no copy of the link
    const outboxRows = await t.app.db.selectFrom('mail_outbox').select(['text_body', 'status']).where('to_address', '=', user.email).execute();
    expect(outboxRows.every((r) => r.status === 'sent' && r.text_body === '')).toBe(true);
  });

  it('rejects a malformed e-mail with data, as success 0', async () => {
    const res = await t.client().post(apiPath('forgotpassword'), { email: 'nope' });
    expect(res.body).toEqual({ success: 0, message: 'Please correct the highlighted fields.', data: { email: ['Please enter a valid email address.'] } });
  });

  it('resets once: new password works, old one does not, every session ends, a notice is mailed; the link is then dead', async () => {
    const { client, user } = await registerAndSignIn(t);
    const other = t.client();
    await other.post(apiPath('login'), { email: user.email, password: GOOD_PASSWORD });
    const { link } = await requestLink(user.email);
    const body = { token: link.searchParams.get('token'), email: link.searchParams.get('email'), password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };

    const res = await t.client().post(apiPath('reset'), body);
    expect(res.body).toEqual({ success: true, message: 'Your password has been changed. Please sign in with your new password.' });
    expect(await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    for (const c of [client, other]) {
      const dead = await c.post(apiPath('update-profile'), { id: user.id });
      expect(dead.status).toBe(401);
    }
    expect((await t.client().post(apiPath('login'), { email: user.email, password: GOOD_PASSWORD })).body.success).toBe(0);
    expect((await t.client().post(apiPath('login'), { email: user.email, password: NEW_PASSWORD })).body.success).toBe(1);

    await t.app.mailer.flush();
    const notice = readOutbox(t.dataDir).at(-1)!;
    expect(notice.to).toBe(user.email);
    expect(notice.subject).toBe('Your Endolift Miami password was changed');
    expect(notice.text).not.toContain(NEW_PASSWORD);

    const again = await t.client().post(apiPath('reset'), { ...body, password: 'another-pass-99', confirm_password: 'another-pass-99' });
    expect(again.body).toEqual({ success: false, message: TOKEN_REFUSED, errors: { token: [TOKEN_REFUSED] } });
    expect((await t.client().post(apiPath('login'), { email: user.email, password: NEW_PASSWORD })).body.success).toBe(1);
  });

  it('refuses an expired token, a token for another e-mail, a made-up token and a missing one', async () => {
    const a = await registerAndSignIn(t);
    const b = await registerAndSignIn(t);
    const { link } = await requestLink(a.user.email);
    const token = link.searchParams.get('token') ?? '';
    const reset = (tok: unknown, email: string) =>
      t.client().post(apiPath('reset'), { token: tok, email, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });

    for (const res of [await reset(token, b.user.email), await reset('x'.repeat(43), a.user.email), await reset('', a.user.email), await reset(undefined, a.user.email)]) {
      expect(res.body).toEqual({ success: false, message: TOKEN_REFUSED, errors: { token: [TOKEN_REFUSED] } });
    }
    await t.app.db.updateTable('password_resets').set({ expires_at: Date.now() - 1 }).where('user_id', '=', a.user.id).execute();
    const expired = await reset(token, a.user.email);
    expect(expired.body).toEqual({ success: false, message: TOKEN_REFUSED, errors: { token: [TOKEN_REFUSED] } });
    expect((await t.client().post(apiPath('login'), { email: a.user.email, password: GOOD_PASSWORD })).body.success).toBe(1);
  });

  it('checks the new password like registration does, keeping the token usable', async () => {
    const { user } = await registerAndSignIn(t);
    const { link } = await requestLink(user.email);
    const token = link.searchParams.get('token');
    const mismatch = await t.client().post(apiPath('reset'), { token, email: user.email, password: NEW_PASSWORD, confirm_password: 'different-pass-1' });
    expect(mismatch.body).toEqual({ success: false, message: 'Please correct the highlighted fields.', errors: { confirm_password: ['Passwords do not match'] } });
    const together = await t.client().post(apiPath('reset'), { token, email: 'not-an-email', password: 'short1!', confirm_password: 'different-pass-1' });
    expect(together.body).toEqual({
      success: false,
      message: 'Please correct the highlighted fields.',
      errors: {
        email: ['Please enter a valid email address.'],
        password: ['The password must be at least 8 characters.'],
        confirm_password: ['Passwords do not match'],
      },
    });
    const common = await t.client().post(apiPath('reset'), { token, email: user.email, password: 'password123', confirm_password: 'password123' });
    expect(common.body).toMatchObject({ success: false, errors: { password: ['This password is too common. Please choose a less common one.'] } });
    const ok = await t.client().post(apiPath('reset'), { token, email: user.email, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(ok.body.success).toBe(true);
  });

  it('spends every open link of the account when one is used', async () => {
    const { user } = await registerAndSignIn(t);
    const first = (await requestLink(user.email)).link;
    const second = (await requestLink(user.email)).link;
    const use = (link: URL) =>
      t.client().post(apiPath('reset'), { token: link.searchParams.get('token'), email: user.email, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect((await use(second)).body.success).toBe(true);
    expect((await use(first)).body).toMatchObject({ success: false, errors: { token: [TOKEN_REFUSED] } });
  });

  it('lets only one of two simultaneous resets with the same link succeed', async () => {
    const { user } = await registerAndSignIn(t);
    const { link } = await requestLink(user.email);
    const body = (password: string) => ({ token: link.searchParams.get('token'), email: user.email, password, confirm_password: password });
    const [a, b] = await Promise.all([t.client().post(apiPath('reset'), body('first-choice-11')), t.client().post(apiPath('reset'), body('second-choice-22'))]);
    expect([a.body.success, b.body.success].filter((s) => s === true)).toHaveLength(1);
  });
});

describe.each(dialects)('forgot password limits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { limits: {} });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('allows 5 requests an hour per e-mail, then 429 with a message; other e-mails are unaffected', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++) expect((await t.client().post(apiPath('forgotpassword'), { email })).body.success).toBe(1);
    const blocked = await t.client().post(apiPath('forgotpassword'), { email });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: 0, message: `Too many attempts. Please wait ${Math.ceil(Number(blocked.headers.get('retry-after')) / 60)} minutes and try again.` });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60 * 59);
    expect((await t.client().post(apiPath('forgotpassword'), { email: uniqueEmail('calm') })).status).toBe(200);
  });

  it('allows at least 10 requests in 10 minutes per IP, then 429 JSON', async () => {
    let lastOk = 0;
    let blocked: Awaited<ReturnType<ReturnType<TestApp['client']>['post']>> | undefined;
    for (let i = 0; i < 30 && !blocked; i++) {
      const res = await t.client().post(apiPath('forgotpassword'), { email: uniqueEmail(`ip${i}`) });
      if (res.status === 200) lastOk = i + 1;
      else blocked = res;
    }
    expect(lastOk).toBeGreaterThanOrEqual(10);
    expect(blocked?.status).toBe(429);
    expect(blocked?.body).toEqual({ success: false, message: `Too many attempts. Please wait ${Math.ceil(Number(blocked?.headers.get('retry-after')) / 60)} minutes and try again.` });
    expect(Number(blocked?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
