/**
 * Who gets into the staff inbox: staff accounts only. Anonymous callers and visitors (even with a
 * visitor's session cookie put where the staff cookie goes) are refused on every staff call and on
 * the photo URL; state-changing calls need the staff XSRF header; a disabled account is refused;
 * sessions end after 30 idle minutes or 8 hours; the set-password link works once, for 60 minutes;
 * failed sign-ins are throttled; staff pages are never indexed and send strangers to the sign-in,
 * in whatever spelling the site's router shows one at (`/STAFF/…`, `/%73taff/…`, `/x/../staff/…`).
 */
import { storedPhoto } from './helpers/photos';
import { waitPhrase } from '../../server/i18n/wait-phrase';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { hashToken } from '../../server/auth/secure-tokens';
import { addStaff, disableStaff } from '../../server/staff/staff-accounts';
import { staffMessages } from '../../server/staff/staff-messages';
import { runStaffCommand } from '../../server/cli/staff-command';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';
import { registerAndSignIn, uniqueEmail } from './helpers/accounts';
import {
  STAFF_PASSWORD,
  addStaffAccount,
  passSecondFactor,
  bookConsultation,
  newStaffMember,
  sendContactMessage,
  setPasswordThroughLink,
  signInStaff,
  staffCall,
} from './staff-fixtures';

const SIGN_IN_REQUIRED = { success: false, message: 'Please sign in with a staff account to continue.' };
const NOT_VERIFIED = { success: false, message: 'Your session could not be verified. Please reload the page and try again.' };

