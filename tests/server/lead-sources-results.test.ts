/**
 * The results page's figures (GET /api/staff/lead-sources/results) against the same figures computed
 * here by SQL of the test's own, over 500 seeded leads with known sources, statuses and status
 * histories, on SQLite and PostgreSQL: leads per week by source and by partner (six series, the rest
 * as one), the funnel by source, partner and campaign (ten rows, the rest as one), the top landing
 * pages and the languages; a range that starts mid-week, one kind only, the range's limits. Also the
 * inbox's source filters (rows and the indexes they read) and the retention purge taking sources
 * with their leads.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDayEnd, clinicDayStart } from '../../server/staff/clinic-day';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { newStaffMember, type LeadList, type StaffMember } from './staff-fixtures';

type Kind = 'consultation' | 'contact';
interface Seed {
  kind: Kind;
  created_at: number;
  status: string;
  history: string[];
  source: string;
  utm_source: string;
  referrer: string;
  utm_medium: string;
  utm_campaign: string;
  partner: string;
  landing_page: string;
  language: string;
}

/** A small deterministic generator: the same 500 leads on every run and both databases. */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

const DAY = 86_400_000;
const RANGE_FROM = '2026-01-05'; // a Monday
const RANGE_TO = '2026-03-15'; // a Sunday: ten whole weeks

function seedLeads(): Seed[] {
  const rnd = random(20260526);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const tags = ['instagram', 'facebook', 'newsletter', 'tiktok', 'youtube', 'partner-flyer', 'radio', 'podcast', 'billboard', 'yelp', 'referral', 'x'];
  const referrers = ['https://www.google.com', 'https://www.bing.com', 'https://duckduckgo.com'];
  const paths = ['/', '/treatments', '/treatments/neck', '/treatments/tummy', '/consultation', '/locations', '/es', '/es/treatments', '/blog/endolift-vs-surgery', '/faqs', '/endolift-miami', 'https://sunset-spa.example/skin/', 'https://palm-court.example/'];
  const paths2 = [...paths, ''];
  const histories: string[][] = [
    ['new'], ['new'], ['new', 'contacted'], ['new', 'contacted', 'booked'], ['new', 'contacted', 'booked', 'attended'],
    ['new', 'contacted', 'booked', 'attended', 'closed'], ['new', 'closed'], ['new', 'contacted', 'closed'], ['new', 'booked'],
    ['new', 'booked', 'contacted'], ['new', 'contacted', 'booked', 'closed', 'contacted'],
  ];
  const seeds: Seed[] = [];
  const start = clinicDayStart(RANGE_FROM)!;
  for (let i = 0; i < 500; i++) {
    // 460 inside the ten weeks, 40 just outside on either side
    const offset = i < 460 ? rnd() * 69 * DAY : i % 2 === 0 ? -1 - rnd() * 10 * DAY : 70 * DAY + 3_600_000 + rnd() * 10 * DAY;
    const history = pick(histories);
    const fromTag = rnd() < 0.6;
    const utm_source = fromTag ? pick(tags) : '';
    const referrer = fromTag ? (rnd() < 0.3 ? pick(referrers) : '') : rnd() < 0.6 ? pick(referrers) : '';
    seeds.push({
      kind: rnd() < 0.6 ? 'consultation' : 'contact',
      created_at: Math.floor(start + offset),
      // an imported lead whose last status came without an audit row keeps only its current status
      history: rnd() < 0.15 ? [history.at(-1)!] : history,
      status: history.at(-1)!,
      source: utm_source || referrer,
      utm_source,
      referrer,
      utm_medium: fromTag ? pick(['social', 'email', 'cpc', 'print', '']) : '',
      utm_campaign: fromTag ? pick(['spring', 'june', 'summer-neck', 'mothers-day', 'launch', 'retarget', 'winter', 'brand', 'promo-1', 'promo-2', 'promo-3', 'promo-4', '']) : '',
      partner: rnd() < 0.25 ? pick(['sunset-spa', 'palm-court', 'bay-wellness', 'coral-glow']) : '',
      landing_page: pick(paths2),
      language: rnd() < 0.3 ? 'es' : 'en',
    });
  }
  return seeds;
}

