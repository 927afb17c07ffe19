/**
 * Staff management on the web (/api/staff/people, owners only; server/staff/staff-people.ts), over
 * real HTTP on both databases: an invitation mails a link that sets a password and signs in with the
 * role given; a role change applies on the person's next call; disabling and 'sign out everywhere'
 * make her next call 401 at once; the last active owner can be neither demoted nor disabled, also
 * when two owners demote each other at the same moment; every change lands in staff_audit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '../../server/staff/staff-accounts';
import { changeRole } from '../../server/staff/staff-people';
import { staffMessages } from '../../server/staff/staff-messages';
import type { StaffRole } from '../../server/staff/staff-roles';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { uniqueEmail } from './helpers/accounts';
import { mailsSentTo } from './helpers/outbox';
import { setPasswordThroughLink, signInStaff, STAFF_PASSWORD, type StaffMember } from './staff-fixtures';

interface Person {
  id: number;
  email: string;
  role: string;
  role_name: string;
  state: string;
  last_login_at: number | null;
  sessions: number;
}
interface PeopleAnswer {
  success: boolean;
  message?: string;
  people: Person[];
  audit: { actor: string; staff_email: string; action: string; detail: string; created_at: number }[];
  yourself?: string;
}

describe.each(dialects)('staff management on the web (%s)', (dialect) => {
  let t: TestApp;
  let owner: StaffMember;

  async function member(role: StaffRole): Promise<StaffMember> {
    const added = await addStaff(t.app.db, t.app.config.siteUrl, uniqueEmail(role.replace('_', '-')), { role, practitioner_id: null });
    const set = await setPasswordThroughLink(t, new URL(added.link));
    if (set.status !== 200) throw new Error(set.text);
    return signInStaff(t, added.email);
  }
  const people = async (m: StaffMember = owner) => (await m.call<PeopleAnswer>('GET', '/api/staff/people')).body.people;
  const idOf = async (email: string) => (await t.app.db.selectFrom('staff_users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const activeOwners = async () => Number((await t.app.db.selectFrom('staff_users').select((eb) => eb.fn.countAll().as('n')).where('role', '=', 'owner').where('disabled_at', 'is', null).executeTakeFirstOrThrow()).n);

  /** the link of the latest invitation mailed to the address */
  async function invitedLink(email: string): Promise<URL> {
    const mails = await mailsSentTo(t, email);
    const mail = mails[mails.length - 1];
    const match = mail && /(https?:\/\/\S+\/staff\/set-password\?\S+)/.exec(mail.text);
    if (!match?.[1]) throw new Error(`no invitation mailed to ${email}`);
    return new URL(match[1]);
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await member('owner');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('invites by e-mail: the mailed link sets a password that signs in with the role given; inviting again spends the old link', async () => {
    const email = uniqueEmail('maria');
    const invited = await owner.call<PeopleAnswer>('POST', '/api/staff/people', { email, role: 'front_desk' });
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ success: true, message: staffMessages.invited(email), yourself: 'unchanged' });
    expect(invited.body.people.find((p) => p.email === email)).toMatchObject({ role: 'front_desk', role_name: 'Front desk', state: 'password not set', sessions: 0, last_login_at: null });
    const mails = await mailsSentTo(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Your staff account');
    expect(mails[0]!.text).toContain(`${owner.email} has invited you`);
    const first = await invitedLink(email);

    // again: a fresh link; the first no longer works
    expect((await owner.call('POST', '/api/staff/people', { email, role: 'front_desk' })).status).toBe(200);
    const second = await invitedLink(email);
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    expect((await setPasswordThroughLink(t, first)).status).toBe(400);
    expect((await setPasswordThroughLink(t, second)).status).toBe(200);

    const maria = await signInStaff(t, email, STAFF_PASSWORD);
    expect((await maria.call('GET', '/api/staff/me')).body).toMatchObject({ staff: { email, role: 'front_desk' } });
    expect((await maria.call('GET', '/api/staff/leads')).status).toBe(200);
    expect((await maria.call('GET', '/api/staff/posts')).status).toBe(403);
    const listed = (await people()).find((p) => p.email === email);
    expect(listed).toMatchObject({ state: 'active', sessions: 1, last_login_at: expect.any(Number) });
  });

  it('refuses fields that are not an e-mail and a role, and a practitioner the calendar does not have', async () => {
    const bad = await owner.call('POST', '/api/staff/people', { email: 'not-an-address', role: 'janitor' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errors: { email: expect.any(String), role: staffMessages.roleInvalid } });
    expect((await owner.call('POST', '/api/staff/people', { email: uniqueEmail('x'), role: 'practitioner', practitioner_id: 'room' })).status).toBe(400);
    expect((await owner.call('POST', '/api/staff/people/1/role', { role: 'owner', myself: 'yes' })).status).toBe(400);
    expect((await owner.call('POST', '/api/staff/people/2147483648/disable', {})).status).toBe(404);
    expect((await owner.call('POST', '/api/staff/people/999999/sign-out')).status).toBe(404);
  });

  it('is the owner’s only: every other role gets 403', async () => {
    for (const role of ['front_desk', 'practitioner', 'marketing'] as const) {
      const m = await member(role);
      for (const [method, path, body] of [['GET', '/api/staff/people', undefined], ['POST', '/api/staff/people', { email: uniqueEmail('y'), role: 'owner' }], ['POST', `/api/staff/people/${await idOf(m.email)}/role`, { role: 'owner', myself: true }]] as const) {
        const res = await m.call(method, path, body);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
      }
      expect((await people()).find((p) => p.email === m.email)?.role).toBe(role);
    }
  });

  it('changes a role: it applies on her next call', async () => {
    const desk = await member('front_desk');
    expect((await desk.call('GET', '/api/staff/leads')).status).toBe(200);
    const changed = await owner.call<PeopleAnswer>('POST', `/api/staff/people/${await idOf(desk.email)}/role`, { role: 'marketing' });
    expect(changed.body).toMatchObject({ success: true, message: staffMessages.roleChanged(desk.email, 'Marketing'), yourself: 'unchanged' });
    expect((await desk.call('GET', '/api/staff/leads')).status).toBe(403);
    expect((await desk.call('GET', '/api/staff/posts')).status).toBe(200);
    expect((await desk.call('GET', '/api/staff/me')).body).toMatchObject({ staff: { role: 'marketing' } });
    expect((await owner.call<PeopleAnswer>('POST', `/api/staff/people/${await idOf(desk.email)}/role`, { role: 'marketing' })).body.message).toBe(staffMessages.nothingToSave);
  });

  it('disables: her next call is 401 at once, she cannot sign in, and inviting her again enables her', async () => {
    const desk = await member('front_desk');
    const id = await idOf(desk.email);
    const res = await owner.call<PeopleAnswer>('POST', `/api/staff/people/${id}/disable`);
    expect(res.body).toMatchObject({ success: true, message: staffMessages.disabled(desk.email) });
    expect(res.body.people.find((p) => p.id === id)).toMatchObject({ state: 'disabled', sessions: 0 });
    expect((await desk.call('GET', '/api/staff/me')).status).toBe(401);
    expect((await t.client().post('/api/staff/login', { email: desk.email, password: STAFF_PASSWORD })).status).toBe(403);
    expect((await owner.call<PeopleAnswer>('POST', `/api/staff/people/${id}/disable`, {})).body.message).toBe(staffMessages.alreadyDisabled(desk.email));

    expect((await owner.call('POST', '/api/staff/people', { email: desk.email, role: 'front_desk' })).status).toBe(200);
    expect((await setPasswordThroughLink(t, await invitedLink(desk.email))).status).toBe(200);
    const back = await signInStaff(t, desk.email);
    expect((await back.call('GET', '/api/staff/leads')).status).toBe(200);
  });

  it('signs someone out everywhere: every session of hers is 401 at once; she may sign in again', async () => {
    const desk = await member('front_desk');
    const other = await signInStaff(t, desk.email);
    const id = await idOf(desk.email);
    expect((await people()).find((p) => p.id === id)?.sessions).toBe(2);
    const res = await owner.call<PeopleAnswer>('POST', `/api/staff/people/${id}/sign-out`, {});
    expect(res.body).toMatchObject({ success: true, message: staffMessages.signedOutEverywhere(desk.email, 2), yourself: 'unchanged' });
    expect((await desk.call('GET', '/api/staff/me')).status).toBe(401);
    expect((await other.call('GET', '/api/staff/me')).status).toBe(401);
    expect((await owner.call('GET', '/api/staff/me')).status).toBe(200);
    expect((await (await signInStaff(t, desk.email)).call('GET', '/api/staff/me')).status).toBe(200);
  });

  it('keeps the last active owner: she can be neither demoted nor disabled (409), and changes to herself must say so', async () => {
    expect(await activeOwners()).toBe(1);
    const me = await idOf(owner.email);
    expect((await owner.call('POST', `/api/staff/people/${me}/role`, { role: 'front_desk' })).body).toEqual({ success: false, message: staffMessages.confirmMyself });
    expect((await owner.call('POST', `/api/staff/people/${me}/sign-out`, {})).status).toBe(409);
    for (const [path, body] of [[`/api/staff/people/${me}/role`, { role: 'front_desk', myself: true }], [`/api/staff/people/${me}/disable`, { myself: true }], ['/api/staff/people', { email: owner.email, role: 'marketing' }]] as const) {
      const res = await owner.call('POST', path, body);
      expect(res.status, path).toBe(409);
      expect(res.body).toEqual({ success: false, message: staffMessages.lastOwner });
    }
    // inviting herself again as an owner changes nothing for her
    expect((await owner.call<PeopleAnswer>('POST', '/api/staff/people', { email: owner.email, role: 'owner' })).body).toMatchObject({ success: true, yourself: 'unchanged' });
    expect((await owner.call('GET', '/api/staff/me')).status).toBe(200);
    // an owner who has not set her password yet does not count
    const pending = uniqueEmail('pending-owner');
    expect((await owner.call('POST', '/api/staff/people', { email: pending, role: 'owner' })).status).toBe(200);
    expect((await owner.call('POST', `/api/staff/people/${me}/role`, { role: 'front_desk', myself: true })).status).toBe(409);
    expect((await owner.call('POST', `/api/staff/people/${await idOf(pending)}/disable`, {})).status).toBe(200);
    expect(await activeOwners()).toBe(1);
    expect((await owner.call('GET', '/api/staff/people')).status).toBe(200);
  });

  it('leaves exactly one owner when two owners demote each other at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await member('owner');
      const b = await member('owner');
      // the first owner steps aside, so a and b are the only active owners
      const ownerId = await idOf(owner.email);
      await t.app.db.updateTable('staff_users').set({ role: 'front_desk' }).where('id', '=', ownerId).execute();
      const [ida, idb] = [await idOf(a.email), await idOf(b.email)];
      const [byA, byB] = await Promise.all([a.call('POST', `/api/staff/people/${idb}/role`, { role: 'marketing' }), b.call('POST', `/api/staff/people/${ida}/role`, { role: 'marketing' })]);
      // the loser is refused by the rule (409) or, if the winner's change landed before her call was
      // checked, by her new role (403): either way one of them stays an owner
      expect([byA.status, byB.status].sort()[0]).toBe(200);
      expect([409, 403]).toContain([byA.status, byB.status].sort()[1]);
      expect(await activeOwners()).toBe(1);
      // and the same with disabling each other
      const survivor = byA.status === 200 ? a : b;
      const c = await member('owner');
      const idc = await idOf(c.email);
      const ids = await idOf(survivor.email);
      const [byS, byC] = await Promise.all([survivor.call('POST', `/api/staff/people/${idc}/disable`, {}), c.call('POST', `/api/staff/people/${ids}/disable`, {})]);
      expect([byS.status, byC.status].sort()[0]).toBe(200);
      expect([401, 409]).toContain([byS.status, byC.status].sort()[1]);
      expect(await activeOwners()).toBe(1);
      // and past the role guard, straight at the database: both transactions at once
      const d = await member('owner');
      const idd = await idOf(d.email);
      const idw = byS.status === 200 ? ids : idc;
      const ctx = (actorId: number, email: string) => ({ db: t.app.db, adapter: t.app.dbAdapter, siteUrl: t.app.config.siteUrl, actor: { staffId: actorId, email } });
      const outcomes = await Promise.all([changeRole(ctx(idw, 'w@x'), idd, { role: 'front_desk', practitioner_id: null }), changeRole(ctx(idd, d.email), idw, { role: 'front_desk', practitioner_id: null })]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['done', 'last-owner']);
      expect(await activeOwners()).toBe(1);
      // put things back: the first owner is the only owner again
      await t.app.db.updateTable('staff_users').set({ role: 'owner' }).where('id', '=', ownerId).execute();
      await t.app.db.updateTable('staff_users').set({ role: 'front_desk', disabled_at: null }).where('id', 'in', [ida, idb, idc, ids, idd]).execute();
    }
  });

  it('ends her own session when an owner disables herself, and changes her pages when she demotes herself', async () => {
    const second = await member('owner');
    const third = await member('owner');
    const quits = await second.call<PeopleAnswer>('POST', `/api/staff/people/${await idOf(second.email)}/disable`, { myself: true });
    expect(quits.body).toMatchObject({ success: true, yourself: 'signed_out' });
    expect(quits.headers.get('set-cookie')).toMatch(/staff_sid=;/);
    expect((await second.call('GET', '/api/staff/me')).status).toBe(401);

    const steps = await third.call<PeopleAnswer>('POST', `/api/staff/people/${await idOf(third.email)}/role`, { role: 'marketing', myself: true });
    expect(steps.body).toMatchObject({ success: true, yourself: 'changed' });
    expect((await third.call('GET', '/api/staff/people')).status).toBe(403);
    expect((await third.call('GET', '/api/staff/me')).body).toMatchObject({ staff: { role: 'marketing', home: '/staff/posts' } });

    const mine = await owner.call<PeopleAnswer>('POST', `/api/staff/people/${await idOf(owner.email)}/sign-out`, { myself: true });
    expect(mine.body).toMatchObject({ success: true, yourself: 'signed_out' });
    expect((await owner.call('GET', '/api/staff/me')).status).toBe(401);
    owner = await signInStaff(t, owner.email);
  });

  it('records every change in staff_audit with who and when', async () => {
    const rows = await t.app.db.selectFrom('staff_audit').selectAll().orderBy('id').execute();
    const actions = new Set(rows.map((r) => r.action));
    expect([...actions].sort()).toEqual(['disabled', 'invited', 'role_changed', 'signed_out']);
    for (const row of rows) {
      expect(row.actor).toMatch(/@/);
      expect(Number(row.created_at)).toBeGreaterThan(Date.now() - 600_000);
    }
    expect(rows.find((r) => r.action === 'role_changed' && r.detail === 'Front desk → Marketing')).toBeDefined();
    expect(rows.find((r) => r.action === 'invited' && r.detail === 'new account, as Front desk' && r.actor === owner.email)).toBeDefined();
    expect(rows.find((r) => r.action === 'signed_out' && r.detail === '2 sessions ended')).toBeDefined();
    const answer = await owner.call<PeopleAnswer>('GET', '/api/staff/people');
    expect(answer.body.audit.length).toBeGreaterThan(0);
    expect(answer.body.audit[0]).toMatchObject({ actor: expect.any(String), staff_email: expect.any(String), action: expect.any(String), created_at: expect.any(Number) });
    // refused changes write nothing
    const before = rows.length;
    await owner.call('POST', `/api/staff/people/${await idOf(owner.email)}/disable`, { myself: true });
    expect((await t.app.db.selectFrom('staff_audit').select('id').execute()).length).toBe(before);
  });
});
