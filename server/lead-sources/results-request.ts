/**
 * What the results call takes (GET /api/staff/lead-sources/results): a range of Miami calendar
 * days (both included; the last 12 weeks when absent) of at most two years, and optionally one kind
 * of lead. The range is cut into weeks starting on Monday, in Miami time.
 */
import * as v from 'valibot';
import { clinicDayEnd, clinicDayStart, clinicDateTime } from '../staff';
import { LEAD_KINDS } from '../staff';
import type { LeadKind } from '../db/staff-tables';

export const DEFAULT_DAYS = 84;
export const MAX_DAYS = 731;
const DAY_MS = 86_400_000;

/** A Miami calendar day whose weeks end before the year 10000, where dates stop being YYYY-MM-DD. */
const day = v.optional(v.pipe(v.string(), v.trim(), v.check((s) => s === '' || (clinicDayStart(s) !== undefined && s < '9999-01-01'))), '');

export const resultsQuerySchema = v.object({
  from: day,
  to: day,
  kind: v.optional(v.picklist(['', ...LEAD_KINDS]), ''),
});

export interface ResultsRange {
  from: string;
  to: string;
  fromMs: number;
  /** exclusive: the start of the day after `to` */
  toMs: number;
  kinds: LeadKind[];
  kind: '' | LeadKind;
  /** the Monday (YYYY-MM-DD) each week starts on; the first may be before `from` */
  weeks: string[];
  /** the instants weeks 2, 3, … start (Miami midnight), to cut the range with */
  weekStartsMs: number[];
}

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic, no clock involved). */
export function addDays(dayText: string, days: number): string {
  const [y, m, d] = dayText.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday, of a calendar day. */
function weekday(dayText: string): number {
  const [y, m, d] = dayText.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** The range of a query, or undefined when it is not valid (a bad day, From after To, or longer than two years). */
export function parseResultsQuery(query: unknown, now = Date.now()): ResultsRange | undefined {
  const parsed = v.safeParse(resultsQuerySchema, query ?? {});
  if (!parsed.success) return undefined;
  const today = clinicDateTime(now).slice(0, 10);
  const to = parsed.output.to || (parsed.output.from && parsed.output.from > today ? parsed.output.from : today);
  const from = parsed.output.from || addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to || daysBetween(from, to) + 1 > MAX_DAYS) return undefined;
  const monday = addDays(from, -weekday(from));
  const weeks: string[] = [];
  for (let week = monday; week <= to; week = addDays(week, 7)) weeks.push(week);
  const kind = parsed.output.kind;
  return {
    from,
    to,
    fromMs: clinicDayStart(from)!,
    toMs: clinicDayEnd(to)!,
    kind,
    kinds: kind ? [kind] : [...LEAD_KINDS],
    weeks,
    weekStartsMs: weeks.slice(1).map((week) => clinicDayStart(week)!),
  };
}
