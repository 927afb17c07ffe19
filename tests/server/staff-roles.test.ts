/**
 * Staff roles (server/staff/staff-roles.ts, docs/decisions/0027-staff-roles.md), over real HTTP on
 * both databases: every staff call the app registers, for every role, a visitor without a session,
 * a patient's session and a disabled account, answers exactly what the role table says; every staff
 * page sends a role outside it to its own first page; a practitioner opens only her patients' leads;
 * a marketing session finds nobody's details in anything it can reach; and the table in
 * docs/product/roles.md, the staff pages' permission names and the role table are the same.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_CALLS,
  STAFF_HOME,
  STAFF_PAGES,
  STAFF_PERMISSIONS,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  onlyOwnPatients,
  roleMay,
  type CallAccess,
  type StaffPermission,
  type StaffRole,
} from '../../server/staff/staff-roles';
import { staffMessages } from '../../server/staff/staff-messages';
import { addStaff, disableStaff } from '../../server/staff/staff-accounts';
import { runStaffCommand } from '../../server/cli/staff-command';
import { PRACTITIONER_ID } from '../../server/db/consultation-types';
import { STAFF_PERMISSION_NAMES } from '../../site/staff/staff-access';
import { staffRoutes } from '../../site/staff/staff-routes';
import { peopleCopy } from '../../site/staff/people/people-copy';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { registerAndSignIn, uniqueEmail } from './helpers/accounts';
import { bookConsultation, setPasswordThroughLink, signInStaff, staffCall, type StaffMember } from './staff-fixtures';

const NO_SUCH_ID = '987654321';

/** The role table as docs/product/roles.md prints it: one row per permission, a column per role. */
function roleTableMarkdown(): string[] {
  const mark = (p: StaffPermission, role: StaffRole) => (!roleMay(role, p) ? '' : onlyOwnPatients(role, p) ? 'her patients' : 'yes');
  return [
    `| permission | what | ${STAFF_ROLES.map((r) => STAFF_ROLE_NAMES[r]).join(' | ')} |`,
    `|---|---|${STAFF_ROLES.map(() => '---').join('|')}|`,
    ...(Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).map((p) => `| \`${p}\` | ${STAFF_PERMISSIONS[p].area} | ${STAFF_ROLES.map((r) => mark(p, r)).join(' | ')} |`),
  ];
}

describe('the role table', () => {
  it('is the one docs/product/roles.md prints, row for row', () => {
    const doc = fs.readFileSync(new URL('../../docs/product/roles.md', import.meta.url), 'utf8');
    const printed = doc.split('\n').filter((line) => line.startsWith('| permission |') || line.startsWith('|---|---|') || /^\| `[\w.-]+` \|/.test(line));
    expect(printed.map((l) => l.trimEnd())).toEqual(roleTableMarkdown().map((l) => l.trimEnd()));
  });

  it('has every staff page of the site’s router, and only those', () => {
    const children = staffRoutes[0]?.children ?? [];
    const routed = children.filter((r) => r.path !== '*').map((r) => (r.index ? '/staff' : `/staff/${r.path}`));
    expect(routed.sort()).toEqual(STAFF_PAGES.map((p) => p.path).sort());
  });

  it('names the same permissions the staff pages check', () => {
    expect([...STAFF_PERMISSION_NAMES]).toEqual(Object.keys(STAFF_PERMISSIONS));
  });

  it('is told, a role a line, by its own name on the staff management page', () => {
    expect(peopleCopy.roleSummaries.map((r) => r.name)).toEqual(STAFF_ROLES.map((r) => STAFF_ROLE_NAMES[r]));
  });

  it('gives the owner everything, keeps marketing off every lead and the calendar, and sends each role home to a page it may open', () => {
    for (const p of Object.keys(STAFF_PERMISSIONS) as StaffPermission[]) expect(roleMay('owner', p)).toBe(true);
    for (const p of ['leads.list', 'leads.open', 'leads.export', 'calendar.read', 'hours', 'courses.read', 'backups'] as const) expect(roleMay('marketing', p)).toBe(false);
    for (const p of ['leads.export', 'leads.list', 'courses.roster-csv', 'posts', 'faq-sets', 'backups'] as const) expect(roleMay('practitioner', p)).toBe(false);
    for (const p of ['posts', 'faq-sets', 'backups'] as const) expect(roleMay('front_desk', p)).toBe(false);
    for (const role of STAFF_ROLES) {
      const home = STAFF_PAGES.find((page) => page.path === STAFF_HOME[role]);
      expect(home && roleMay(role, home.access), role).toBe(true);
    }
  });
});