describe.each(dialects)('staff access (%s)', (dialect) => {
  let t: TestApp;
  let consultationId: number;
  let contactId: number;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    const booked = await bookConsultation(t);
    consultationId = booked.id;
    contactId = (await sendContactMessage(t)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every staff call, with a body where it takes one. */
  const staffCalls = (): [string, string, unknown?][] => [
    ['GET', '/api/staff/me'],
    ['GET', '/api/staff/leads'],
    ['GET', '/api/staff/leads?q=lucia&status=new'],
    ['GET', `/api/staff/leads/consultation/${consultationId}`],
    ['GET', `/api/staff/leads/contact/${contactId}`],
    ['PATCH', `/api/staff/leads/consultation/${consultationId}`, { status: 'closed', note: 'forged' }],
    ['PATCH', `/api/staff/leads/contact/${contactId}`, { status: 'booked' }],
    ['DELETE', `/api/staff/leads/consultation/${consultationId}`],
    ['DELETE', `/api/staff/leads/contact/${contactId}`],
    ['GET', `/api/staff/leads/consultation/${consultationId}/photo`],
    ['HEAD', `/api/staff/leads/consultation/${consultationId}/photo`],
    ['POST', '/api/staff/leads/export', {}],
  ];

  async function expectUntouched(): Promise<void> {
    const consultation = await t.app.db.selectFrom('consultation_requests').selectAll().where('id', '=', consultationId).executeTakeFirst();
    const contact = await t.app.db.selectFrom('contact_messages').selectAll().where('id', '=', contactId).executeTakeFirst();
    expect(consultation).toMatchObject({ status: 'new', note: '' });
    expect(contact).toMatchObject({ status: 'new', note: '' });
    expect(await storedPhoto(t.app.db, consultationId)).toBeDefined();
    const audit = await t.app.db.selectFrom('lead_audit').selectAll().execute();
    expect(audit).toEqual([]);
  }

  it('refuses anonymous callers on every staff call and the photo URL with 401 JSON, never indexed or cached', async () => {
    const call = staffCall(t.client());
    for (const [method, url, body] of staffCalls()) {
      const res = await call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
      if (method !== 'HEAD') expect(res.body, `${method} ${url}`).toEqual(SIGN_IN_REQUIRED);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type') ?? '').not.toMatch(/image|csv/);
    }
    await expectUntouched();
  });

  it('refuses a signed-in visitor, with its session and XSRF cookies, on every staff call and the photo URL', async () => {
    const visitor = await registerAndSignIn(t);
    expect((await visitor.client.get('/api/staff/me')).status).toBe(401);
    // the visitor's own cookies and XSRF header, then its session token where the staff cookie goes
    const sid = visitor.client.cookies.get('sid') ?? '';
    const xsrf = visitor.client.cookies.get('XSRF-TOKEN') ?? '';
    expect(sid).not.toBe('');
    const forged: Record<string, string>[] = [
      { cookie: `sid=${sid}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      { cookie: `staff_sid=${sid}; STAFF-XSRF-TOKEN=${xsrf}`, 'x-staff-xsrf-token': xsrf },
    ];
    for (const headers of forged) {
      for (const [method, url, body] of staffCalls()) {
        const res = await t.client().request(url, {
          method,
          headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(res.status, `${method} ${url}`).toBe(401);
        if (method !== 'HEAD') expect(res.body).toEqual(SIGN_IN_REQUIRED);
      }
    }
    await expectUntouched();
    // the visitor's own session still works: the staff side left it alone
    expect((await visitor.client.post(apiPath('logout'), {})).body).toMatchObject({ success: 1 });
  });

  it('refuses state-changing calls without the staff XSRF header, with the visitor header, or from another origin', async () => {
    const staff = await newStaffMember(t);
    const changes: [string, string, unknown?][] = [
      ['PATCH', `/api/staff/leads/consultation/${consultationId}`, { status: 'closed' }],
      ['DELETE', `/api/staff/leads/contact/${contactId}`],
      ['POST', '/api/staff/leads/export', {}],
    ];
    const xsrf = staff.client.cookies.get('STAFF-XSRF-TOKEN') ?? '';
    for (const [method, url, body] of changes) {
      const json: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
      const bodyText = body === undefined ? undefined : JSON.stringify(body);
      const bare = await staff.client.request(url, { method, headers: json, body: bodyText });
      expect(bare.status, `${method} ${url}`).toBe(403);
      expect(bare.body).toEqual(NOT_VERIFIED);
      const visitorHeader = await staff.client.request(url, { method, headers: { ...json, 'x-xsrf-token': xsrf }, body: bodyText });
      expect(visitorHeader.status).toBe(403);
      const wrong = await staff.call(method, url, body, { 'x-staff-xsrf-token': `${xsrf.slice(0, -2)}xx` });
      expect(wrong.status).toBe(403);
      const crossSite = await staff.call(method, url, body, { origin: 'https://evil.example' });
      expect(crossSite.status).toBe(403);
    }
    const logout = await staff.client.request('/api/staff/logout', { method: 'POST' });
    expect(logout.status).toBe(403);
    // The same calls with the header change things (the last one ends the session).
    expect((await staff.call('GET', '/api/staff/me')).body).toMatchObject({ success: true, staff: { email: staff.email } });
    await expectUntouched();
    expect((await staff.call('POST', '/api/staff/logout')).body).toEqual({ success: true, message: 'You have signed out.' });
    expect((await staff.call('GET', '/api/staff/me')).status).toBe(401);
  });

  it('keeps staff sessions apart from visitors: own cookies without Max-Age, only a hash stored, 30 minutes idle, 8 hours at most', async () => {
    const { email, link } = await addStaffAccount(t);
    await setPasswordThroughLink(t, link);
    const client = t.client();
    const before = Date.now();
    const res = await client.post('/api/staff/login', { email, password: STAFF_PASSWORD });
    expect(res.status).toBe(200);
    // the password is the first step: a new account sets up its authenticator app next
    expect(res.body).toEqual({ success: true, message: staffMessages.enrolNeeded, staff: { email }, second_factor: 'enrol' });
    const cookies = res.headers.getSetCookie();
    const sid = cookies.find((c) => c.startsWith('staff_sid='));
    const xsrf = cookies.find((c) => c.startsWith('STAFF-XSRF-TOKEN='));
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).not.toMatch(/Max-Age|Expires/i);
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(cookies.some((c) => c.startsWith('sid=') || c.startsWith('XSRF-TOKEN='))).toBe(false);
    const token = client.cookies.get('staff_sid') ?? '';
    const [row] = await t.app.db.selectFrom('staff_sessions').selectAll().where('id', '=', hashToken(token)).execute();
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.idle_expires_at - row!.created_at).toBe(30 * 60_000);
    expect(row!.absolute_expires_at - row!.created_at).toBe(8 * 3_600_000);
    expect(row!.created_at).toBeGreaterThanOrEqual(before);
    // no visitor session was opened by a staff sign-in
    expect(await t.app.db.selectFrom('sessions').selectAll().execute()).not.toContainEqual(expect.objectContaining({ id: hashToken(token) }));

    const call = staffCall(client);
    expect((await call('GET', '/api/staff/me')).status).toBe(403);
    await passSecondFactor(() => t.app.clock(), email, client, 'enrol');
    expect((await call('GET', '/api/staff/me')).status).toBe(200);
    await t.app.db.updateTable('staff_sessions').set({ idle_expires_at: Date.now() - 1 }).where('id', '=', row!.id).execute();
    expect((await call('GET', '/api/staff/me')).status).toBe(401);

    const again = await signInStaff(t, email);
    const againId = hashToken(again.client.cookies.get('staff_sid') ?? '');
    await t.app.db.updateTable('staff_sessions').set({ absolute_expires_at: Date.now() - 1 }).where('id', '=', againId).execute();
    expect((await again.call('GET', '/api/staff/me')).status).toBe(401);
  });

  it('refuses a disabled staff member: the open session ends, sign-in and old links are refused; adding again enables it', async () => {
    const staff = await newStaffMember(t);
    const pending = await addStaffAccount(t, uniqueEmail('pending'));
    expect((await staff.call('GET', '/api/staff/leads')).status).toBe(200);
    expect(await disableStaff(t.app.db, staff.email)).toBe(true);
    for (const [method, url, body] of staffCalls()) {
      const res = await staff.call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
    }
    expect(await t.app.db.selectFrom('staff_sessions').selectAll().execute()).not.toContainEqual(
      expect.objectContaining({ id: hashToken(staff.client.cookies.get('staff_sid') ?? 'gone') }),
    );
    const login = await t.client().post('/api/staff/login', { email: staff.email, password: STAFF_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ success: false, message: 'This staff account has been disabled. Please ask the clinic manager.' });
    expect(login.headers.getSetCookie()).toEqual([]);

    expect(await disableStaff(t.app.db, pending.email)).toBe(true);
    const refused = await setPasswordThroughLink(t, pending.link);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, message: 'This link is invalid or has expired. Please ask the clinic manager for a new one.' });

    const readded = await addStaff(t.app.db, t.app.config.siteUrl, staff.email);
    expect(readded).toMatchObject({ created: false, reenabled: true });
    expect((await signInStaff(t, staff.email)).email).toBe(staff.email);
    await expectUntouched();
  });

  it('sets a password through the one-time link: built from SITE_URL, 60 minutes, once, for its own e-mail only', async () => {
    const { email, link } = await addStaffAccount(t);
    expect(link.origin + link.pathname).toBe(`${t.app.config.siteUrl}/staff/set-password`);
    expect(link.searchParams.get('email')).toBe(email);
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.app.db.selectFrom('staff_password_tokens').selectAll().where('token_hash', '=', hashToken(token)).execute();
    expect(stored!.expires_at - stored!.created_at).toBe(60 * 60_000);

    // before a password is set, no password signs in
    expect((await t.client().post('/api/staff/login', { email, password: STAFF_PASSWORD })).status).toBe(401);

    const mismatch = await t.client().post('/api/staff/set-password', { token, email, password: STAFF_PASSWORD, confirm_password: 'different-words-12' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ success: false, message: 'Please correct the highlighted fields.', errors: { confirm_password: 'Passwords do not match' } });
    const common = await t.client().post('/api/staff/set-password', { token, email, password: 'password123', confirm_password: 'password123' });
    expect(common.body).toMatchObject({ errors: { password: 'This password is too common. Please choose a less common one.' } });
    const otherEmail = await t.client().post('/api/staff/set-password', { token, email: uniqueEmail(), password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD });
    expect(otherEmail.body).toMatchObject({ message: 'This link is invalid or has expired. Please ask the clinic manager for a new one.' });

    const ok = await setPasswordThroughLink(t, link);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: 'Your password is set. Please sign in.' });
    const twice = await setPasswordThroughLink(t, link, 'another-long-phrase-77');
    expect(twice.status).toBe(400);
    expect((await t.client().post('/api/staff/login', { email, password: 'another-long-phrase-77' })).status).toBe(401);
    expect((await t.client().post('/api/staff/login', { email, password: STAFF_PASSWORD })).status).toBe(200);

    const late = await addStaffAccount(t);
    await t.app.db.updateTable('staff_password_tokens').set({ expires_at: Date.now() - 1 }).where('token_hash', '=', hashToken(late.link.searchParams.get('token') ?? '')).execute();
    expect((await setPasswordThroughLink(t, late.link)).body).toMatchObject({ success: false, message: 'This link is invalid or has expired. Please ask the clinic manager for a new one.' });

    // a fresh link spends the older one
    const first = await addStaffAccount(t);
    const second = await addStaffAccount(t, first.email);
    expect((await setPasswordThroughLink(t, first.link)).status).toBe(400);
    expect((await setPasswordThroughLink(t, second.link)).status).toBe(200);
  });

  it('answers an unknown e-mail and a wrong password alike, and a visitor account does not sign in as staff', async () => {
    const staff = await newStaffMember(t);
    const visitor = await registerAndSignIn(t);
    const wrong = await t.client().post('/api/staff/login', { email: staff.email, password: 'not-the-password' });
    const unknown = await t.client().post('/api/staff/login', { email: uniqueEmail('nobody'), password: 'not-the-password' });
    const asVisitor = await t.client().post('/api/staff/login', { email: visitor.user.email, password: visitor.password });
    for (const res of [wrong, unknown, asVisitor]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'The email or password is incorrect.' });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe.each(dialects)('staff sign-in limit (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { limits: {} });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('allows 5 failed sign-ins a minute per e-mail and IP, then answers 429 even to the right password', async () => {
    const { email, link } = await addStaffAccount(t);
    await setPasswordThroughLink(t, link);
    for (let i = 0; i < 5; i++) {
      expect((await t.client().post('/api/staff/login', { email, password: `wrong-guess-${i}` })).status).toBe(401);
    }
    const blocked = await t.client().post('/api/staff/login', { email, password: STAFF_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, message: `Too many failed sign-in attempts. Please wait ${waitPhrase(Number(blocked.headers.get('retry-after')))} and try again.` });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // a visitor's sign-in from the same IP keeps its own count
    const visitor = await registerAndSignIn(t);
    expect(visitor.user.email).toContain('@');
  });
});

describe.each(dialects)('staff pages (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const noRedirect = { redirect: 'manual' } as const;

  it('sends anonymous callers and visitors from staff pages to /staff/signin, keeping where they were going', async () => {
    const visitor = await registerAndSignIn(t);
    for (const client of [t.client(), visitor.client]) {
      const inbox = await client.request('/staff', noRedirect);
      expect(inbox.status).toBe(303);
      expect(inbox.headers.get('location')).toBe('/staff/signin');
      const lead = await client.request('/staff/leads/consultation/12', noRedirect);
      expect(lead.status).toBe(303);
      expect(lead.headers.get('location')).toBe('/staff/signin?next=%2Fstaff%2Fleads%2Fconsultation%2F12');
      expect(lead.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      for (const open of ['/staff/signin', '/staff/set-password?token=abc&email=a%40example.com']) {
        const res = await client.request(open, noRedirect);
        expect(res.status, open).not.toBe(303);
        expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  it('lets a signed-in staff member through, and sends them from the sign-in page to the inbox or to `next`', async () => {
    const staff = await newStaffMember(t);
    const inbox = await staff.client.request('/staff/leads/contact/3', noRedirect);
    expect(inbox.status).not.toBe(303);
    const signin = await staff.client.request('/staff/signin', noRedirect);
    expect(signin.status).toBe(303);
    expect(signin.headers.get('location')).toBe('/staff');
    const next = await staff.client.request('/staff/signin?next=%2Fstaff%2Fleads%2Fcontact%2F3', noRedirect);
    expect(next.headers.get('location')).toBe('/staff/leads/contact/3');
    const offsite = await staff.client.request('/staff/signin?next=https%3A%2F%2Fevil.example', noRedirect);
    expect(offsite.headers.get('location')).toBe('/staff');
  });
});

const siteBuilt = fs.existsSync(path.resolve(import.meta.dirname, '../../dist/site/server/entry-server.js'));

describe.each(dialects)('staff pages in any spelling (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // the built site when there is one, so a signed-in member gets the staff pages themselves
    t = await startTestApp(dialect, { site: siteBuilt });
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * What a client gets for `target` sent exactly as written (fetch would resolve `..` and `%2e`
   * before sending): status, where it is sent, the headers that keep a staff page private, its title.
   */
  const answer = (target: string, client?: TestClient) =>
    new Promise<Record<string, string | number | null>>((resolve, reject) => {
      const { port } = new URL(t.baseUrl);
      const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
      http
        .get({ host: '127.0.0.1', port, path: target, headers: cookie ? { cookie } : {} }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              location: res.headers.location ?? null,
              cacheControl: res.headers['cache-control'] ?? null,
              referrerPolicy: (res.headers['referrer-policy'] as string | undefined) ?? null,
              robots: (res.headers['x-robots-tag'] as string | undefined) ?? null,
              title: /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? null,
            }),
          );
        })
        .on('error', reject);
    });

  /** Each staff address beside other spellings the site's router shows the same page at. */
  const spellings: [string, string[]][] = [
    ['/staff/calendar', ['/STAFF/calendar', '/Staff/calendar', '/%73taff/calendar', '/ST%41FF/calendar', '/x/../staff/calendar', '/%2e/STAFF/calendar', '/es/%2e%2e/Staff/calendar']],
    ['/staff/Calendar', ['/STAFF/Calendar']],
    ['/staff', ['/Staff', '/STAFF', '/st%61ff']],
    ['/staff/', ['/STAFF/']],
    ['/staff/leads/consultation/12', ['/sTaFf/leads/consultation/12']],
    ['/staff/posts?state=draft', ['/STAFF/posts?state=draft']],
    ['/staff/signin', ['/STAFF/SIGNIN', '/Staff/signin']],
    ['/staff/set-password?token=abc&email=a%40example.com', ['/Staff/Set-Password?token=abc&email=a%40example.com']],
    ['/api/staff/me', ['/api/st%61ff/me']],
  ];

  it('answers every spelling of a staff page as its lower-case address to anyone not signed in: 303 to the sign-in, never indexed or kept', async () => {
    const patient = await registerAndSignIn(t);
    for (const client of [undefined, patient.client]) {
      for (const [address, others] of spellings) {
        const expected = await answer(address, client);
        for (const other of others) expect(await answer(other, client), other).toEqual(expected);
      }
      expect(await answer('/STAFF/calendar', client)).toEqual({
        status: 303,
        location: '/staff/signin?next=%2Fstaff%2Fcalendar',
        cacheControl: 'no-store',
        referrerPolicy: 'no-referrer',
        robots: 'noindex, nofollow',
        title: null,
      });
      expect((await answer('/Staff', client)).location).toBe('/staff/signin');
      expect((await answer('/sTaFf/leads/consultation/12', client)).location).toBe('/staff/signin?next=%2Fstaff%2Fleads%2Fconsultation%2F12');
      for (const open of ['/STAFF/SIGNIN', '/Staff/Set-Password?token=abc&email=a%40example.com']) {
        expect(await answer(open, client), open).toMatchObject({ cacheControl: 'no-store', referrerPolicy: 'no-referrer', robots: 'noindex, nofollow' });
        expect((await answer(open, client)).status, open).not.toBe(303);
      }
    }
  });

  it('answers every spelling of a staff page as its lower-case address to a signed-in staff member: the page, never indexed or kept', async () => {
    const staff = await newStaffMember(t);
    for (const [address, others] of spellings) {
      const expected = await answer(address, staff.client);
      for (const other of others) expect(await answer(other, staff.client), other).toEqual(expected);
    }
    const calendar = await answer('/STAFF/calendar', staff.client);
    expect(calendar).toMatchObject({ location: null, cacheControl: 'no-store', referrerPolicy: 'no-referrer', robots: 'noindex, nofollow' });
    if (siteBuilt) expect([calendar.status, calendar.title]).toEqual([200, 'Calendar | Endolift Miami staff']);
    expect(await answer('/STAFF/SIGNIN', staff.client)).toMatchObject({ status: 303, location: '/staff' });
    // and again once the page cache has had its chance: a staff page is never kept there for the next caller
    expect(await answer('/STAFF/calendar')).toMatchObject({ status: 303, location: '/staff/signin?next=%2Fstaff%2Fcalendar' });
  });
});

describe.each(dialects)('staff log (%s)', (dialect) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await startTestApp(dialect, { logger: true, logStream, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps set-password tokens, staff cookies, searches and notes out of the log', async () => {
    const { email, link } = await addStaffAccount(t);
    const token = link.searchParams.get('token') ?? '';
    await t.client().get(`/staff/set-password?token=${token}&email=${encodeURIComponent(email)}`);
    await setPasswordThroughLink(t, link);
    const staff = await signInStaff(t, email);
    const lead = await sendContactMessage(t, { name: 'Xiomara Quintanilla' });
    await staff.call('GET', '/api/staff/leads?q=xiomara%20quin&status=new');
    await staff.client.request('/staff?q=quintanilla', { redirect: 'manual' });
    await t.client().request(`/staff/leads/contact/${lead.id}?q=quintanilla`, { redirect: 'manual' });
    await staff.call('PATCH', `/api/staff/leads/contact/${lead.id}`, { note: 'PRIVATE-FOLLOW-UP-NOTE' });
    const log = logLines.join('');
    expect(log).toContain('"msg":"staff signed in"');
    expect(log).toContain('[redacted]');
    for (const secret of [token, 'xiomara', 'quin', 'PRIVATE-FOLLOW-UP-NOTE', staff.client.cookies.get('staff_sid') ?? 'no-sid', staff.client.cookies.get('STAFF-XSRF-TOKEN') ?? 'no-xsrf']) {
      expect(log.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });
});

describe.each(dialects)('npm run staff (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const cliEnv = (): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: t.dataDir, SITE_URL: 'https://clinic.example', LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    if (t.databaseUrl) env.DATABASE_URL = t.databaseUrl;
    return env;
  };

  /** The command line against this server's data, as the README tells the clinic to run it, in this process (one spawned run below). */
  async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCommand(args, cliEnv(), { out: (l) => out.push(`${l}\n`), err: (l) => err.push(`${l}\n`) });
    return { code, out: out.join(''), err: err.join('') };
  }

  it('runs as `npm run staff -- …` does, in a process of its own, with its output and exit code', async () => {
    const spawned = async (...args: string[]) => {
      try {
        const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', ...args], { cwd: path.resolve(import.meta.dirname, '../..'), env: cliEnv() });
        return { code: 0, out: stdout, err: stderr };
      } catch (err) {
        const e = err as { code?: number; stdout?: string; stderr?: string };
        return { code: e.code ?? 1, out: e.stdout ?? '', err: e.stderr ?? '' };
      }
    };
    const email = uniqueEmail('spawned');
    const added = await spawned('add', email);
    expect(added).toMatchObject({ code: 0, out: expect.stringContaining(`Staff account created: ${email}`) });
    expect(added.out).toMatch(/https:\/\/clinic\.example\/staff\/set-password\?\S+/);
    expect(await spawned('add', 'not-an-address')).toMatchObject({ code: 1, err: expect.stringContaining('"not-an-address" is not an e-mail address.') });
  });

  it('adds, lists and disables staff accounts, printing a one-time link built from SITE_URL', async () => {
    const email = uniqueEmail('cli');
    const added = await cli('add', email.toUpperCase());
    expect(added.code).toBe(0);
    expect(added.out).toContain(`Staff account created: ${email}`);
    expect(added.out).toMatch(/works once, and expires in 60 minutes/);
    const link = new URL(/(https:\/\/clinic\.example\/staff\/set-password\?\S+)/.exec(added.out)![1]!);
    expect(link.searchParams.get('email')).toBe(email);
    const [stored] = await t.app.db.selectFrom('staff_password_tokens').selectAll().where('token_hash', '=', hashToken(link.searchParams.get('token') ?? '')).execute();
    expect(stored?.used_at).toBeNull();
    expect((await cli('list')).out).toMatch(new RegExp(`${email.replace(/\./g, '\\.')}\\s+owner\\s+password not set`));

    expect((await setPasswordThroughLink(t, link)).status).toBe(200);
    const staff = await signInStaff(t, email);
    expect((await cli('list')).out).toMatch(new RegExp(`${email.replace(/\./g, '\\.')}\\s+owner\\s+active`));

    const disabled = await cli('disable', email);
    expect(disabled.code).toBe(0);
    expect(disabled.out).toContain(`Disabled: ${email}.`);
    expect((await staff.call('GET', '/api/staff/me')).status).toBe(401);
    expect((await cli('list')).out).toMatch(new RegExp(`${email.replace(/\./g, '\\.')}\\s+owner\\s+disabled`));

    const again = await cli('add', email);
    expect(again.out).toContain(`Staff account enabled again: ${email}`);
  });

  it('refuses what it cannot do, with a message and exit code 1', async () => {
    const bad = await cli('add', 'not-an-address');
    expect(bad).toMatchObject({ code: 1, err: expect.stringContaining('"not-an-address" is not an e-mail address.') });
    const unknown = await cli('disable', uniqueEmail('nobody'));
    expect(unknown).toMatchObject({ code: 1, err: expect.stringContaining('No staff account for') });
    const usage = await cli('remove', 'x@example.com');
    expect(usage.code).toBe(1);
    expect(usage.err).toContain('npm run staff -- add <email>');
    expect(await t.app.db.selectFrom('staff_users').select('email').where('email', '=', 'not-an-address').execute()).toEqual([]);
  });
});
