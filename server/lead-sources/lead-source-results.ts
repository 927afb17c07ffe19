/**
 * The results page's answer (docs/product/screens.md#results-by-source): for a range of days,
 * leads per week by source and by partner, the funnel by source, partner and campaign, the top
 * landing pages and the split by language. Long tails are folded into one row (`key: null`, "all
 * others"), the same for the chart and its table: the six biggest series per weekly chart, the ten
 * biggest rows per funnel. Order: most leads first, then by value.
 */
import type { StaffDb } from '../db/schema';
import { funnelCounts, weeklyCounts, FUNNEL_STEPS, type FunnelCounts, type ResultsDimension } from './results-repository';
import type { ResultsRange } from './results-request';

export const WEEKLY_SERIES = 6;
export const FUNNEL_ROWS = 10;

export interface WeeklySeries {
  key: string | null;
  counts: number[];
  total: number;
}

export type FunnelRow = Omit<FunnelCounts, 'key'> & { key: string | null };

const byLeads = <T extends { key: string; total: number }>(a: T, b: T) => b.total - a.total || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

export function foldWeekly(counts: Map<string, number[]>, weeks: number, top = WEEKLY_SERIES): WeeklySeries[] {
  const series = [...counts].map(([key, perWeek]) => ({ key, counts: perWeek, total: perWeek.reduce((a, b) => a + b, 0) })).sort(byLeads);
  if (series.length <= top) return series;
  const rest = series.slice(top);
  const others = new Array<number>(weeks).fill(0);
  for (const s of rest) s.counts.forEach((n, i) => (others[i] = (others[i] ?? 0) + n));
  return [...series.slice(0, top), { key: null, counts: others, total: rest.reduce((a, s) => a + s.total, 0) }];
}

export function foldFunnel(rows: FunnelCounts[], top = FUNNEL_ROWS): FunnelRow[] {
  const sorted = rows.map((r) => ({ ...r, total: r.leads })).sort(byLeads).map(({ total: _t, ...r }) => r);
  if (sorted.length <= top) return sorted;
  const rest = sorted.slice(top);
  const others: FunnelRow = { key: null, leads: 0, contacted: 0, booked: 0, attended: 0, closed: 0 };
  for (const r of rest) {
    others.leads += r.leads;
    for (const step of FUNNEL_STEPS) others[step] += r[step];
  }
  return [...sorted.slice(0, top), others];
}

export async function leadSourceResults(db: StaffDb, range: ResultsRange) {
  const weekly = async (dimension: ResultsDimension) => foldWeekly(await weeklyCounts(db, range, dimension), range.weeks.length);
  const funnel = async (dimension: ResultsDimension, top?: number) => foldFunnel(await funnelCounts(db, range, dimension), top);
  const [bySource, byPartner, funnelSource, funnelPartner, funnelCampaign, landingPages, languages] = await Promise.all([
    weekly('source'),
    weekly('partner'),
    funnel('source'),
    funnel('partner'),
    funnel('utm_campaign'),
    funnel('landing_page'),
    funnel('language', Number.MAX_SAFE_INTEGER),
  ]);
  return {
    from: range.from,
    to: range.to,
    kind: range.kind,
    weeks: range.weeks,
    total: languages.reduce((a, r) => a + r.leads, 0),
    weekly: { source: bySource, partner: byPartner },
    funnel: { source: funnelSource, partner: funnelPartner, campaign: funnelCampaign, landing_page: landingPages, language: languages },
  };
}
