/**
 * Passkeys as the staff's second factor (server/staff/staff-passkeys.ts, decision 0030), over real
 * HTTP on both databases, with a software authenticator that signs as a real one does
 * (helpers/software-passkey.ts): a new account sets up a passkey instead of an app right after its
 * password; later sign-ins pass with it; the options name SITE_URL's host as the RP ID; answers are
 * refused for a wrong challenge, a challenge used already or expired, another origin, a passkey
 * never registered and one she removed; the staff audit cannot be edited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addStaff } from '../../server/staff/staff-accounts';
import { staffMessages } from '../../server/staff/staff-messages';
import type { StaffRole } from '../../server/staff/staff-roles';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { uniqueEmail } from './helpers/accounts';
import { softwarePasskey, type SoftwarePasskey } from './helpers/software-passkey';
import { setPasswordThroughLink, signInStaff, staffCall, STAFF_PASSWORD } from './staff-fixtures';

const SITE = 'http://localhost:4173';
type Call = ReturnType<typeof staffCall>;
type Options = { options: { challenge: string; rp?: { id: string; name: string }; rpId?: string; user?: { name: string }; excludeCredentials?: { id: string }[]; allowCredentials?: { id: string }[] } };

describe.each(dialects)('staff passkeys (%s)', (dialect) => {
  let t: TestApp;
  let now = Date.UTC(2030, 0, 8, 15, 0, 0);
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => now, env: { SITE_URL: SITE } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function account(role: StaffRole = 'front_desk'): Promise<string> {
    const added = await addStaff(t.app.db, t.app.config.siteUrl, uniqueEmail(role.replace('_', '-')), { role, practitioner_id: null });
    const set = await setPasswordThroughLink(t, new URL(added.link));
    if (set.status !== 200) throw new Error(set.text);
    return added.email;
  }

  /** A client past the password only, and its step. */
  async function password(email: string): Promise<{ call: Call; step: string }> {
    const client = t.client();
    const res = await client.post<{ second_factor: string }>('/api/staff/login', { email, password: STAFF_PASSWORD });
    expect(res.status, res.text).toBe(200);
    return { call: staffCall(client), step: res.body.second_factor };
  }

  async function options(call: Call, purpose: 'register' | 'sign-in'): Promise<Options['options']> {
    const res = await call<Options>('POST', `/api/staff/second-factor/passkey/${purpose}-options`, {});
    expect(res.status, res.text).toBe(200);
    return res.body.options;
  }

  /** A new account that set up a passkey (and no app) right after its password; its signed-in session. */
  async function enrolledWithPasskey(): Promise<{ email: string; call: Call; passkey: SoftwarePasskey }> {
    const email = await account();
    const { call, step } = await password(email);
    expect(step).toBe('enrol');
    const passkey = softwarePasskey(SITE, 'localhost');
    const res = await call('POST', '/api/staff/second-factor/passkey/register', { response: passkey.register((await options(call, 'register')).challenge) });
    expect(res.status, res.text).toBe(200);
    return { email, call, passkey };
  }

  it('gives 20 option requests of one session at once 200 each, and keeps exactly one of the challenges given', async () => {
    const { call } = await password(await account());
    const answers = await Promise.all(Array.from({ length: 20 }, () => call<Options>('POST', '/api/staff/second-factor/passkey/register-options', {})));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const rows = await t.app.db.selectFrom('staff_passkey_challenges').select('challenge').where('purpose', '=', 'register').execute();
    const given = new Set(answers.map((r) => r.body.options.challenge));
    expect(rows.filter((r) => given.has(r.challenge))).toHaveLength(1);
  });

  it('has a new account set up a passkey instead of an app: options for SITE_URL’s host, then signed in', async () => {
    const email = await account();
    const { call, step } = await password(email);
    expect(step).toBe('enrol');
    expect((await call('GET', '/api/staff/me')).status).toBe(403);
    const opts = await options(call, 'register');
    expect(opts.rp).toEqual({ id: 'localhost', name: 'Endolift Miami staff' });
    expect(opts.user?.name).toBe(email);
    expect(opts.excludeCredentials).toEqual([]);
    const passkey = softwarePasskey(SITE, 'localhost');
    const answer = passkey.register(opts.challenge);
    const res = await call('POST', '/api/staff/second-factor/passkey/register', { response: answer });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, message: staffMessages.passkeyEnrolled, home: '/staff' });
    expect((await call('GET', '/api/staff/me')).status).toBe(200);
    const rows = await t.app.db.selectFrom('staff_passkeys').innerJoin('staff_users', 'staff_users.id', 'staff_passkeys.staff_id').select(['credential_id', 'counter', 'transports']).where('staff_users.email', '=', email).execute();
    expect(rows).toEqual([{ credential_id: passkey.id, counter: 1, transports: 'internal' }]);
    // the same answer again: its challenge was used
    const again = await call('POST', '/api/staff/second-factor/passkey/register', { response: answer });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: staffMessages.passkeyNoChallenge });
    // the account's step at the next sign-in is the passkey's
    const next = await password(email);
    expect(next.step).toBe('code');
    expect((await next.call('GET', '/api/staff/second-factor')).body).toEqual({ success: true, staff: { email }, second_factor: 'code', methods: { app: false, passkeys: 1 } });
    expect((await next.call('POST', '/api/staff/second-factor/passkey/register-options', {})).body).toEqual({ success: false, message: staffMessages.passkeyNotNow });
    expect((await next.call('GET', '/api/staff/second-factor/passkeys')).status).toBe(403);
  });

  it('signs in with the passkey after the password, keeps its counter, and refuses a wrong, used or expired challenge', async () => {
    const { email, passkey } = await enrolledWithPasskey();
    const { call } = await password(email);
    const first = await options(call, 'sign-in');
    expect(first.rpId).toBe('localhost');
    expect(first.allowCredentials?.map((c) => c.id)).toEqual([passkey.id]);
    // signed for another challenge: refused, and this session's challenge is spent
    const wrong = await call('POST', '/api/staff/second-factor/passkey/sign-in', { response: passkey.signIn('bm90LXRoZS1jaGFsbGVuZ2U') });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: staffMessages.passkeyNotVerified });
    const late = await call('POST', '/api/staff/second-factor/passkey/sign-in', { response: passkey.signIn(first.challenge) });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ success: false, message: staffMessages.passkeyNoChallenge });
    // five minutes on, a challenge has expired
    const stale = await options(call, 'sign-in');
    now += 5 * 60_000 + 1;
    const expired = await call('POST', '/api/staff/second-factor/passkey/sign-in', { response: passkey.signIn(stale.challenge) });
    expect(expired.body).toEqual({ success: false, message: staffMessages.passkeyNoChallenge });
    // a fresh one, answered: signed in, the counter kept
    const answer = passkey.signIn((await options(call, 'sign-in')).challenge);
    const ok = await call('POST', '/api/staff/second-factor/passkey/sign-in', { response: answer });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({ success: true, message: staffMessages.codeAccepted, home: '/staff' });
    expect((await call('GET', '/api/staff/me')).status).toBe(200);
    const row = await t.app.db.selectFrom('staff_passkeys').select(['counter', 'last_used_at']).where('credential_id', '=', passkey.id).executeTakeFirstOrThrow();
    // registered at 1, then four answers signed: the last one's count is kept
    expect(Number(row.counter)).toBe(5);
    expect(Number(row.last_used_at)).toBe(now);
    // that same answer replayed on another session's challenge: refused
    const other = await password(email);
    await options(other.call, 'sign-in');
    const replayed = await other.call('POST', '/api/staff/second-factor/passkey/sign-in', { response: answer });
    expect(replayed.status).toBe(401);
    expect((await other.call('GET', '/api/staff/me')).status).toBe(403);
  });

  it('refuses an answer from another origin, a passkey never registered, and a malformed answer', async () => {
    const email = await account();
    const { call } = await password(email);
    const elsewhere = softwarePasskey('https://clinic.example.evil', 'localhost');
    const refused = await call('POST', '/api/staff/second-factor/passkey/register', { response: elsewhere.register((await options(call, 'register')).challenge) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: staffMessages.passkeyNotVerified });
    const malformed = await call('POST', '/api/staff/second-factor/passkey/register', { response: { id: 'x' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, message: staffMessages.passkeyInvalid });

    const { email: enrolled } = await enrolledWithPasskey();
    const pending = await password(enrolled);
    const stranger = softwarePasskey(SITE, 'localhost');
    const unknown = await pending.call('POST', '/api/staff/second-factor/passkey/sign-in', { response: stranger.signIn((await options(pending.call, 'sign-in')).challenge) });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, message: staffMessages.passkeyRefused });
  });

  it('lists her passkeys, adds another when signed in, removes one so it can no longer sign in, and keeps her last one', async () => {
    const { email, call, passkey } = await enrolledWithPasskey();
    const second = softwarePasskey(SITE, 'localhost');
    const opts = await options(call, 'register');
    expect(opts.excludeCredentials?.map((c) => c.id)).toEqual([passkey.id]);
    const added = await call('POST', '/api/staff/second-factor/passkey/register', { response: second.register(opts.challenge) });
    expect(added.body).toEqual({ success: true, message: staffMessages.passkeyAdded, home: '/staff' });
    const list = await call<{ passkeys: { id: number; created_at: number; last_used_at: number | null }[] }>('GET', '/api/staff/second-factor/passkeys');
    expect(list.body.passkeys).toEqual([
      { id: expect.any(Number), created_at: now, last_used_at: null },
      { id: expect.any(Number), created_at: now, last_used_at: null },
    ]);
    const [firstId, secondId] = list.body.passkeys.map((p) => p.id);
    // someone else's passkey is not hers to remove
    const other = await enrolledWithPasskey();
    expect((await other.call('POST', `/api/staff/second-factor/passkeys/${firstId}/remove`, {})).body).toEqual({ success: false, message: staffMessages.passkeyNotFound });
    const removed = await call('POST', `/api/staff/second-factor/passkeys/${firstId}/remove`, {});
    expect(removed.body).toEqual({ success: true, message: staffMessages.passkeyRemoved });
    expect((await call('POST', `/api/staff/second-factor/passkeys/${secondId}/remove`, {})).body).toEqual({ success: false, message: staffMessages.passkeyLastFactor });
    // each passkey added or removed is a line of the staff audit, by her; the refused removals are not
    const audit = await t.app.db.selectFrom('staff_audit').select(['actor', 'staff_email', 'action', 'detail', 'created_at']).where('staff_email', '=', email).orderBy('id').execute();
    expect(audit.map((a) => ({ ...a, created_at: Number(a.created_at) }))).toEqual([
      { actor: email, staff_email: email, action: 'passkey_added', detail: 'as her second factor, at the set-up', created_at: now },
      { actor: email, staff_email: email, action: 'passkey_added', detail: 'another passkey', created_at: now },
      { actor: email, staff_email: email, action: 'passkey_removed', detail: '1 passkey left', created_at: now },
    ]);
    // the removed passkey signs in no more; the other does
    const pending = await password(email);
    const refused = await pending.call('POST', '/api/staff/second-factor/passkey/sign-in', { response: passkey.signIn((await options(pending.call, 'sign-in')).challenge) });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ success: false, message: staffMessages.passkeyRefused });
    const ok = await pending.call('POST', '/api/staff/second-factor/passkey/sign-in', { response: second.signIn((await options(pending.call, 'sign-in')).challenge) });
    expect(ok.status, ok.text).toBe(200);
  });

  it('lets an account with an authenticator app add a passkey and sign in with either', async () => {
    const member = await signInStaff(t, await account());
    const passkey = softwarePasskey(SITE, 'localhost');
    const added = await member.call('POST', '/api/staff/second-factor/passkey/register', { response: passkey.register((await options(member.call, 'register')).challenge) });
    expect(added.status, added.text).toBe(200);
    const { call } = await password(member.email);
    expect((await call('GET', '/api/staff/second-factor')).body).toMatchObject({ second_factor: 'code', methods: { app: true, passkeys: 1 } });
    const ok = await call('POST', '/api/staff/second-factor/passkey/sign-in', { response: passkey.signIn((await options(call, 'sign-in')).challenge) });
    expect(ok.status, ok.text).toBe(200);
    // with the app still there, her one passkey may go
    const list = await call<{ passkeys: { id: number }[] }>('GET', '/api/staff/second-factor/passkeys');
    expect((await call('POST', `/api/staff/second-factor/passkeys/${list.body.passkeys[0]!.id}/remove`, {})).body).toEqual({ success: true, message: staffMessages.passkeyRemoved });
  });

  it('keeps the staff audit as written: the database refuses UPDATE and DELETE', async () => {
    const db = t.app.db;
    await db.insertInto('staff_audit').values({ actor_id: null, actor: 'owner@clinic.example', staff_id: 1, staff_email: 'x@clinic.example', action: 'invited', detail: 'new account', created_at: now }).execute();
    await expect(sql`update staff_audit set actor = 'someone else'`.execute(db)).rejects.toThrow(/cannot be changed/);
    await expect(sql`delete from staff_audit`.execute(db)).rejects.toThrow(/cannot be (changed or )?deleted/);
    const rows = await db.selectFrom('staff_audit').select('actor').where('staff_email', '=', 'x@clinic.example').execute();
    expect(rows).toEqual([{ actor: 'owner@clinic.example' }]);
  });
});
