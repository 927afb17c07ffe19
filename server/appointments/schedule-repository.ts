/** Reading what availability needs: the types, the practitioner's schedule and what is held. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { AppointmentTypesTable } from '../db/appointment-tables';
import type { Busy, DateOverride, Schedule, SlotType, WallSpan, WeeklyDay } from './availability';
import { PRACTITIONER_ID, TREATMENT_ROOM_ID } from '../db/consultation-types';

export interface AppointmentType extends SlotType {
  id: string;
}

const toType = (row: Selectable<AppointmentTypesTable>): AppointmentType => ({
  id: row.id,
  minutes: row.minutes,
  bufferMinutes: row.buffer_minutes,
  noticeMinutes: row.notice_minutes,
  horizonDays: row.horizon_days,
  stepMinutes: row.step_minutes,
  needsRoom: row.needs_room === 1,
});

export async function listTypes(db: Kysely<Database>): Promise<AppointmentType[]> {
  const rows = await db.selectFrom('appointment_types').selectAll().orderBy('position').execute();
  return rows.map(toType);
}

export async function findType(db: Kysely<Database>, id: string): Promise<AppointmentType | undefined> {
  const row = await db.selectFrom('appointment_types').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toType(row) : undefined;
}

/** A stored breaks column that is not a list of spans (a hand edit) counts as no breaks. */
function readBreaks(json: string): WallSpan[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed)
      ? parsed.filter((b): b is WallSpan => typeof b === 'object' && b !== null && typeof (b as WallSpan).start === 'string' && typeof (b as WallSpan).end === 'string')
      : [];
  } catch {
    return [];
  }
}

export async function weeklyHours(db: Kysely<Database>, practitionerId = PRACTITIONER_ID): Promise<WeeklyDay[]> {
  const rows = await db.selectFrom('weekly_hours').selectAll().where('practitioner_id', '=', practitionerId).orderBy('weekday').execute();
  return rows.map((r) => ({ weekday: r.weekday, start: r.start, end: r.end, breaks: readBreaks(r.breaks) }));
}

/** The schedule of the clinic days from..to (included). */
export async function loadSchedule(db: Kysely<Database>, from: string, to: string, practitionerId = PRACTITIONER_ID): Promise<Schedule> {
  const [weekly, overrides, holidays] = await Promise.all([
    weeklyHours(db, practitionerId),
    db.selectFrom('hour_overrides').selectAll().where('practitioner_id', '=', practitionerId).where('date', '>=', from).where('date', '<=', to).execute(),
    db.selectFrom('clinic_holidays').select('date').where('date', '>=', from).where('date', '<=', to).execute(),
  ]);
  return {
    weekly,
    overrides: new Map(overrides.map((o): [string, DateOverride] => [o.date, { date: o.date, closed: o.closed === 1, start: o.start, end: o.end }])),
    holidays: new Set(holidays.map((h) => h.date)),
  };
}

/** What live appointments hold between two instants, per resource. */
export async function loadBusy(db: Kysely<Database>, fromMs: number, untilMs: number, exceptAppointmentId?: number): Promise<Busy> {
  let query = db
    .selectFrom('appointments')
    .select(['start_at', 'busy_until', 'practitioner_id', 'room_id'])
    .where('status', '!=', 'cancelled')
    .where('start_at', '<', untilMs)
    .where('busy_until', '>', fromMs);
  if (exceptAppointmentId !== undefined) query = query.where('id', '!=', exceptAppointmentId);
  const rows = await query.execute();
  return {
    practitioner: rows.filter((r) => r.practitioner_id === PRACTITIONER_ID).map((r): [number, number] => [r.start_at, r.busy_until]),
    room: rows.filter((r) => r.room_id === TREATMENT_ROOM_ID).map((r): [number, number] => [r.start_at, r.busy_until]),
  };
}
