/** The words a figure of the results page is shown under: a value, "Direct" for none, "All others", a week. */
import { staffCopy, type StaffLeadLanguage } from '../staff-copy';

const copy = staffCopy.results;

export type ResultsDimension = keyof typeof copy.dimensions;

export function keyLabel(dimension: ResultsDimension, key: string | null): string {
  if (key === null) return copy.others;
  if (key === '') return copy.none[dimension];
  if (dimension === 'language') return staffCopy.languages[key as StaffLeadLanguage] ?? key;
  return key;
}

const weekFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Jan 5, 2026' for the Monday 2026-01-05 (a calendar day: no time zone moves it). */
export function weekLabel(monday: string): string {
  return weekFormat.format(new Date(`${monday}T00:00:00Z`));
}

/** The inbox filter a results row links to, when the inbox has one for its dimension. */
export const INBOX_FILTER: Partial<Record<ResultsDimension, string>> = {
  source: 'source',
  partner: 'partner',
  campaign: 'campaign',
  landing_page: 'landing_page',
  language: 'language',
};