describe.each(dialects)('results by source (%s)', (dialect) => {
  let t: TestApp;
  let staff: StaffMember;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const db = t.app.db;
    for (const seed of seedLeads()) {
      const { kind, history, ...columns } = seed;
      const common = { email: `seed${seed.created_at}@example.com`, phone: '3055550100', message: 'Seeded.', ...columns };
      const id =
        kind === 'consultation'
          ? (await db.insertInto('consultation_requests').values({ ...common, first_name: 'Seed', last_name: 'Lead', form_page_name: '', image_file: '' }).returning('id').executeTakeFirstOrThrow()).id
          : (await db.insertInto('contact_messages').values({ ...common, name: 'Seed Lead' }).returning('id').executeTakeFirstOrThrow()).id;
      const changes = history.slice(1).map((to, i) => ({
        staff_id: null, actor: 'seed', lead_kind: kind, lead_id: id, action: 'status_changed' as const, detail: `${history[i]} → ${to}`, created_at: seed.created_at + (i + 1) * 60_000,
      }));
      // an old row about an earlier lead that had the same id (before it was created): never this lead's history
      changes.push({ staff_id: null, actor: 'seed', lead_kind: kind, lead_id: id, action: 'status_changed', detail: 'new → attended', created_at: seed.created_at - 1 });
      await db.insertInto('lead_audit').values(changes).execute();
    }
    // signed in after the seeding: a connection left idle through it would have been closed by the server
    staff = await newStaffMember(t);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  // ---- the same figures, by the test's own SQL ----

  /** Miami midnights of each Monday from `from`'s week on, and the range's own bounds. */
  function weekBounds(from: string, to: string) {
    const days = (d: string) => new Date(`${d}T00:00:00Z`);
    const monday = new Date(days(from).getTime() - ((days(from).getUTCDay() + 6) % 7) * DAY);
    const weeks: string[] = [];
    for (let d = monday; d.toISOString().slice(0, 10) <= to; d = new Date(d.getTime() + 7 * DAY)) weeks.push(d.toISOString().slice(0, 10));
    const lo = clinicDayStart(from)!;
    const hi = clinicDayEnd(to)!;
    const bounds = weeks.map((w, i) => ({ i, lo: Math.max(lo, clinicDayStart(w)!), hi: i + 1 < weeks.length ? clinicDayStart(weeks[i + 1]!)! : hi }));
    return { weeks, lo, hi, bounds };
  }

  function leadsCte(lo: number, hi: number, kinds: Kind[]) {
    const part = (kind: Kind, table: string) =>
      sql`select ${kind} as kind, id, created_at, status, source, partner, utm_campaign, landing_page, language from ${sql.table(table)} where created_at >= ${lo} and created_at < ${hi}`;
    const parts = kinds.map((k) => part(k, k === 'consultation' ? 'consultation_requests' : 'contact_messages'));
    return sql.join(parts, sql` union all `);
  }

  async function expectedWeekly(from: string, to: string, column: 'source' | 'partner', kinds: Kind[] = ['consultation', 'contact']) {
    const { bounds, lo, hi, weeks } = weekBounds(from, to);
    const weekTable = sql.join(bounds.map((b) => sql`select ${sql.lit(b.i)} as i, ${sql.lit(b.lo)} as lo, ${sql.lit(b.hi)} as hi`), sql` union all `);
    const { rows } = await sql<{ key: string; i: number; n: number | string }>`
      select l.${sql.ref(column)} as key, w.i as i, count(*) as n
      from (${leadsCte(lo, hi, kinds)}) l join (${weekTable}) w on l.created_at >= w.lo and l.created_at < w.hi
      group by l.${sql.ref(column)}, w.i`.execute(t.app.db);
    const series = new Map<string, number[]>();
    for (const r of rows) {
      const counts = series.get(r.key) ?? weeks.map(() => 0);
      counts[Number(r.i)] = Number(r.n);
      series.set(r.key, counts);
    }
    const all = [...series].map(([key, counts]) => ({ key: key as string | null, counts, total: counts.reduce((a, b) => a + b, 0) }));
    all.sort((a, b) => b.total - a.total || (String(a.key) < String(b.key) ? -1 : String(a.key) > String(b.key) ? 1 : 0));
    if (all.length <= 6) return { weeks, series: all };
    const rest = all.slice(6);
    return {
      weeks,
      series: [...all.slice(0, 6), { key: null, counts: weeks.map((_, i) => rest.reduce((a, s) => a + s.counts[i]!, 0)), total: rest.reduce((a, s) => a + s.total, 0) }],
    };
  }

  async function expectedFunnel(from: string, to: string, column: string, top: number, kinds: Kind[] = ['consultation', 'contact']) {
    const { lo, hi } = weekBounds(from, to);
    const ever = (statuses: string[]) =>
      sql`max(case when l.status in (${sql.join(statuses)}) or ${sql.join(statuses.map((s) => sql`a.detail like ${`% → ${s}`}`), sql` or `)} then 1 else 0 end)`;
    const { rows } = await sql<{ key: string; leads: number; contacted: number; booked: number; attended: number; closed: number }>`
      select key, count(*) as leads, sum(contacted) as contacted, sum(booked) as booked, sum(attended) as attended, sum(closed) as closed
      from (
        select l.kind, l.id, max(l.${sql.ref(column)}) as key,
          ${ever(['contacted', 'booked', 'attended'])} as contacted,
          ${ever(['booked', 'attended'])} as booked,
          ${ever(['attended'])} as attended,
          ${ever(['closed'])} as closed
        from (${leadsCte(lo, hi, kinds)}) l
        left join lead_audit a on a.lead_kind = l.kind and a.lead_id = l.id and a.action = 'status_changed' and a.created_at >= l.created_at
        group by l.kind, l.id
      ) per_lead
      group by key`.execute(t.app.db);
    const all = rows
      .map((r) => ({ key: r.key as string | null, leads: Number(r.leads), contacted: Number(r.contacted), booked: Number(r.booked), attended: Number(r.attended), closed: Number(r.closed) }))
      .sort((a, b) => b.leads - a.leads || (String(a.key) < String(b.key) ? -1 : String(a.key) > String(b.key) ? 1 : 0));
    if (all.length <= top) return all;
    const rest = all.slice(top);
    const sum = (k: 'leads' | 'contacted' | 'booked' | 'attended' | 'closed') => rest.reduce((a, r) => a + r[k], 0);
    return [...all.slice(0, top), { key: null, leads: sum('leads'), contacted: sum('contacted'), booked: sum('booked'), attended: sum('attended'), closed: sum('closed') }];
  }

  interface Results {
    from: string;
    to: string;
    kind: string;
    weeks: string[];
    total: number;
    weekly: Record<'source' | 'partner', { key: string | null; counts: number[]; total: number }[]>;
    funnel: Record<'source' | 'partner' | 'campaign' | 'landing_page' | 'language', Record<string, unknown>[]>;
  }
  const results = async (query: string) => {
    const res = await staff.call<Results & { success: boolean }>('GET', `/api/staff/lead-sources/results${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  async function expectSameFigures(from: string, to: string, kinds: Kind[] = ['consultation', 'contact']) {
    const body = await results(`?from=${from}&to=${to}${kinds.length === 1 ? `&kind=${kinds[0]}` : ''}`);
    const bySource = await expectedWeekly(from, to, 'source', kinds);
    expect(body.weeks).toEqual(bySource.weeks);
    expect(body.weekly.source).toEqual(bySource.series);
    expect(body.weekly.partner).toEqual((await expectedWeekly(from, to, 'partner', kinds)).series);
    expect(body.funnel.source).toEqual(await expectedFunnel(from, to, 'source', 10, kinds));
    expect(body.funnel.partner).toEqual(await expectedFunnel(from, to, 'partner', 10, kinds));
    expect(body.funnel.campaign).toEqual(await expectedFunnel(from, to, 'utm_campaign', 10, kinds));
    expect(body.funnel.landing_page).toEqual(await expectedFunnel(from, to, 'landing_page', 10, kinds));
    const languages = await expectedFunnel(from, to, 'language', 99, kinds);
    expect(body.funnel.language).toEqual(languages);
    expect(body.total).toBe(languages.reduce((a, r) => a + r.leads, 0));
    return body;
  }

  it('equals the SQL figures over ten whole weeks: weekly series, funnels, landing pages, languages', async () => {
    const body = await expectSameFigures(RANGE_FROM, RANGE_TO);
    expect(body).toMatchObject({ from: RANGE_FROM, to: RANGE_TO, kind: '' });
    expect(body.weeks).toHaveLength(10);
    // the seeded set is big enough to fold: seven series and eleven funnel rows, the last being "all others"
    expect(body.weekly.source).toHaveLength(7);
    expect(body.weekly.source.at(-1)?.key).toBeNull();
    expect(body.funnel.source).toHaveLength(11);
    expect(body.total).toBe(460);
    // the funnel's middle steps are cumulative
    for (const row of body.funnel.source as { contacted: number; booked: number; attended: number; leads: number }[]) {
      expect(row.leads).toBeGreaterThanOrEqual(row.contacted);
      expect(row.contacted).toBeGreaterThanOrEqual(row.booked);
      expect(row.booked).toBeGreaterThanOrEqual(row.attended);
    }
  });

  it('equals the SQL figures for a range that starts and ends mid-week, and for one kind of lead', async () => {
    const body = await expectSameFigures('2026-01-07', '2026-03-11');
    expect(body.weeks[0]).toBe('2026-01-05');
    await expectSameFigures(RANGE_FROM, RANGE_TO, ['consultation']);
    await expectSameFigures('2025-12-20', '2026-04-10', ['contact']);
  });

  it('refuses a range that is backwards, longer than two years, or not made of days, and needs a staff session', async () => {
    // the calendar's last days too: their weeks would run past the year 9999 (this answered 500)
    for (const query of ['?from=2026-03-05&to=2026-03-01', '?from=2023-01-01&to=2026-01-01', '?from=yesterday', '?to=2026-02-30', '?kind=appointment', '?to=9999-12-31', '?from=9999-12-30']) {
      const res = await staff.call('GET', `/api/staff/lead-sources/results${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Please choose a From day on or before the To day, at most two years apart.' });
    }
    const anonymous = await t.client().get('/api/staff/lead-sources/results');
    expect(anonymous.status).toBe(401);
    // without a range: the last 12 weeks to today
    const recent = await results('');
    expect(recent.weeks.length).toBeGreaterThanOrEqual(12);
  });

  it('filters the inbox by source, medium, campaign, partner and landing page, alone and together', async () => {
    const list = async (query: string) => {
      const res = await staff.call<LeadList>('GET', `/api/staff/leads${query}&limit=100`);
      expect(res.status, res.text).toBe(200);
      return res.body.leads;
    };
    const count = async (where: string, value: string) => {
      const { rows } = await sql<{ n: number }>`select (select count(*) from consultation_requests where ${sql.ref(where)} = ${value}) + (select count(*) from contact_messages where ${sql.ref(where)} = ${value}) as n`.execute(t.app.db);
      return Number(rows[0]!.n);
    };
    const instagram = await list('?source=Instagram');
    expect(instagram.length).toBe(Math.min(100, await count('source', 'instagram')));
    expect(instagram.every((l) => (l as unknown as { source: string }).source === 'instagram')).toBe(true);
    const google = await list(`?source=${encodeURIComponent('https://www.google.com')}`);
    expect(google.length).toBe(Math.min(100, await count('source', 'https://www.google.com')));
    expect((await list('?partner=sunset-spa')).length).toBe(Math.min(100, await count('partner', 'sunset-spa')));
    expect((await list('?campaign=june')).length).toBe(Math.min(100, await count('utm_campaign', 'june')));
    expect((await list('?medium=email')).length).toBe(Math.min(100, await count('utm_medium', 'email')));
    const landing = await list(`?landing_page=${encodeURIComponent('/treatments/neck')}`);
    expect(landing.length).toBe(Math.min(100, await count('landing_page', '/treatments/neck')));
    const both = await list('?source=instagram&medium=social&kind=contact');
    const { rows } = await sql<{ n: number }>`select count(*) as n from contact_messages where source = 'instagram' and utm_medium = 'social'`.execute(t.app.db);
    expect(both.length).toBe(Number(rows[0]!.n));
    expect((await staff.call('GET', `/api/staff/leads?landing_page=${'x'.repeat(501)}`)).status).toBe(400);
  });

  it('reads a source filter from its index, never the whole table', async () => {
    for (const column of ['source', 'utm_medium', 'utm_campaign', 'partner', 'landing_page']) {
      const query = sql`select id from consultation_requests where ${sql.ref(column)} = ${'x'} order by created_at desc, id desc limit 26`;
      const plan =
        dialect === 'sqlite'
          ? (await sql<{ detail: string }>`explain query plan ${query}`.execute(t.app.db)).rows.map((r) => r.detail).join(' | ')
          : (await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(t.app.db)).rows.map((r) => r['QUERY PLAN']).join(' | ');
      if (dialect === 'sqlite') {
        expect(plan, column).toContain(`consultation_requests_${column}_created_id`);
        expect(plan, column).not.toMatch(/TEMP B-TREE/);
      } else {
        // on a small table PostgreSQL may prefer a scan; the index must exist and be usable
        const { rows: indexes } = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'consultation_requests'`.execute(t.app.db);
        expect(indexes.map((r) => r.indexname), column).toContain(`consultation_requests_${column}_created_id`);
        expect(plan).toBeTruthy();
      }
    }
  });

  it('purges sources with their leads under LEAD_RETENTION_DAYS', async () => {
    const before = await count();
    expect(before).toBeGreaterThan(0);
    // everything seeded is from early 2026: keep 30 days from a day in June 2026
    const { purgeExpiredLeads } = await import('../../server/staff/lead-retention');
    await purgeExpiredLeads(t.app.db, t.app.uploads, 30, Date.UTC(2026, 5, 1), { clinicEmail: t.app.config.clinicNotifyEmail, siteUrl: t.baseUrl, now: Date.UTC(2026, 5, 1) });
    expect(await count()).toBe(0);
    async function count() {
      const { rows } = await sql<{ n: number }>`select (select count(*) from consultation_requests where source <> '' or partner <> '' or landing_page <> '') + (select count(*) from contact_messages where source <> '' or partner <> '' or landing_page <> '') as n`.execute(t.app.db);
      return Number(rows[0]!.n);
    }
  });
});
