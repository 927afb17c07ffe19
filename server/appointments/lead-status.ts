/**
 * A consultation request's follow-up status as its appointment changes, inside the caller's
 * transaction so the status, the appointment and the history never disagree: a booked time sets
 * Booked; a cancellation (by the patient or by staff) returns the lead to the status it had before
 * the booking; attended sets Attended. Closed is the clinic's own word that a lead is done, so no
 * automatic change overwrites it; a Booked that staff replaced by hand stays replaced too.
 *
 * Each change is a 'status_changed' row of the lead's history ("new → booked"), by the patient
 * (actor 'patient', no staff id) or by the staff member who changed the appointment. The status a
 * booking replaced is read back from that row when the booking is cancelled, so no column keeps it.
 * The rows are written here, against the tables, rather than through the staff room's index,
 * because the staff room reaches this room (removing a deleted lead's appointments) and the two
 * must not import each other.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Who changed the appointment: the patient (her form or her link) or a staff member. */
export type StatusActor = { by: 'patient' } | { by: 'staff'; staffId: number; email: string };

export const PATIENT: StatusActor = { by: 'patient' };
/** The history's name for the patient (site/staff/lead/audit-history.tsx words it). */
export const PATIENT_ACTOR = 'patient';

/** Statuses no automatic change replaces. */
const KEPT_BY_BOOKING = new Set(['booked', 'attended', 'closed']);

async function statusOf(trx: Kysely<Database>, leadId: number): Promise<string | undefined> {
  const row = await trx.selectFrom('consultation_requests').select('status').where('id', '=', leadId).executeTakeFirst();
  return row?.status;
}

async function setStatus(trx: Kysely<Database>, leadId: number, from: string, to: string, actor: StatusActor, now: number): Promise<void> {
  await trx.updateTable('consultation_requests').set({ status: to }).where('id', '=', leadId).where('status', '=', from).execute();
  await trx
    .insertInto('lead_audit')
    .values({
      staff_id: actor.by === 'staff' ? actor.staffId : null,
      actor: actor.by === 'staff' ? actor.email : PATIENT_ACTOR,
      lead_kind: 'consultation',
      lead_id: leadId,
      action: 'status_changed',
      detail: `${from} → ${to}`,
      created_at: now,
    })
    .execute();
}

/**
 * A time was booked with this consultation request: Booked, unless it is already Booked, Attended
 * or Closed. server/appointments/booking.ts calls it in the booking's transaction.
 */
export async function leadBooked(trx: Kysely<Database>, leadId: number, now: number, actor: StatusActor = PATIENT): Promise<void> {
  const status = await statusOf(trx, leadId);
  if (status === undefined || KEPT_BY_BOOKING.has(status)) return;
  await setStatus(trx, leadId, status, 'booked', actor, now);
}

/** The status the latest booking replaced, from the history; 'new' when the history does not say. */
async function statusBeforeBooking(trx: Kysely<Database>, leadId: number): Promise<string> {
  const row = await trx
    .selectFrom('lead_audit')
    .select('detail')
    .where('lead_kind', '=', 'consultation')
    .where('lead_id', '=', leadId)
    .where('action', '=', 'status_changed')
    .where('detail', 'like', '% → booked')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const before = row?.detail.split(' → ')[0];
  return before && before !== 'booked' ? before : 'new';
}

/** Its appointment was cancelled: a lead still Booked goes back to what it was before the booking. */
export async function leadAppointmentCancelled(trx: Kysely<Database>, leadId: number, now: number, actor: StatusActor): Promise<void> {
  if ((await statusOf(trx, leadId)) !== 'booked') return;
  await setStatus(trx, leadId, 'booked', await statusBeforeBooking(trx, leadId), actor, now);
}

/** The patient came: Attended, unless it is already, or Closed. */
export async function leadAttended(trx: Kysely<Database>, leadId: number, now: number, actor: StatusActor): Promise<void> {
  const status = await statusOf(trx, leadId);
  if (status === undefined || status === 'attended' || status === 'closed') return;
  await setStatus(trx, leadId, status, 'attended', actor, now);
}
