/**
 * The owners' access log (server/staff/access-log-routes.ts): what a front-desk member does to a
 * patient's data (opens the lead, its photo, exports the inbox, changes the status) is there for
 * the owner with the right staff member, action, lead and time; it filters by person and by Miami
 * days; its CSV holds the same rows; the database itself refuses to change or delete a row; reading
 * the log is itself recorded; and no other role may read it.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '../../server/staff/staff-accounts';
import { clinicDayStart } from '../../server/staff/clinic-day';
import type { StaffRole } from '../../server/staff/staff-roles';
import { uniqueEmail } from './helpers/accounts';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { bookConsultation, parseCsv, setPasswordThroughLink, signInStaff, type StaffMember } from './staff-fixtures';

interface Entry {
  source: 'lead' | 'log';
  id: number;
  staff_id: number | null;
  actor: string;
  action: string;
  lead_kind: string | null;
  lead_id: number | null;
  detail: string;
  created_at: number;
}
interface LogAnswer {
  success: boolean;
  entries: Entry[];
  older: string | null;
  staff: { id: number; email: string }[];
}

describe.each(dialects)('the access log (%s)', (dialect) => {
  let t: TestApp;
  let owner: StaffMember;
  let desk: StaffMember;
  let deskId: number;
  let leadId: number;
  let started: number;

  async function member(role: StaffRole): Promise<StaffMember> {
    const added = await addStaff(t.app.db, t.app.config.siteUrl, uniqueEmail(role.replace('_', '-')), { role, practitioner_id: null });
    const set = await setPasswordThroughLink(t, new URL(added.link));
    if (set.status !== 200) throw new Error(set.text);
    return signInStaff(t, added.email);
  }
  const idOf = async (email: string) => (await t.app.db.selectFrom('staff_users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const read = async (query = '') => {
    const res = await owner.call<LogAnswer>('GET', `/api/staff/access-log${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await member('owner');
    desk = await member('front_desk');
    deskId = await idOf(desk.email);
    leadId = (await bookConsultation(t, { first_name: 'Rosalind', last_name: 'Quartermaine' })).id;
    started = Date.now();
    expect((await desk.call('GET', `/api/staff/leads/consultation/${leadId}`)).status).toBe(200);
    expect((await desk.call('GET', `/api/staff/leads/consultation/${leadId}/photo`)).status).toBe(200);
    expect((await desk.call('POST', '/api/staff/leads/export', { kind: 'consultation' })).status).toBe(200);
    expect((await desk.call('PATCH', `/api/staff/leads/consultation/${leadId}`, { status: 'contacted' })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the owner what the front desk did to the patient’s data: who, what, which lead, when; newest first', async () => {
    const log = await read();
    const desks = log.entries.filter((e) => e.staff_id === deskId);
    expect(desks.map((e) => [e.actor, e.action, e.lead_kind, e.lead_id])).toEqual([
      [desk.email, 'status_changed', 'consultation', leadId],
      [desk.email, 'exported', 'consultation', leadId],
      [desk.email, 'photo_viewed', 'consultation', leadId],
      [desk.email, 'viewed', 'consultation', leadId],
    ]);
    expect(desks[0]?.detail).toBe('new → contacted');
    for (const e of desks) {
      expect(e.created_at).toBeGreaterThanOrEqual(started);
      expect(e.created_at).toBeLessThanOrEqual(Date.now());
    }
    expect(log.staff.map((s) => s.email)).toEqual(expect.arrayContaining([owner.email, desk.email]));
    // ids and the staff member's e-mail: never the patient's name
    expect(JSON.stringify(log.entries)).not.toMatch(/Rosalind|Quartermaine/);
  });

  it('records its own reading: each view adds an access_log_viewed row, with the filters in words', async () => {
    const ownerId = await idOf(owner.email);
    const first = await read(`?staff=${deskId}`);
    expect(first.entries.every((e) => e.staff_id === deskId)).toBe(true);
    const after = await read(`?staff=${ownerId}`);
    expect(after.entries[0]).toMatchObject({ source: 'log', staff_id: ownerId, actor: owner.email, action: 'access_log_viewed', lead_kind: null, lead_id: null, detail: `staff #${ownerId}` });
    expect(after.entries[1]).toMatchObject({ action: 'access_log_viewed', detail: `staff #${deskId}` });
    const rows = await t.app.db.selectFrom('access_log_reads').selectAll().where('staff_id', '=', ownerId).execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('filters by person and by Miami days, and pages with the older cursor', async () => {
    // a row from an earlier day, written as the lead's page would have written it then
    const march5 = clinicDayStart('2026-03-05')! + 15 * 3_600_000;
    await t.app.db.insertInto('lead_audit').values({ staff_id: deskId, actor: desk.email, lead_kind: 'consultation', lead_id: leadId, action: 'viewed', detail: '', created_at: march5 }).execute();
    const day = await read('?from=2026-03-05&to=2026-03-05');
    expect(day.entries.map((e) => [e.action, e.created_at])).toEqual([['viewed', march5]]);
    expect((await read('?from=2026-03-06&to=2026-03-06')).entries).toEqual([]);
    const ownerOnly = await read(`?staff=${await idOf(owner.email)}`);
    expect(ownerOnly.entries.length).toBeGreaterThan(0);
    expect(ownerOnly.entries.every((e) => e.actor === owner.email)).toBe(true);

    // 60 rows of the desk: a page of 50 and then the rest, without a row twice or missed
    const everything: Entry[] = [];
    let page = await read(`?staff=${deskId}`);
    everything.push(...page.entries);
    expect(page.entries).toHaveLength(5);
    expect(page.older).toBeNull();
    await t.app.db
      .insertInto('lead_audit')
      .values(Array.from({ length: 55 }, (_, i) => ({ staff_id: deskId, actor: desk.email, lead_kind: 'contact' as const, lead_id: 1000 + i, action: 'viewed' as const, detail: '', created_at: march5 - i * 1000 })))
      .execute();
    everything.length = 0;
    page = await read(`?staff=${deskId}`);
    expect(page.entries).toHaveLength(50);
    everything.push(...page.entries);
    expect(page.older).not.toBeNull();
    page = await read(`?staff=${deskId}&cursor=${encodeURIComponent(page.older!)}`);
    everything.push(...page.entries);
    expect(page.older).toBeNull();
    expect(everything).toHaveLength(60);
    expect(new Set(everything.map((e) => `${e.source}${e.id}`)).size).toBe(60);
    expect(everything.map((e) => e.created_at)).toEqual([...everything.map((e) => e.created_at)].sort((a, b) => b - a));
  });

  it('downloads as CSV with the same rows, formula-safe, and records the download', async () => {
    const res = await owner.call('GET', `/api/staff/access-log.csv?staff=${deskId}&from=2026-03-01`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="access-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = parseCsv(res.text.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Time (Miami time)', 'Staff ID', 'Staff', 'Action', 'Lead type', 'Lead ID', 'Detail']);
    const today = rows.slice(1, 5).map((r) => [r[1], r[2], r[3], r[4], r[5]]);
    expect(today).toEqual([
      [String(deskId), desk.email, 'status_changed', 'consultation', String(leadId)],
      [String(deskId), desk.email, 'exported', 'consultation', String(leadId)],
      [String(deskId), desk.email, 'photo_viewed', 'consultation', String(leadId)],
      [String(deskId), desk.email, 'viewed', 'consultation', String(leadId)],
    ]);
    expect(rows[1]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[5]?.[0]).toBe('2026-03-05 15:00');
    expect(rows).toHaveLength(1 + 60);
    const own = (await read()).entries.find((e) => e.action === 'access_log_exported');
    expect(own).toMatchObject({ actor: owner.email, detail: `staff #${deskId}; from 2026-03-01` });
  });

  it('cannot be edited: the database refuses UPDATE and DELETE on both tables', async () => {
    const db = t.app.db;
    await expect(sql`update lead_audit set actor = 'someone else'`.execute(db)).rejects.toThrow(/cannot be changed/);
    await expect(sql`delete from lead_audit where lead_id = ${leadId}`.execute(db)).rejects.toThrow(/cannot be (changed or )?deleted/);
    await expect(sql`update access_log_reads set detail = ''`.execute(db)).rejects.toThrow(/cannot be changed/);
    await expect(sql`delete from access_log_reads`.execute(db)).rejects.toThrow(/cannot be (changed or )?deleted/);
    if (dialect === 'postgres') await expect(sql`truncate lead_audit`.execute(db)).rejects.toThrow(/cannot be changed/);
    const kept = await db.selectFrom('lead_audit').select('actor').where('staff_id', '=', deskId).where('lead_id', '=', leadId).execute();
    expect(kept.map((r) => r.actor)).toEqual(Array(5).fill(desk.email));
  });

  it('keeps a deleted lead’s rows, by id, and adds who deleted it', async () => {
    const gone = (await bookConsultation(t, { first_name: 'Ottoline' })).id;
    expect((await desk.call('GET', `/api/staff/leads/consultation/${gone}`)).status).toBe(200);
    expect((await desk.call('DELETE', `/api/staff/leads/consultation/${gone}`)).status).toBe(200);
    const about = (await read(`?staff=${deskId}`)).entries.filter((e) => e.lead_id === gone).map((e) => e.action);
    expect(about).toEqual(['deleted', 'viewed']);
  });

  it('is the owner’s only: every other role gets 403 on the page’s calls, and nothing is recorded for them', async () => {
    for (const role of ['front_desk', 'practitioner', 'marketing'] as const) {
      const m = await member(role);
      const id = await idOf(m.email);
      expect((await m.call('GET', '/api/staff/access-log')).status, role).toBe(403);
      expect((await m.call('GET', '/api/staff/access-log.csv')).status, role).toBe(403);
      const page = await m.client.request('/staff/access-log', { redirect: 'manual' });
      expect(page.status, role).toBe(303);
      expect(await t.app.db.selectFrom('access_log_reads').select('id').where('staff_id', '=', id).execute()).toEqual([]);
    }
  });

  it('refuses filters that are not valid with 400 JSON', async () => {
    for (const q of ['?staff=abc', '?staff=0', '?from=2026-02-30', '?to=yesterday', '?cursor=nope', '?staff=99999999999']) {
      const res = await owner.call('GET', `/api/staff/access-log${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Some of the filters are not valid.' });
    }
    expect((await owner.call('GET', '/api/staff/access-log.csv?from=nope')).status).toBe(400);
  });
});
