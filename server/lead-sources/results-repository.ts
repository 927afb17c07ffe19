/**
 * The results page's figures, counted by the database over a range of days: leads per week by a
 * source column, and the funnel (how many leads reached contacted, booked, attended, closed) by a
 * column. One grouped query per lead table; both tables' rows are added up by the caller.
 *
 * "Reached" is the lead's current status or any status it was given before, as the audit log
 * records every change ('status_changed', detail "booked → attended", server/staff/lead-changes.ts).
 * The funnel's middle steps are cumulative: a lead that reached attended also reached booked and
 * contacted. Closed means done, or not going ahead, so it stands alone.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { leadTable } from '../staff';
import type { LeadKind } from '../db/staff-tables';
import type { StaffDb } from '../db/schema';
import type { ResultsRange } from './results-request';

export const FUNNEL_STEPS = ['contacted', 'booked', 'attended', 'closed'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The statuses that mean a lead reached a step. */
export const REACHED_BY: Record<FunnelStep, readonly string[]> = {
  contacted: ['contacted', 'booked', 'attended'],
  booked: ['booked', 'attended'],
  attended: ['attended'],
  closed: ['closed'],
};

/** The columns the results group by. */
export type ResultsDimension = 'source' | 'partner' | 'utm_campaign' | 'landing_page' | 'language';

export interface FunnelCounts {
  key: string;
  leads: number;
  contacted: number;
  booked: number;
  attended: number;
  closed: number;
}

function reached(kind: LeadKind, step: FunnelStep): RawBuilder<SqlBool> {
  const table = leadTable[kind];
  const statuses = REACHED_BY[step];
  const inHistory = sql.join(statuses.map((status) => sql`a.detail like ${`% → ${status}`}`), sql` or `);
  return sql<SqlBool>`(${sql.ref(`${table}.status`)} in (${sql.join([...statuses])}) or exists (
    select 1 from lead_audit a
    where a.lead_kind = ${kind} and a.lead_id = ${sql.ref(`${table}.id`)} and a.action = 'status_changed'
      and a.created_at >= ${sql.ref(`${table}.created_at`)} and (${inHistory})))`;
}

/** The index of the week a lead falls in: the range's week starts, as a CASE the database evaluates. */
function weekIndex(weekStartsMs: readonly number[]): RawBuilder<number> {
  if (weekStartsMs.length === 0) return sql<number>`0`;
  const branches = weekStartsMs.map((start, i) => sql`when created_at < ${start} then ${sql.lit(i)}`);
  return sql<number>`case ${sql.join(branches, sql` `)} else ${sql.lit(weekStartsMs.length)} end`;
}

/** Leads per week and per value of `dimension`: value → one count per week of the range. */
export async function weeklyCounts(db: StaffDb, range: ResultsRange, dimension: ResultsDimension): Promise<Map<string, number[]>> {
  const counts = new Map<string, number[]>();
  for (const kind of range.kinds) {
    const rows = await db
      .selectFrom(leadTable[kind])
      .select([weekIndex(range.weekStartsMs).as('week'), sql<string>`${sql.ref(dimension)}`.as('key'), sql<number>`count(*)`.as('n')])
      .where('created_at', '>=', range.fromMs)
      .where('created_at', '<', range.toMs)
      .groupBy(['week', 'key'])
      .execute();
    for (const row of rows) {
      const perWeek = counts.get(row.key) ?? new Array<number>(range.weeks.length).fill(0);
      perWeek[Number(row.week)] = (perWeek[Number(row.week)] ?? 0) + Number(row.n);
      counts.set(row.key, perWeek);
    }
  }
  return counts;
}

/** The funnel per value of `dimension`, unsorted. */
export async function funnelCounts(db: StaffDb, range: ResultsRange, dimension: ResultsDimension): Promise<FunnelCounts[]> {
  const byKey = new Map<string, FunnelCounts>();
  for (const kind of range.kinds) {
    const step = (name: FunnelStep) => sql<number>`sum(case when ${reached(kind, name)} then 1 else 0 end)`.as(name);
    const rows = await db
      .selectFrom(leadTable[kind])
      .select([sql<string>`${sql.ref(dimension)}`.as('key'), sql<number>`count(*)`.as('leads'), ...FUNNEL_STEPS.map(step)])
      .where('created_at', '>=', range.fromMs)
      .where('created_at', '<', range.toMs)
      .groupBy('key')
      .execute();
    for (const row of rows) {
      const sum = byKey.get(row.key) ?? { key: row.key, leads: 0, contacted: 0, booked: 0, attended: 0, closed: 0 };
      sum.leads += Number(row.leads);
      for (const name of FUNNEL_STEPS) sum[name] += Number(row[name]);
      byKey.set(row.key, sum);
    }
  }
  return [...byKey.values()];
}
