/** Free times of a type over clinic days, read from the database (availability.ts does the arithmetic). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { freeSlots, type Slot } from './availability';
import { clinicDateOf, clinicInstant, datesBetween, shiftDate } from './clinic-zone';
import { loadBusy, loadSchedule, type AppointmentType } from './schedule-repository';

export interface DaySlots {
  date: string;
  slots: Slot[];
}

export async function availability(db: Kysely<Database>, type: AppointmentType, from: string, to: string, now: number, exceptAppointmentId?: number): Promise<DaySlots[]> {
  const schedule = await loadSchedule(db, from, to);
  // the clinic days' bounds, a day wider each side: no offset arithmetic, and nothing held is missed
  const fromMs = clinicInstant(shiftDate(from, -1), 0) ?? 0;
  const untilMs = clinicInstant(shiftDate(to, 2), 0) ?? Number.MAX_SAFE_INTEGER;
  const busy = await loadBusy(db, fromMs, untilMs, exceptAppointmentId);
  return datesBetween(from, to).map((date) => ({ date, slots: freeSlots(type, date, schedule, busy, now) }));
}

/** The free times of one clinic day and the six after it, as one list (what a 409 offers instead). */
export async function freshSlots(db: Kysely<Database>, type: AppointmentType, date: string, now: number, exceptAppointmentId?: number): Promise<Slot[]> {
  const days = await availability(db, type, date, shiftDate(date, 6), now, exceptAppointmentId);
  return days.flatMap((d) => d.slots);
}

export type StartCheck = 'free' | 'taken' | 'notice' | 'not_offered';

/**
 * Whether `start` is a time of `type` a patient may book now. 'notice' before the minimum notice;
 * 'not_offered' outside the hours, the horizon or the steps; 'taken' when only a live appointment
 * stands in its way. The database has the last word (the claims): this only explains a refusal.
 */
export async function checkStart(db: Kysely<Database>, type: AppointmentType, start: number, now: number, exceptAppointmentId?: number): Promise<StartCheck> {
  if (start < now + type.noticeMinutes * 60_000) return 'notice';
  const date = clinicDateOf(start);
  const schedule = await loadSchedule(db, date, date);
  const offered = freeSlots(type, date, schedule, { practitioner: [], room: [] }, now).some((s) => s.start === start);
  if (!offered) return 'not_offered';
  const [day] = await availability(db, type, date, date, now, exceptAppointmentId);
  return day?.slots.some((s) => s.start === start) ? 'free' : 'taken';
}
