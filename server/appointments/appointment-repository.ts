/** Reading and writing one appointment's row and claims. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { AppointmentsTable } from '../db/appointment-tables';
import { cellsOf } from './appointment-claims';
import type { AppointmentForMail } from './appointment-mails';

export type AppointmentRow = Selectable<AppointmentsTable>;

export async function findAppointment(db: Kysely<Database>, id: number): Promise<AppointmentRow | undefined> {
  return db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every appointment starting in [from, until), in time order (the staff calendar). */
export async function listAppointmentsBetween(db: Kysely<Database>, from: number, until: number): Promise<AppointmentRow[]> {
  return db.selectFrom('appointments').selectAll().where('start_at', '>=', from).where('start_at', '<', until).orderBy('start_at').orderBy('id').execute();
}

/**
 * Marks a booked appointment attended or no-show; undefined when it is no longer booked. Attended
 * keeps the areas treated and when its follow-up invitation is due (follow-up.ts).
 */
export async function closeBooked(
  db: Kysely<Database>,
  id: number,
  status: 'attended' | 'no-show',
  now: number,
  attended?: { treatedAreas: string; followUpAt: number },
): Promise<AppointmentRow | undefined> {
  return db
    .updateTable('appointments')
    .set({ status, updated_at: now, ...(attended ? { treated_areas: attended.treatedAreas, follow_up_at: attended.followUpAt } : {}) })
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .returningAll()
    .executeTakeFirst();
}

export function forMail(row: AppointmentRow): AppointmentForMail {
  return {
    id: row.id,
    leadId: row.lead_id,
    uid: row.uid,
    sequence: row.sequence,
    typeId: row.type_id,
    start: row.start_at,
    end: row.end_at,
    language: row.language,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    status: row.status,
    zone: row.visitor_zone,
  };
}

/** The cells of each resource the appointment holds; throws the database's refusal when one is held. */
export async function insertClaims(db: Kysely<Database>, row: Pick<AppointmentRow, 'id' | 'practitioner_id' | 'room_id' | 'start_at' | 'busy_until'>): Promise<void> {
  const resources = row.room_id ? [row.practitioner_id, row.room_id] : [row.practitioner_id];
  const cells = cellsOf(row.start_at, row.busy_until);
  await db
    .insertInto('appointment_claims')
    .values(resources.flatMap((resource_id) => cells.map((cell) => ({ resource_id, cell, appointment_id: row.id }))))
    .execute();
}

export async function releaseClaims(db: Kysely<Database>, appointmentId: number): Promise<void> {
  await db.deleteFrom('appointment_claims').where('appointment_id', '=', appointmentId).execute();
}
