/**
 * POST /api/endolift-update-profile: the session's own account only, behind the XSRF header;
 * e-mail unique; an empty password keeps the old one, a new one replaces it and ends other sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { GOOD_PASSWORD, registerAndSignIn, uniqueEmail, type SignedIn } from './helpers/accounts';
import { readOutbox } from './helpers/outbox';

function profileBody(s: SignedIn, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const { user } = s;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    dob: user.dob,
    password: '',
    ...changes,
  };
}

describe.each(dialects)('update profile (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('updates the own profile and returns the new user; ref_type stays as registered', async () => {
    const s = await registerAndSignIn(t);
    const email = uniqueEmail('moved');
    const res = await s.client.post(
      apiPath('update-profile'),
      profileBody(s, { id: String(s.user.id), first_name: ' María ', last_name: 'Núñez', email, phone: '786.555.0199', dob: '1985-12-31', gender: 'Other', ref_type: 'Staff' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: 1,
      message: 'Your profile has been updated.',
      user: { id: s.user.id, first_name: 'María', last_name: 'Núñez', email, phone: '7865550199', dob: '1985-12-31', gender: 'Other', ref_type: 'Internet search' },
    });
    const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', s.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'María', email, ref_type: 'Internet search', gender: 'Other' });
    // an empty password kept the old one
    expect((await t.client().post(apiPath('login'), { email, password: GOOD_PASSWORD })).body.success).toBe(1);
  });

  it('answers 401 JSON without a session', async () => {
    const res = await t.client().post(apiPath('update-profile'), { id: 1, first_name: 'X' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Please sign in to continue.' });
  });

  it('answers 403 without the X-XSRF-TOKEN header, or with one that is not the session’s', async () => {
    const s = await registerAndSignIn(t);
    s.client.sendXsrf = false;
    const none = await s.client.post(apiPath('update-profile'), profileBody(s, { first_name: 'Forged' }));
    expect(none.status).toBe(403);
    expect(none.body).toEqual({ success: false, message: 'Your session could not be verified. Please reload the page and try again.' });

    const other = await registerAndSignIn(t);
    const otherXsrf = other.client.cookies.get('XSRF-TOKEN') ?? '';
    const mixed = await s.client.post(apiPath('update-profile'), profileBody(s, { first_name: 'Forged' }), {
      'x-xsrf-token': otherXsrf,
      cookie: `sid=${s.client.cookies.get('sid')}; XSRF-TOKEN=${otherXsrf}`,
    });
    expect(mixed.status).toBe(403);
    const row = await t.app.db.selectFrom('users').select('first_name').where('id', '=', s.user.id).executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Ana');
  });

  it('refuses another user’s id with 403 and changes nobody', async () => {
    const attacker = await registerAndSignIn(t);
    const victim = await registerAndSignIn(t);
    for (const id of [victim.user.id, String(victim.user.id), undefined, null, [attacker.user.id]]) {
      const res = await attacker.client.post(apiPath('update-profile'), profileBody(attacker, { id, email: uniqueEmail('hijack'), password: 'hijacked-pass-1' }));
      expect(res.status, String(id)).toBe(403);
      expect(res.body).toEqual({ success: false, message: 'You can only update your own profile.' });
    }
    const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', victim.user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe(victim.user.email);
    expect((await t.client().post(apiPath('login'), { email: victim.user.email, password: GOOD_PASSWORD })).body.success).toBe(1);
  });

  it('refuses an e-mail that belongs to another account, and invalid fields, as success false with errors', async () => {
    const s = await registerAndSignIn(t);
    const other = await registerAndSignIn(t);
    const taken = await s.client.post(apiPath('update-profile'), profileBody(s, { email: other.user.email.toUpperCase() }));
    expect(taken.body).toEqual({ success: false, message: 'Please correct the highlighted fields.', errors: { email: ['This email is already registered.'] } });
    const bad = await s.client.post(apiPath('update-profile'), profileBody(s, { first_name: '  ', phone: '12', dob: '2999-01-01', gender: 'Robot', password: 'short' }));
    expect(bad.body).toEqual({
      success: false,
      message: 'Please correct the highlighted fields.',
      errors: {
        first_name: ['Name is required'],
        phone: ['Please enter a valid 10-digit US phone number.'],
        dob: ['Invalid Date'],
        gender: ['Please choose Male, Female or Other.'],
        password: ['The password must be at least 8 characters.'],
      },
    });
  });

  it('changes the password when one is given: other sessions end, this one stays, a notice is mailed', async () => {
    const s = await registerAndSignIn(t);
    const elsewhere = t.client();
    await elsewhere.post(apiPath('login'), { email: s.user.email, password: GOOD_PASSWORD });
    const res = await s.client.post(apiPath('update-profile'), profileBody(s, { password: 'brand-new-pass-5' }));
    expect(res.body.success).toBe(1);
    expect((await elsewhere.post(apiPath('update-profile'), profileBody(s))).status).toBe(401);
    expect((await s.client.post(apiPath('update-profile'), profileBody(s))).body.success).toBe(1);
    expect((await t.client().post(apiPath('login'), { email: s.user.email, password: GOOD_PASSWORD })).body.success).toBe(0);
    expect((await t.client().post(apiPath('login'), { email: s.user.email, password: 'brand-new-pass-5' })).body.success).toBe(1);
    await t.app.mailer.flush();
    const notice = readOutbox(t.dataDir).find((m) => m.to === s.user.email && m.subject === 'Your Endolift Miami password was changed');
    expect(notice).toBeDefined();
  });

  it('refuses a cross-origin call with 403 before touching anything', async () => {
    const s = await registerAndSignIn(t);
    const res = await s.client.post(apiPath('update-profile'), profileBody(s, { first_name: 'Evil' }), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'This call is only accepted from the clinic’s own site.' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
