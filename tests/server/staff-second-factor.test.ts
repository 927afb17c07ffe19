/**
 * The staff's second factor (server/staff/staff-second-factor.ts, docs/decisions/0028-staff-second-factor.md),
 * over real HTTP on both databases: a new account sets up TOTP right after its password (a QR code
 * and the key as text, confirmed with a code an authenticator app would compute, which the test
 * computes with otpauth from the key shown), and until then every other staff call is 403 and every
 * staff page sends it to /staff/second-factor; later sign-ins need a code, accepted once (two uses
 * at the same moment let one through); wrong codes are limited like passwords; a recovery code works
 * once; an owner's reset makes her enrol again and ends her sessions; codes follow the app's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { addStaff } from '../../server/staff/staff-accounts';
import { runStaffCommand } from '../../server/cli/staff-command';
import { staffMessages } from '../../server/staff/staff-messages';
import { hashToken } from '../../server/auth/secure-tokens';
import { waitPhrase } from '../../server/i18n/wait-phrase';
import type { StaffRole } from '../../server/staff/staff-roles';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { uniqueEmail } from './helpers/accounts';
import type { TestClient } from './helpers/test-client';
import { forgetStaffFactor, setPasswordThroughLink, signInStaff, staffCall, STAFF_PASSWORD, TOTP_PERIOD_MS, totpCode, type StaffMember } from './staff-fixtures';

const stepAt = (ms: number) => Math.floor(ms / TOTP_PERIOD_MS);

async function account(t: TestApp, role: StaffRole = 'front_desk'): Promise<string> {
  const added = await addStaff(t.app.db, t.app.config.siteUrl, uniqueEmail(role.replace('_', '-')), { role, practitioner_id: null });
  const set = await setPasswordThroughLink(t, new URL(added.link));
  if (set.status !== 200) throw new Error(set.text);
  return added.email;
}

async function password(t: TestApp, email: string): Promise<{ client: TestClient; step: string }> {
  const client = t.client();
  const res = await client.post<{ second_factor: string }>('/api/staff/login', { email, password: STAFF_PASSWORD });
  expect(res.status, res.text).toBe(200);
  return { client, step: res.body.second_factor };
}

describe.each(dialects)('the staff second factor (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has a new account set up TOTP after its password: a QR code and the key, a code to confirm, ten recovery codes shown once', async () => {
    const email = await account(t);
    const { client, step } = await password(t, email);
    expect(step).toBe('enrol');
    const call = staffCall(client);
    // nothing but the enrolment opens
    for (const [method, path] of [['GET', '/api/staff/me'], ['GET', '/api/staff/leads'], ['GET', '/api/staff/appointments']] as const) {
      const res = await call(method, path);
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ success: false, message: staffMessages.enrolNeeded });
    }
    const page = await client.request('/staff/leads/contact/1?x=1', { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`/staff/second-factor?next=${encodeURIComponent('/staff/leads/contact/1?x=1')}`);
    expect((await call('GET', '/api/staff/second-factor')).body).toEqual({ success: true, staff: { email }, second_factor: 'enrol', methods: { app: false, passkeys: 0 } });

    const enrol = await call<{ secret: string; uri: string; qr: string; message: string }>('POST', '/api/staff/second-factor/enrol', {});
    expect(enrol.status).toBe(200);
    expect(enrol.body.message).toBe(staffMessages.enrolStarted);
    expect(enrol.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.body.qr).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{500,}={0,2}$/);
    expect(enrol.body.uri).toBe(`otpauth://totp/Endolift%20Miami%20staff:${encodeURIComponent(email)}?issuer=Endolift%20Miami%20staff&secret=${enrol.body.secret}&algorithm=SHA1&digits=6&period=30`);
    // a code as an authenticator app computes it from the key shown
    const app = new TOTP({ secret: Secret.fromBase32(enrol.body.secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const wrong = await call('POST', '/api/staff/second-factor/confirm', { code: String((Number(app.generate()) + 1) % 1_000_000).padStart(6, '0') });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, message: staffMessages.codeWrong, errors: { code: staffMessages.codeWrong } });
    const confirmed = await call<{ recovery_codes: string[]; home: string; message: string }>('POST', '/api/staff/second-factor/confirm', { code: app.generate({ timestamp: t.app.clock() }) });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.message).toBe(staffMessages.enrolled);
    expect(confirmed.body.home).toBe('/staff');
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    for (const code of confirmed.body.recovery_codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    // the session opens the staff calls now
    expect((await call('GET', '/api/staff/leads')).status).toBe(200);
    expect((await client.request('/staff', { redirect: 'manual' })).status).not.toBe(303);
    // the database keeps the codes' hashes only, and the key
    const staffId = (await t.app.db.selectFrom('staff_users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const stored = await t.app.db.selectFrom('staff_recovery_codes').selectAll().where('staff_id', '=', staffId).execute();
    expect(stored.map((r) => r.code_hash).sort()).toEqual(confirmed.body.recovery_codes.map((c) => hashToken(c.replace(/-/g, ''))).sort());
    expect(JSON.stringify(stored)).not.toContain(confirmed.body.recovery_codes[0]!.slice(0, 4) + confirmed.body.recovery_codes[0]!.slice(5, 9));
    // no second set-up, and the codes are not shown again
    expect((await call('POST', '/api/staff/second-factor/enrol', {})).status).toBe(409);
    expect((await call('POST', '/api/staff/second-factor/confirm', { code: app.generate() })).status).toBe(409);
  });

  it('signs in with a code after the password; the same code, or an older one, is refused after', async () => {
    const member = await signInStaff(t, await account(t));
    const { client, step } = await password(t, member.email);
    expect(step).toBe('code');
    const call = staffCall(client);
    expect((await call('GET', '/api/staff/leads')).body).toEqual({ success: false, message: staffMessages.codeNeeded });
    expect((await client.request('/staff/signin', { redirect: 'manual' })).headers.get('location')).toBe('/staff/second-factor');
    const next = member.factor.lastStep + 1;
    const code = totpCode(member.factor.secret, next);
    const ok = await call('POST', '/api/staff/second-factor/verify', { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({ success: true, message: staffMessages.codeAccepted, home: '/staff' });
    expect((await call('GET', '/api/staff/me')).status).toBe(200);
    expect((await call('POST', '/api/staff/second-factor/verify', { code })).body).toEqual({ success: false, message: staffMessages.noCodeStep });

    // the code just used, on another sign-in: refused, as is an older one
    const again = await password(t, member.email);
    for (const old of [code, totpCode(member.factor.secret, next - 1)]) {
      const replay = await staffCall(again.client)('POST', '/api/staff/second-factor/verify', { code: old });
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ success: false, message: staffMessages.codeWrong });
    }
    expect((await staffCall(again.client)('GET', '/api/staff/leads')).status).toBe(403);
    member.factor.lastStep = next;
  });

  it('lets a recovery code sign in once', async () => {
    const member = await signInStaff(t, await account(t));
    const recovery = member.factor.recoveryCodes.shift()!;
    const first = await password(t, member.email);
    const used = await staffCall(first.client)('POST', '/api/staff/second-factor/verify', { code: recovery.toLowerCase().replace(/-/g, ' ') });
    expect(used.status, used.text).toBe(200);
    expect((await staffCall(first.client)('GET', '/api/staff/leads')).status).toBe(200);
    const second = await password(t, member.email);
    const twice = await staffCall(second.client)('POST', '/api/staff/second-factor/verify', { code: recovery });
    expect(twice.status).toBe(401);
    expect(twice.body).toEqual({ success: false, message: staffMessages.codeWrong });
    const row = await t.app.db.selectFrom('staff_recovery_codes').select('used_at').where('code_hash', '=', hashToken(recovery.replace(/-/g, ''))).executeTakeFirstOrThrow();
    expect(row.used_at).not.toBeNull();
  });

  it('lets an owner reset someone’s second factor: her sessions end, she sets up a new app at her next sign-in, and staff_audit has it', async () => {
    const owner = await signInStaff(t, await account(t, 'owner'));
    const desk = await signInStaff(t, await account(t, 'front_desk'));
    const people = await owner.call<{ people: { id: number; email: string; second_factor: boolean }[] }>('GET', '/api/staff/people');
    const deskRow = people.body.people.find((p) => p.email === desk.email)!;
    expect(deskRow.second_factor).toBe(true);
    expect((await desk.call('POST', `/api/staff/people/${deskRow.id}/second-factor/reset`, {})).body).toEqual({
      success: false,
      message: staffMessages.outsideRole('Front desk'),
    });
    const reset = await owner.call<{ message: string; people: { email: string; second_factor: boolean; sessions: number }[]; audit: { action: string; staff_email: string; actor: string; detail: string }[] }>(
      'POST',
      `/api/staff/people/${deskRow.id}/second-factor/reset`,
      {},
    );
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body.message).toBe(staffMessages.secondFactorReset(desk.email, 1));
    expect(reset.body.people.find((p) => p.email === desk.email)).toMatchObject({ second_factor: false, sessions: 0 });
    expect(reset.body.audit[0]).toMatchObject({ action: 'second_factor_reset', staff_email: desk.email, actor: owner.email, detail: '1 session ended' });
    expect((await desk.call('GET', '/api/staff/me')).status).toBe(401);
    expect(await t.app.db.selectFrom('staff_second_factors').selectAll().where('staff_id', '=', deskRow.id).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('staff_recovery_codes').selectAll().where('staff_id', '=', deskRow.id).execute()).toEqual([]);
    const back = await password(t, desk.email);
    expect(back.step).toBe('enrol');
    forgetStaffFactor(desk.email);
    // her own account needs `myself: true`, as every change to it does
    const ownId = people.body.people.find((p) => p.email === owner.email)!.id;
    expect((await owner.call('POST', `/api/staff/people/${ownId}/second-factor/reset`, {})).body).toEqual({ success: false, message: staffMessages.confirmMyself });
  });

  it('resets a second factor from the command line, for when no owner can sign in', async () => {
    const owner = await signInStaff(t, await account(t, 'owner'));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: t.dataDir, SITE_URL: t.app.config.siteUrl, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    if (t.databaseUrl) env.DATABASE_URL = t.databaseUrl;
    const out: string[] = [];
    const code = await runStaffCommand(['reset-second-factor', owner.email.toUpperCase()], env, { out: (l) => out.push(l), err: (l) => out.push(l) });
    expect(code).toBe(0);
    expect(out).toEqual([`Second factor reset: ${owner.email}. Its sessions have ended; it sets up a new authenticator app at its next sign-in.`]);
    expect((await owner.call('GET', '/api/staff/me')).status).toBe(401);
    expect((await password(t, owner.email)).step).toBe('enrol');
    forgetStaffFactor(owner.email);
    const missing: string[] = [];
    expect(await runStaffCommand(['reset-second-factor', uniqueEmail('nobody')], env, { out: (l) => missing.push(l), err: (l) => missing.push(l) })).toBe(1);
    expect(missing[0]).toMatch(/^No staff account for /);
  });

  it('asks marketing for none unless STAFF_MARKETING_SECOND_FACTOR=1, but for its code once it has one', async () => {
    const email = await account(t, 'marketing');
    const { client, step } = await password(t, email);
    expect(step).toBe('done');
    expect((await staffCall(client)('GET', '/api/staff/posts')).status).toBe(200);
    const strict = await startTestApp(dialect, { env: { STAFF_MARKETING_SECOND_FACTOR: '1' } });
    try {
      const other = await account(strict, 'marketing');
      expect((await password(strict, other)).step).toBe('enrol');
    } finally {
      await strict.close();
    }
    // she may enrol of her own accord: then her sign-ins need the code
    const enrol = await staffCall(client)<{ secret: string }>('POST', '/api/staff/second-factor/enrol', {});
    expect((await staffCall(client)('POST', '/api/staff/second-factor/confirm', { code: totpCode(enrol.body.secret, stepAt(t.app.clock())) })).status).toBe(200);
    expect((await password(t, email)).step).toBe('code');
  });
});

describe.each(dialects)('second-factor codes by the app’s clock, and their limit (%s)', (dialect) => {
  let t: TestApp;
  // a clock the test sets: a Tuesday in 2030
  let now = Date.UTC(2030, 0, 8, 15, 0, 10);
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => now, limits: {} });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the code of the app’s time, not the real time', async () => {
    const member: StaffMember = await signInStaff(t, await account(t));
    const { client } = await password(t, member.email);
    const real = await staffCall(client)('POST', '/api/staff/second-factor/verify', { code: totpCode(member.factor.secret, stepAt(Date.now())) });
    expect(real.status).toBe(401);
    now += 2 * TOTP_PERIOD_MS;
    const byClock = await staffCall(client)('POST', '/api/staff/second-factor/verify', { code: totpCode(member.factor.secret, stepAt(now)) });
    expect(byClock.status, byClock.text).toBe(200);
  });

  it('lets one of two sign-ins that send the same fresh code at the same moment through', async () => {
    const member = await signInStaff(t, await account(t));
    const pending = await Promise.all([password(t, member.email), password(t, member.email)]);
    now += 2 * TOTP_PERIOD_MS;
    const fresh = totpCode(member.factor.secret, stepAt(now));
    const answers = await Promise.all(pending.map((p) => staffCall(p.client)('POST', '/api/staff/second-factor/verify', { code: fresh })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    const through = answers.findIndex((a) => a.status === 200);
    expect((await staffCall(pending[through]!.client)('GET', '/api/staff/leads')).status).toBe(200);
    expect((await staffCall(pending[1 - through]!.client)('GET', '/api/staff/leads')).status).toBe(403);
  });

  it('refuses wrong codes after 5 a minute with 429 and Retry-After, even the right code', async () => {
    const member = await signInStaff(t, await account(t));
    const { client } = await password(t, member.email);
    const call = staffCall(client);
    for (let i = 0; i < 5; i++) expect((await call('POST', '/api/staff/second-factor/verify', { code: '000000' })).status).toBe(401);
    now += 2 * TOTP_PERIOD_MS;
    const blocked = await call('POST', '/api/staff/second-factor/verify', { code: totpCode(member.factor.secret, stepAt(now)) });
    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(blocked.body).toEqual({ success: false, message: staffMessages.tooManyCodes(seconds) });
    expect(staffMessages.tooManyCodes(seconds)).toBe(`Too many wrong codes. Please wait ${waitPhrase(seconds)} and try again.`);
    // the password's own counter is untouched: the account still signs in with its password
    expect((await password(t, member.email)).step).toBe('code');
  });
});
