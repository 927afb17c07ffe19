/**
 * What the staff course calls take, whatever a client sends: a day's fields (date, Miami times,
 * language, seats, price, when enrollment closes), a path id, a payment note, a check-in. Anything
 * that does not hold together is null, and the call answers 400 with one sentence.
 */
import { parseRowId } from '../db/column-ranges';
import { bodyField } from './course-request';
import { courseInstant, DEFAULT_END, DEFAULT_START, isCourseDate, isWallTime } from './course-time';
import { MAX_SEATS } from './course-seed';

export interface DayFields {
  date: string;
  starts_at: number;
  ends_at: number;
  language: 'en' | 'es';
  seats: number;
  price_text: string;
  enrollment_closes_at: number;
}

export const PRICE_MAX = 60;
export const NOTE_MAX = 200;
/** How long before the start enrollment closes when staff do not say (as the seeded days). */
const DEFAULT_CLOSE_MS = 2 * 86_400_000;

// text a database column keeps as typed: no control characters (PostgreSQL refuses NUL), no lone surrogates
const UNSAFE_TEXT = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textOf(value: unknown, max: number, required: boolean): string | null {
  if (value === undefined || value === null) return required ? null : '';
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if ((required && text === '') || text.length > max || UNSAFE_TEXT.test(text)) return null;
  return text;
}

const stringOr = (value: unknown, fallback: string): string | null => (value === undefined || value === null || value === '' ? fallback : typeof value === 'string' ? value.trim() : null);

export function readDayFields(body: unknown): DayFields | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const date = bodyField(body, 'date');
  const start = stringOr(bodyField(body, 'start_time'), DEFAULT_START);
  const end = stringOr(bodyField(body, 'end_time'), DEFAULT_END);
  const language = bodyField(body, 'language');
  const seats = bodyField(body, 'seats');
  const price = textOf(bodyField(body, 'price'), PRICE_MAX, true);
  if (typeof date !== 'string' || !isCourseDate(date) || date < '2000-01-01' || date > '2999-12-31') return null;
  if (start === null || end === null || !isWallTime(start) || !isWallTime(end) || start >= end) return null;
  if (language !== 'en' && language !== 'es') return null;
  if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < 1 || seats > MAX_SEATS) return null;
  if (price === null) return null;
  const startsAt = courseInstant(date, start);
  const closes = bodyField(body, 'enrollment_closes');
  let closesAt = startsAt - DEFAULT_CLOSE_MS;
  if (closes !== undefined && closes !== null && closes !== '') {
    const m = typeof closes === 'string' ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(closes.trim()) : null;
    if (!m?.[1] || !m[2] || !isCourseDate(m[1]) || !isWallTime(m[2]) || m[1] < '2000-01-01') return null;
    closesAt = courseInstant(m[1], m[2]);
    if (closesAt > startsAt) return null;
  }
  return { date, starts_at: startsAt, ends_at: courseInstant(date, end), language, seats, price_text: price, enrollment_closes_at: closesAt };
}

/** A row id from the path, or null when it names no possible row. */
export function pathIdOf(params: unknown): number | null {
  const raw = bodyField(params, 'id');
  return typeof raw === 'string' ? (parseRowId(raw) ?? null) : null;
}

export function paymentNoteOf(body: unknown): string | null {
  return textOf(bodyField(body, 'note'), NOTE_MAX, true);
}

export type CheckIn = 'attended' | 'no_show' | 'undo';

export function checkInOf(body: unknown): CheckIn | null {
  const value = bodyField(body, 'status');
  return value === 'attended' || value === 'no_show' || value === 'undo' ? value : null;
}
