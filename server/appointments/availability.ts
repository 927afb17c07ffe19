/**
 * Free times, computed without the database: from a type, the practitioner's schedule for each
 * clinic day, what is already held, and now. Candidate starts step along the clinic's wall clock
 * from each opening (so a DST day neither offers a time that does not exist nor offers one twice)
 * and are turned into instants by clinic-zone.ts; lengths and buffers are real elapsed minutes.
 */
import { clinicInstant, minutesOf, weekdayOf } from './clinic-zone';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface SlotType {
  minutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  stepMinutes: number;
  needsRoom: boolean;
}

export interface WallSpan {
  start: string;
  end: string;
}

export interface WeeklyDay extends WallSpan {
  weekday: number;
  breaks: WallSpan[];
}

export interface DateOverride {
  date: string;
  closed: boolean;
  start: string | null;
  end: string | null;
}

export interface Schedule {
  weekly: WeeklyDay[];
  /** by date */
  overrides: Map<string, DateOverride>;
  holidays: Set<string>;
}

/** What live appointments hold: [from, until) in ms, of the practitioner and of the room. */
export interface Busy {
  practitioner: [number, number][];
  room: [number, number][];
}

export interface Slot {
  start: number;
  end: number;
}

/** The open wall-clock spans of one clinic day, breaks taken out, in minutes after midnight. */
export function openSpans(date: string, schedule: Schedule): [number, number][] {
  const override = schedule.overrides.get(date);
  if (override) {
    if (override.closed || !override.start || !override.end) return [];
    return [[minutesOf(override.start), minutesOf(override.end)]];
  }
  if (schedule.holidays.has(date)) return [];
  const day = schedule.weekly.find((w) => w.weekday === weekdayOf(date));
  if (!day) return [];
  let spans: [number, number][] = [[minutesOf(day.start), minutesOf(day.end)]];
  for (const pause of day.breaks) {
    const [from, to] = [minutesOf(pause.start), minutesOf(pause.end)];
    spans = spans.flatMap(([a, b]): [number, number][] => (to <= a || from >= b ? [[a, b]] : ([[a, from], [to, b]] as [number, number][]).filter(([x, y]) => y > x)));
  }
  return spans;
}

const within = (spans: [number, number][], from: number, until: number) => spans.filter(([a, b]) => a < until && from < b);
const overlaps = (spans: [number, number][], from: number, until: number) => spans.some(([a, b]) => a < until && from < b);

/** Whether a start of this type may be offered at all, however busy the day: notice and horizon. */
export function withinBookingWindow(type: SlotType, start: number, now: number): boolean {
  return start >= now + type.noticeMinutes * MINUTE && start <= now + type.horizonDays * DAY;
}

/** The free starts of one clinic day, in time order. */
export function freeSlots(type: SlotType, date: string, schedule: Schedule, busy: Busy, now: number): Slot[] {
  const slots: Slot[] = [];
  for (const [open, close] of openSpans(date, schedule)) {
    // a closing time inside the skipped hour is read as the clock reads it an hour on
    const closeAt = clinicInstant(date, close) ?? clinicInstant(date, close + 60);
    const openAt = clinicInstant(date, open) ?? clinicInstant(date, open + 60);
    if (closeAt === null || openAt === null) continue;
    // only what is held during this span can stand in the way (a calendar holds months)
    const reach = closeAt + type.bufferMinutes * MINUTE;
    const held = { practitioner: within(busy.practitioner, openAt, reach), room: within(busy.room, openAt, reach) };
    for (let wall = open; wall < close; wall += type.stepMinutes) {
      const start = clinicInstant(date, wall);
      // a wall time the clock skips (DST starts) is no time at all
      if (start === null) continue;
      const end = start + type.minutes * MINUTE;
      if (end > closeAt) break;
      if (!withinBookingWindow(type, start, now)) continue;
      const until = end + type.bufferMinutes * MINUTE;
      if (overlaps(held.practitioner, start, until)) continue;
      if (type.needsRoom && overlaps(held.room, start, until)) continue;
      slots.push({ start, end });
    }
  }
  return slots;
}
