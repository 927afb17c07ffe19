/** Staff edits of the practitioner's hours: a week of opening spans with breaks, and date overrides. */
import { isClinicDate, isWallTime } from './clinic-zone';
import type { WeeklyDay } from './availability';
import { bodyField } from './manage-request';

export const NOTE_MAX = 200;

export interface NewOverride {
  date: string;
  closed: boolean;
  start: string | null;
  end: string | null;
  note: string;
}

const span = (value: unknown): { start: string; end: string } | null => {
  const start = bodyField(value, 'start');
  const end = bodyField(value, 'end');
  return typeof start === 'string' && typeof end === 'string' && isWallTime(start) && isWallTime(end) && start < end ? { start, end } : null;
};

/** A week: at most one entry per weekday (0 = Sunday), breaks inside their day and apart. Null when anything is off. */
export function readWeekly(body: unknown): WeeklyDay[] | null {
  const weekly = bodyField(body, 'weekly');
  if (!Array.isArray(weekly) || weekly.length > 7) return null;
  const days: WeeklyDay[] = [];
  for (const entry of weekly) {
    const weekday = bodyField(entry, 'weekday');
    const open = span(entry);
    const rawBreaks = bodyField(entry, 'breaks') ?? [];
    if (typeof weekday !== 'number' || !Number.isInteger(weekday) || weekday < 0 || weekday > 6 || !open || !Array.isArray(rawBreaks) || rawBreaks.length > 4) return null;
    if (days.some((d) => d.weekday === weekday)) return null;
    const breaks = rawBreaks.map(span);
    if (breaks.some((b) => !b || b.start < open.start || b.end > open.end)) return null;
    const sorted = (breaks as { start: string; end: string }[]).sort((a, b) => (a.start < b.start ? -1 : 1));
    if (sorted.some((b, i) => i > 0 && b.start < (sorted[i - 1]?.end ?? ''))) return null;
    days.push({ weekday, ...open, breaks: sorted });
  }
  return days.sort((a, b) => a.weekday - b.weekday);
}

export function readOverride(body: unknown): NewOverride | null {
  const date = bodyField(body, 'date');
  const closed = bodyField(body, 'closed');
  const note = bodyField(body, 'note') ?? '';
  if (typeof date !== 'string' || !isClinicDate(date) || typeof closed !== 'boolean' || typeof note !== 'string' || note.length > NOTE_MAX) return null;
  if (closed) return { date, closed, start: null, end: null, note: note.trim() };
  const open = span(body);
  return open ? { date, closed, ...open, note: note.trim() } : null;
}