/** A staff call's address with its parameters filled in: ids that name nothing, so a call inside the role changes nothing. */
function addressOf(route: string, ids: { lead?: number } = {}): string {
  return route
    .replace(':kind', 'consultation')
    .replace(':id', ids.lead !== undefined && route.includes('/leads/') ? String(ids.lead) : NO_SUCH_ID)
    .replace(':revision', '1')
    .replace(':code', 'NO-SUCH-CODE')
    .replace(':key', 'no-such-set');
}

describe.each(dialects)('staff roles (%s)', (dialect) => {
  let t: TestApp;
  const members = new Map<StaffRole, StaffMember>();
  let patientLead: number;
  let otherLead: number;
  const person = { first_name: 'Zenobia', last_name: 'Quillfeather', email: uniqueEmail('zenobia'), phone: '(305) 555-0142' };
  const secretNote = 'Allergic to lidocaine — call her cousin';

  async function member(role: StaffRole): Promise<StaffMember> {
    const added = await addStaff(t.app.db, t.app.config.siteUrl, uniqueEmail(role.replace('_', '-')), { role, practitioner_id: role === 'practitioner' ? PRACTITIONER_ID : null });
    const set = await setPasswordThroughLink(t, new URL(added.link));
    if (set.status !== 200) throw new Error(set.text);
    return signInStaff(t, added.email);
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    for (const role of STAFF_ROLES) members.set(role, await member(role));
    const lead = await bookConsultation(t, { ...person, message: 'Please keep this private: xylophone lessons.' });
    patientLead = lead.id;
    otherLead = (await bookConsultation(t)).id;
    await t.app.db.updateTable('consultation_requests').set({ note: secretNote }).where('id', '=', patientLead).execute();
    // her appointment with the practitioner, as the calendar holds one (tomorrow, 10:00 Miami)
    const start = Date.now() + 24 * 3600_000;
    await t.app.db
      .insertInto('appointments')
      .values({
        lead_id: patientLead,
        type_id: 'phone',
        practitioner_id: PRACTITIONER_ID,
        room_id: null,
        start_at: start,
        end_at: start + 30 * 60_000,
        busy_until: start + 45 * 60_000,
        language: 'en',
        first_name: person.first_name,
        last_name: person.last_name,
        email: person.email,
        phone: person.phone,
        created_at: Date.now(),
        updated_at: Date.now(),
        reminded_for_start: null,
        visitor_zone: null,
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const guarded = () => Object.entries(STAFF_CALLS).filter((entry): entry is [string, Exclude<CallAccess, 'public'>] => entry[1] !== 'public');

  it('has every staff call the app registers in the role table, and nothing the app does not register', () => {
    const registered = new Set(t.app.apiRoutes.filter((r) => r.url.startsWith('/api/staff/') && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`));
    expect([...registered].sort()).toEqual(Object.keys(STAFF_CALLS).sort());
  });

  async function ask(m: StaffMember, route: string, ids: { lead?: number } = {}) {
    const [method, path] = route.split(' ') as [string, string];
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    return m.call(method, addressOf(path, ids), body);
  }

  it.each(STAFF_ROLES)('answers each call as the table says for the %s', async (role) => {
    const m = members.get(role)!;
    const wrong: string[] = [];
    for (const [route, access] of guarded()) {
      const ownLead = access !== 'signed-in' && onlyOwnPatients(role, access) ? { lead: patientLead } : {};
      const res = await ask(m, route, ownLead);
      if (roleMay(role, access)) {
        if (res.status === 401 || res.status === 403) wrong.push(`${route}: ${res.status} inside the role: ${res.text.slice(0, 160)}`);
      } else if (res.status !== 403 || JSON.stringify(res.body) !== JSON.stringify({ success: false, message: staffMessages.outsideRole(STAFF_ROLE_NAMES[role]) })) {
        wrong.push(`${route}: ${res.status} ${res.text.slice(0, 160)} outside the role`);
      }
    }
    expect(wrong).toEqual([]);
    // the session survived every refusal
    expect((await m.call('GET', '/api/staff/me')).status).toBe(200);
  });

  it('tells the staff pages the role, its name, its permissions and its first page', async () => {
    for (const role of STAFF_ROLES) {
      const me = await members.get(role)!.call('GET', '/api/staff/me');
      expect(me.body).toMatchObject({
        success: true,
        staff: { role, role_name: STAFF_ROLE_NAMES[role], home: STAFF_HOME[role], permissions: (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((p) => roleMay(role, p)) },
      });
    }
  });

  it('refuses every guarded call with 401 to no session, a patient’s session and a disabled account', async () => {
    const anonymous = staffCall(t.client());
    const patient = await registerAndSignIn(t);
    const patientCall = staffCall(patient.client);
    const disabled = await member('owner');
    await disableStaff(t.app.db, disabled.email);
    const wrong: string[] = [];
    for (const [route] of guarded()) {
      const [method, path] = route.split(' ') as [string, string];
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const [who, call] of [['anonymous', anonymous], ['patient', patientCall], ['disabled', disabled.call]] as const) {
        const res = await call(method, addressOf(path), body);
        if (res.status !== 401) wrong.push(`${who} ${route}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets a practitioner open her patients’ leads and photos only, and change none', async () => {
    const practitioner = members.get('practitioner')!;
    expect((await practitioner.call('GET', `/api/staff/leads/consultation/${patientLead}`)).body).toMatchObject({ success: true, lead: { id: patientLead, email: person.email } });
    const photo = await practitioner.client.request(`/api/staff/leads/consultation/${patientLead}/photo`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    for (const path of [`/api/staff/leads/consultation/${otherLead}`, `/api/staff/leads/consultation/${otherLead}/photo`, `/api/staff/leads/contact/${otherLead}`]) {
      const res = await practitioner.call('GET', path);
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ success: false, message: staffMessages.patientNotYours });
    }
    expect((await practitioner.call('PATCH', `/api/staff/leads/consultation/${patientLead}`, { status: 'closed' })).status).toBe(403);
    expect((await practitioner.call('DELETE', `/api/staff/leads/consultation/${patientLead}`)).status).toBe(403);
    expect((await practitioner.call('POST', '/api/staff/leads/export', {})).status).toBe(403);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const calendar = await practitioner.call<{ appointments: { leadId: number }[] }>('GET', `/api/staff/appointments?from=${day(Date.now() - 86_400_000)}&to=${day(Date.now() + 3 * 86_400_000)}`);
    expect(calendar.status).toBe(200);
    expect(calendar.body.appointments.map((a) => a.leadId)).toContain(patientLead);
    // a practitioner linked to no one in the calendar sees no one's lead
    const unlinked = await member('practitioner');
    await t.app.db.updateTable('staff_users').set({ practitioner_id: null }).where('email', '=', unlinked.email).execute();
    expect((await unlinked.call('GET', `/api/staff/leads/consultation/${patientLead}`)).status).toBe(403);
  });

  it('sends a staff page outside the role to the role’s first page, and opens the others', async () => {
    const wrong: string[] = [];
    for (const role of STAFF_ROLES) {
      const m = members.get(role)!;
      for (const page of STAFF_PAGES.filter((p) => p.access !== 'public')) {
        const path = page.path.replace(':kind', 'consultation').replace(':id', String(patientLead)).replace(':key', 'home').replace(':lang', 'en');
        const res = await m.client.request(path, { redirect: 'manual' });
        // a page the role may open is answered as the site answers it (the test app has no built site): never a redirect
        const expected = roleMay(role, page.access) ? 'no redirect' : `303 ${STAFF_HOME[role]}`;
        const got = res.status >= 300 && res.status < 400 ? `${res.status} ${res.headers.get('location')}` : 'no redirect';
        if (got !== expected) wrong.push(`${role} ${path}: ${got}, not ${expected}`);
      }
      // after sign-in, a `next` outside the role lands on the role's first page
      const signin = await m.client.request(`/staff/signin?next=${encodeURIComponent('/staff/backups')}`, { redirect: 'manual' });
      expect(signin.headers.get('location')).toBe(roleMay(role, 'backups') ? '/staff/backups' : STAFF_HOME[role]);
    }
    expect(wrong).toEqual([]);
  });

  it('shows a marketing session no patient’s name, e-mail, phone, message or note in any call it may use', async () => {
    const marketing = members.get('marketing')!;
    const posts = await marketing.call<{ posts: { id: number }[] }>('GET', '/api/staff/posts');
    const postId = posts.body.posts[0]?.id ?? Number(NO_SUCH_ID);
    const secrets = [person.first_name, person.last_name, person.email, person.phone, '305-555-0142', '3055550142', secretNote, 'xylophone'];
    const reached: string[] = [];
    for (const [route, access] of Object.entries(STAFF_CALLS)) {
      const [method, path] = route.split(' ') as [string, string];
      if (method !== 'GET' || access === 'public' || !roleMay('marketing', access)) continue;
      const address = path.replace(':id', String(postId)).replace(':key', 'home');
      const answers = [await marketing.call('GET', address)];
      if (path === '/api/staff/lead-sources/results') {
        const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
        answers.push(await marketing.call('GET', `${address}?from=${day(Date.now() - 700 * 86_400_000)}&to=${day(Date.now() + 86_400_000)}`), await marketing.call('GET', `${address}?kind=consultation`));
      }
      for (const res of answers) {
        expect(res.status, address).toBe(200);
        reached.push(address);
        for (const secret of secrets) expect(res.text.toLowerCase(), `${address} shows "${secret}"`).not.toContain(secret.toLowerCase());
      }
    }
    expect(reached).toEqual(expect.arrayContaining(['/api/staff/me', '/api/staff/lead-sources/results', '/api/staff/posts', '/api/staff/faq-sets']));
  });

  async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: t.dataDir, SITE_URL: 'https://clinic.example', LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    if (t.databaseUrl) env.DATABASE_URL = t.databaseUrl;
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCommand(args, env, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const roleOf = async (email: string) => t.app.db.selectFrom('staff_users').select(['role', 'practitioner_id']).where('email', '=', email).executeTakeFirstOrThrow();

  it('gives `npm run staff -- add` a role: owner by default, kept on a fresh link, changed by --role, listed by `list`', async () => {
    const email = uniqueEmail('desk');
    expect(await cli('add', email, '--role', 'front_desk')).toMatchObject({ code: 0, out: expect.stringContaining(`Staff account created: ${email} (role: front_desk)`) });
    expect(await roleOf(email)).toEqual({ role: 'front_desk', practitioner_id: null });
    expect((await cli('add', email)).out).toContain(`New link issued: ${email} (role: front_desk)`);
    expect(await roleOf(email)).toEqual({ role: 'front_desk', practitioner_id: null });
    expect((await cli('list')).out).toMatch(new RegExp(`${email.replace(/\./g, '\\.')}\\s+front_desk\\s+password not set`));
    expect((await cli('add', email, '--role=marketing')).code).toBe(0);
    expect(await roleOf(email)).toEqual({ role: 'marketing', practitioner_id: null });
    expect((await cli('disable', email)).code).toBe(0);
    // the owners' trail on /staff/people holds what the command line did, as it holds the web's changes
    const trail = await t.app.db.selectFrom('staff_audit').select(['actor', 'actor_id', 'action', 'detail']).where('staff_email', '=', email).orderBy('id').execute();
    expect(trail).toEqual(
      [
        ['invited', 'new account, as Front desk'],
        ['invited', 'new link, as Front desk'],
        ['role_changed', 'Front desk → Marketing'],
        ['invited', 'new link, as Marketing'],
        ['disabled', 'every session ended'],
      ].map(([action, detail]) => ({ actor: 'the command line (npm run staff)', actor_id: null, action, detail })),
    );

    const first = uniqueEmail('first');
    expect((await cli('add', first)).out).toContain(`(role: owner)`);
    expect(await roleOf(first)).toEqual({ role: 'owner', practitioner_id: null });

    const elena = uniqueEmail('elena');
    expect((await cli('add', elena, '--role', 'practitioner')).code).toBe(0);
    expect(await roleOf(elena)).toEqual({ role: 'practitioner', practitioner_id: PRACTITIONER_ID });

    expect(await cli('add', uniqueEmail('x'), '--role', 'janitor')).toMatchObject({ code: 1, err: expect.stringContaining('Unknown role "janitor". Roles: owner, front_desk, practitioner, marketing.') });
    expect(await cli('add', uniqueEmail('x'), '--role', 'practitioner', '--practitioner', 'room')).toMatchObject({ code: 1, err: expect.stringContaining('No practitioner "room"') });
    expect(await cli('add', uniqueEmail('x'), '--role', 'owner', '--practitioner', PRACTITIONER_ID)).toMatchObject({ code: 1 });
    expect((await cli('list', '--role', 'owner')).code).toBe(1);
  });
});
