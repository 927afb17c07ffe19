/**
 * The inbox at 100,000 leads (50,000 of each kind): every page, filter and search query is answered
 * from an index, never by reading a whole table (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on
 * PostgreSQL), and paging deep into the list still returns exactly the right rows. Speed itself is
 * measured by `npm run bench`, not asserted here.
 */
import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDayStart } from '../../server/staff/clinic-day';
import { encodeCursor, inboxTableQueries, listInbox, type InboxCursor, type InboxFilters } from '../../server/staff/inbox-query';
import { auditForLeadQuery } from '../../server/staff/lead-audit-repository';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { newStaffMember, type LeadList } from './staff-fixtures';

const PER_KIND = 50_000;
const STEP_MS = 10 * 60_000;
const BASE = clinicDayStart('2024-01-01')!;
const FIRST_NAMES = ['Ana', 'Rosa', 'Lucia', 'Maria', 'Tom', 'Beatriz', 'Carlos', 'Dina'];
const STATUSES = ['new', 'contacted', 'booked', 'closed'];

/** Lead j of each kind: a consultation at BASE + j·10 min, a contact message one millisecond later. */
const consultationAt = (j: number) => BASE + j * STEP_MS;
const contactAt = (j: number) => BASE + j * STEP_MS + 1;

describe.each(dialects)('inbox at 100,000 leads (%s)', (dialect) => {
  let t: TestApp;

  async function plan(query: Compilable): Promise<string> {
    const compiled = query.compile();
    const explain = dialect === 'postgres' ? 'EXPLAIN ' : 'EXPLAIN QUERY PLAN ';
    const result = await t.app.db.executeQuery(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
    return (result.rows as Record<string, unknown>[]).map((r) => String(r.detail ?? r['QUERY PLAN'])).join('\n');
  }

  /** A plan that touches a lead table only through an index. */
  function expectIndexed(text: string, what: string): void {
    if (dialect === 'postgres') {
      expect(text, what).not.toMatch(/Seq Scan/);
      expect(text, what).toMatch(/Index Scan|Index Only Scan|Bitmap Index Scan/);
    } else {
      expect(text, what).not.toMatch(/^(SCAN|SEARCH) (consultation_requests|contact_messages|lead_audit)$/m);
      expect(text, what).toMatch(/USING (COVERING )?INDEX/);
    }
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    for (let i = 0; i < PER_KIND; i += 500) {
      const consultations = [];
      const contacts = [];
      for (let j = i; j < i + 500; j++) {
        consultations.push({
          first_name: `${FIRST_NAMES[j % 8]}${j}`,
          last_name: `Lopez${j}`,
          email: `patient${j}@example.com`,
          phone: String(3055500000 + j),
          message: 'Neck, please.',
          form_page_name: 'https://clinic.example/consultation',
          image_file: '',
          status: STATUSES[j % 4]!,
          created_at: consultationAt(j),
        });
        contacts.push({
          name: `${FIRST_NAMES[(j + 3) % 8]} Contact${j}`,
          email: `contact${j}@example.com`,
          phone: String(7865500000 + j),
          message: 'A question.',
          status: STATUSES[(j + 1) % 4]!,
          created_at: contactAt(j),
        });
      }
      await t.app.db.insertInto('consultation_requests').values(consultations).execute();
      await t.app.db.insertInto('contact_messages').values(contacts).execute();
    }
    // PostgreSQL plans from statistics; a running server gathers them by autovacuum, the test now.
    if (dialect === 'postgres') await sql`analyze`.execute(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const deep: InboxCursor = { createdAt: consultationAt(20_000), kind: 'consultation', id: 20_001 };
  const cases: [string, InboxFilters, { at: InboxCursor; side: 'older' | 'newer' }?][] = [
    ['the first page', { q: '' }],
    ['a page deep in the list', { q: '' }, { at: deep, side: 'older' }],
    ['a newer page', { q: '' }, { at: deep, side: 'newer' }],
    ['a status', { q: '', status: 'booked' }],
    ['a status, deep', { q: '', status: 'booked' }, { at: deep, side: 'older' }],
    ['a date range', { q: '', fromMs: clinicDayStart('2024-02-01'), toMs: clinicDayStart('2024-02-08') }],
    ['a name search', { q: 'rosa' }],
    ['a first and last name search', { q: 'rosa lopez1' }],
    ['an e-mail search', { q: 'patient4999' }],
    ['a phone search', { q: '(305) 550-12' }],
    ['everything at once', { q: 'ana', status: 'new', kind: 'consultation', fromMs: clinicDayStart('2024-03-01'), toMs: clinicDayStart('2024-09-01') }],
  ];

  it('answers every inbox query from an index', async () => {
    expect(Number((await t.app.db.selectFrom('consultation_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(PER_KIND);
    expect(Number((await t.app.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(PER_KIND);
    for (const [what, filters, cursor] of cases) {
      for (const { kind, query } of inboxTableQueries(t.app.db, t.dialect, filters, 25, cursor)) {
        expectIndexed(await plan(query), `${what} (${kind})`);
      }
    }
  });

  it('uses the order, status and search indexes the inbox was given', async () => {
    const plans = async (filters: InboxFilters, cursor?: { at: InboxCursor; side: 'older' | 'newer' }) =>
      Promise.all(inboxTableQueries(t.app.db, t.dialect, filters, 25, cursor).map(async ({ query }) => plan(query)));
    if (dialect === 'postgres') {
      // PostgreSQL picks among the indexes by its statistics; these choices hold at any realistic size.
      for (const text of await plans({ q: '' })) {
        expect(text).toMatch(/Index Scan Backward using \w+_created_(id|at)/);
        expect(text).not.toMatch(/\bSort\b/);
      }
      for (const text of await plans({ q: '305 550 12' })) expect(text).toMatch(/Index Scan using \w+_search_phone/);
      return;
    }
    for (const text of await plans({ q: '' })) {
      expect(text).toMatch(/SCAN (consultation_requests|contact_messages) USING INDEX \w+_created_(at|id)/);
      expect(text).not.toMatch(/TEMP B-TREE/);
    }
    for (const text of await plans({ q: '', status: 'closed' }, { at: deep, side: 'older' })) {
      expect(text).toMatch(/SEARCH \w+ USING INDEX \w+_status_created_id \(status=\? AND created_at<\?\)/);
      expect(text).not.toMatch(/TEMP B-TREE/);
    }
    const [consultation, contact] = await plans({ q: 'rosa' });
    expect(consultation).toMatch(/MULTI-INDEX OR/);
    for (const index of ['search_first_name', 'search_last_name', 'search_email']) expect(consultation).toContain(`consultation_requests_${index}`);
    for (const index of ['search_name', 'search_email']) expect(contact).toContain(`contact_messages_${index}`);
    for (const text of await plans({ q: '305 550 12' })) expect(text).toMatch(/USING INDEX \w+_search_phone/);
  });

  it('pages deep into 100,000 leads with exactly the right rows', async () => {
    const staff = await newStaffMember(t);
    // Leads interleave: contact j (created 1 ms after consultation j) comes first, then consultation j.
    const expected = (from: number, count: number) => {
      const keys: string[] = [];
      for (let j = from; keys.length < count && j >= 0; j--) keys.push(`contact:${j + 1}`, `consultation:${j + 1}`);
      return keys.slice(0, count);
    };
    const page = await staff.call<LeadList>('GET', `/api/staff/leads?limit=100&before=${encodeCursor({ created_at: contactAt(30_000), kind: 'contact', id: 30_001 })}`);
    expect(page.body.leads.map((l) => `${l.kind}:${l.id}`)).toEqual(expected(30_000, 101).slice(1));
    const next = await staff.call<LeadList>('GET', `/api/staff/leads?limit=100&before=${page.body.older}`);
    expect(next.body.leads.map((l) => `${l.kind}:${l.id}`)).toEqual(expected(30_000, 201).slice(101));
    const back = await staff.call<LeadList>('GET', `/api/staff/leads?limit=100&after=${next.body.newer}`);
    expect(back.body.leads).toEqual(page.body.leads);

    const last = await listInbox(t.app.db, t.dialect, { q: '' }, { before: { createdAt: consultationAt(1), kind: 'consultation', id: 2 } }, 25);
    expect(last.leads.map((l) => `${l.kind}:${l.id}`)).toEqual(['contact:1', 'consultation:1']);
    expect(last.older).toBeNull();

    const booked = await staff.call<LeadList>('GET', '/api/staff/leads?status=booked&kind=consultation&limit=3');
    // consultation j is booked when j % 4 == 2: the newest are j = 49998, 49994, 49990
    expect(booked.body.leads.map((l) => l.id)).toEqual([49_999, 49_995, 49_991]);
    const search = await staff.call<LeadList>('GET', '/api/staff/leads?q=patient4999&limit=20');
    expect(search.body.leads.map((l) => l.email)).toEqual([
      'patient49999@example.com',
      ...Array.from({ length: 10 }, (_, i) => `patient4999${9 - i}@example.com`).slice(1),
      'patient4999@example.com',
    ]);
  });

  it('exports all 100,000 leads a batch at a time, one audit row each, and reads a lead’s audit from its index', async () => {
    const staff = await newStaffMember(t);
    const res = await staff.call('POST', '/api/staff/leads/export', {});
    expect(res.status).toBe(200);
    const lines = res.text.split('\r\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1 + 2 * PER_KIND);
    expect(lines[1]).toMatch(new RegExp(`^"Contact message","${PER_KIND}",`));
    expect(lines.at(-1)).toMatch(/^"Consultation request","1",/);
    const audit = await t.app.db.selectFrom('lead_audit').select((eb) => eb.fn.countAll().as('n')).where('action', '=', 'exported').executeTakeFirstOrThrow();
    expect(Number(audit.n)).toBe(2 * PER_KIND);
    if (dialect === 'postgres') await sql`analyze lead_audit`.execute(t.app.db);
    expectIndexed(await plan(auditForLeadQuery(t.app.db, 'consultation', 123)), 'a lead’s audit log');
    const [row] = await auditForLeadQuery(t.app.db, 'consultation', 123).execute();
    expect(row).toMatchObject({ actor: staff.email, action: 'exported', lead_kind: 'consultation', lead_id: 123 });
  });
});
