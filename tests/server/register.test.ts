/** POST /api/endolift-register: docs/product/api.md (success '1' / '0' with data {field: [messages]}) and docs/product/messages.md. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { GOOD_PASSWORD, registration, uniqueEmail } from './helpers/accounts';
import { readOutbox } from './helpers/outbox';

describe.each(dialects)('register (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates the account with trimmed, normalised fields and a scrypt hash, never the password', async () => {
    const email = uniqueEmail('New.Patient');
    const res = await t.client().post(
      apiPath('register'),
      registration({ first_name: '  Ana  ', email: `  ${email.toUpperCase()} `, phone: '+1 (305) 555-0147', gender: 'female', ref_type: 'Facebook & Instagram' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: '1', message: 'Your account has been created. Please sign in.' });
    const row = await t.app.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Ana', phone: '3055550147', gender: 'Female', ref_type: 'Facebook & Instagram', dob: '1990-05-01' });
    // N is the suites' test cost here (tests/server/setup.ts); sign-in.test.ts checks the production one
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.password_hash).not.toContain(GOOD_PASSWORD);
  });

  it('answers every missing or whitespace-only field with its message, as success "0"', async () => {
    const res = await t.client().post(apiPath('register'), {
      first_name: '   ',
      last_name: '',
      email: ' ',
      phone: '\t',
      dob: '',
      ref_type: '',
      password: '',
      confirm_password: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: '0',
      message: 'Please correct the highlighted fields.',
      data: {
        first_name: ['Name is required'],
        last_name: ['Name is required'],
        email: ['Email is required'],
        phone: ['Phone is required'],
        dob: ['Date of birth is required'],
        gender: ['Please choose Male, Female or Other.'],
        ref_type: ['Please choose how you heard about us.'],
        password: ['Password is required'],
        confirm_password: ['Please confirm your password.'],
      },
    });
    expect(await t.app.db.selectFrom('users').select('id').where('first_name', '=', '').execute()).toEqual([]);
  });

  it('checks formats: e-mail, US phone, a real date of birth before today, gender and referral lists', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const res = await t.client().post(
      apiPath('register'),
      registration({ email: 'not-an-email', phone: '555-01', dob: today, gender: 'Robot', ref_type: 'How did you hear about us?' }),
    );
    expect(res.body).toMatchObject({
      success: '0',
      data: {
        email: ['Please enter a valid email address.'],
        phone: ['Please enter a valid 10-digit US phone number.'],
        dob: ['Invalid Date'],
        gender: ['Please choose Male, Female or Other.'],
        ref_type: ['Please choose how you heard about us.'],
      },
    });
    for (const dob of ['2023-02-30', '1990-13-01', '01/05/1990', '2999-01-01', '1850-01-01']) {
      const r = await t.client().post(apiPath('register'), registration({ dob }));
      expect(r.body, dob).toMatchObject({ success: '0', data: { dob: ['Invalid Date'] } });
    }
    for (const phone of ['305555014', '30555501470', 'call me 3055550147', '2-305-555-0147', '+3055550147', '305+555+0147']) {
      const r = await t.client().post(apiPath('register'), registration({ phone }));
      expect(r.body, phone).toMatchObject({ success: '0', data: { phone: ['Please enter a valid 10-digit US phone number.'] } });
    }
  });

  it('refuses short, long, common and unconfirmed passwords, with SPEC’s "Passwords do not match"', async () => {
    const cases: [unknown, unknown, Record<string, string[]>][] = [
      ['short1!', 'short1!', { password: ['The password must be at least 8 characters.'] }],
      ['x'.repeat(129), 'x'.repeat(129), { password: ['The password must be at most 128 characters.'] }],
      ['Password1', 'Password1', { password: ['This password is too common. Please choose a less common one.'] }],
      ['qwertyuiop', 'qwertyuiop', { password: ['This password is too common. Please choose a less common one.'] }],
      [GOOD_PASSWORD, 'violet-harbor-43', { confirm_password: ['Passwords do not match'] }],
    ];
    for (const [password, confirm_password, data] of cases) {
      const res = await t.client().post(apiPath('register'), registration({ password, confirm_password }));
      expect(res.body).toEqual({ success: '0', message: 'Please correct the highlighted fields.', data });
    }
    // 128 characters exactly, spaces kept as typed
    const long = ` ${'a1b2'.repeat(31)}z `;
    expect([...long].length).toBe(127);
    const ok = await t.client().post(apiPath('register'), registration({ password: long, confirm_password: long }));
    expect(ok.body.success).toBe('1');
  });

  it('answers a taken e-mail exactly like a new one, keeps the account as it was and mails its owner once', async () => {
    const email = uniqueEmail();
    const first = await t.client().post(apiPath('register'), registration({ email, first_name: 'Marta' }));
    expect(first.body).toEqual({ success: '1', message: 'Your account has been created. Please sign in.' });
    const before = await t.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    await t.app.mailer.flush(); // count after any mail still on its way
    const outboxBefore = readOutbox(t.dataDir).length;
    const again = await t.client().post(apiPath('register'), registration({ email: email.toUpperCase(), first_name: 'Intruder', password: 'other-harbor-77', confirm_password: 'other-harbor-77' }));
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    const after = await t.app.db.selectFrom('users').selectAll().where('email', '=', email).execute();
    expect(after).toEqual([before]);
    // the owner can still sign in with the old password, and not with the new one
    expect((await t.client().post(apiPath('login'), { email, password: GOOD_PASSWORD })).body.success).toBe(1);
    expect((await t.client().post(apiPath('login'), { email, password: 'other-harbor-77' })).body.success).toBe(0);

    await t.app.mailer.flush();
    const mails = readOutbox(t.dataDir).slice(outboxBefore);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[email, 'Someone tried to register with your Endolift Miami e-mail']]);
    expect(mails[0]!.text).toContain('Hello Marta,');
    expect(mails[0]!.text).toContain(`sign in here: ${t.baseUrl}/signin`);
    expect(mails[0]!.text).toContain(`Choose a new one here: ${t.baseUrl}/forgot-password`);

    // a second try soon after answers the same and does not mail the owner again
    const third = await t.client().post(apiPath('register'), registration({ email }));
    expect(third.body).toEqual(first.body);
    await t.app.mailer.flush();
    expect(readOutbox(t.dataDir).slice(outboxBefore)).toHaveLength(1);
  });

  it('lets the unique index decide between two registrations of one address at once, both answered alike', async () => {
    const email = uniqueEmail('race');
    const [a, b] = await Promise.all([
      t.client().post(apiPath('register'), registration({ email })),
      t.client().post(apiPath('register'), registration({ email })),
    ]);
    expect([a.body.success, b.body.success]).toEqual(['1', '1']);
    expect(await t.app.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
    expect(await t.app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).where('kind', '=', 'account_exists').execute()).toHaveLength(1);
  });

  it('reports mismatched passwords together with every other field error', async () => {
    const res = await t.client().post(
      apiPath('register'),
      registration({ first_name: ' ', email: 'not-an-email', phone: '12', password: GOOD_PASSWORD, confirm_password: 'violet-harbor-43' }),
    );
    expect(res.body).toEqual({
      success: '0',
      message: 'Please correct the highlighted fields.',
      data: {
        first_name: ['Name is required'],
        email: ['Please enter a valid email address.'],
        phone: ['Please enter a valid 10-digit US phone number.'],
        confirm_password: ['Passwords do not match'],
      },
    });
    // a too-short password that also differs from its confirmation: both said at once
    const both = await t.client().post(apiPath('register'), registration({ password: 'short1!', confirm_password: 'short2!' }));
    expect(both.body).toMatchObject({ success: '0', data: { password: ['The password must be at least 8 characters.'], confirm_password: ['Passwords do not match'] } });
  });

  it('stores 10,000-character input nowhere and says which fields are too long', async () => {
    const huge = 'é'.repeat(10_000);
    const res = await t.client().post(apiPath('register'), registration({ first_name: huge, last_name: huge }));
    expect(res.body).toMatchObject({
      success: '0',
      data: { first_name: ['Please keep this under 100 characters.'], last_name: ['Please keep this under 100 characters.'] },
    });
  });

  it('stores quotes, emoji and markup exactly as typed', async () => {
    const email = uniqueEmail();
    const first = `Zoë "Z" O'Brien 😀`;
    const last = `<script>alert(1)</script>'); DROP TABLE users;--`;
    const res = await t.client().post(apiPath('register'), registration({ email, first_name: first, last_name: last }));
    expect(res.body.success).toBe('1');
    const row = await t.app.db.selectFrom('users').select(['first_name', 'last_name']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: first, last_name: last });
  });
});
