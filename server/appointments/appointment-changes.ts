/**
 * Cancelling and moving an appointment, by the patient (a self-service link) or by staff. Each is
 * one transaction: the row, its claims, its links and the mails (the patient's invitation with the
 * same UID and SEQUENCE one higher; the clinic's notice). A move whose new time another booking
 * holds throws TimeTakenError and changes nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DialectAdapter } from '../db/dialect';
import { enqueueMail } from '../mail/outbox-repository';
import { clinicNotice, manageLink, patientMail, type ChangedBy } from './appointment-mails';
import { findAppointment, forMail, insertClaims, releaseClaims, type AppointmentRow } from './appointment-repository';
import { retireTokens } from './appointment-token-repository';
import { manageLinkMarker } from './manage-link-filler';
import { LIVE_STATUSES } from './person-limit';
import { isOverlapRefusal, TimeTakenError } from './booking';
import type { AppointmentType } from './schedule-repository';

const MINUTE = 60_000;

export interface ChangeContext {
  db: Kysely<Database>;
  adapter: DialectAdapter;
  /** the clinic's notice address, also the invitations' organizer */
  clinicEmail: string;
  siteUrl: string;
  /** appointment time (the injectable clock) */
  now: number;
  by: 'patient' | 'staff';
}

/** What a cancellation needs to word its mails; the appointment time is `now`. */
export interface CancelContext {
  clinicEmail: string;
  siteUrl: string;
  now: number;
  by: ChangedBy;
  /** the cancellation comes from deleting its lead: the clinic's notice links to no lead */
  leadDeleted?: boolean;
}

/** Inside the caller's transaction: cancels a live appointment; false when it was not live. */
export async function cancelIn(trx: Kysely<Database>, ctx: ChangeContext, id: number): Promise<AppointmentRow | null> {
  return (await cancelWithMail(trx, ctx, id))?.row ?? null;
}

/**
 * Inside the caller's transaction: cancels a live appointment (its claims released, its links
 * retired, the patient's cancellation with the invitation's CANCEL and the clinic's notice queued)
 * and says which outbox rows it queued; null when it was not live.
 */
export async function cancelWithMail(trx: Kysely<Database>, ctx: CancelContext, id: number): Promise<{ row: AppointmentRow; mailIds: number[] } | null> {
  const row = await trx
    .updateTable('appointments')
    .set((eb) => ({ status: 'cancelled', sequence: eb('sequence', '+', 1), updated_at: ctx.now }))
    .where('id', '=', id)
    // a time held for the clinic's confirmation is live too: she (or staff) may let it go
    .where('status', 'in', [...LIVE_STATUSES])
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  await releaseClaims(trx, id);
  await retireTokens(trx, id, ctx.now);
  const mailIds = [
    await enqueueMail(trx, patientMail(forMail(row), 'cancelled', null, ctx.clinicEmail, ctx.now)),
    await enqueueMail(trx, clinicNotice(forMail(row), 'cancelled', ctx.by, ctx.clinicEmail, ctx.siteUrl, ctx.leadDeleted)),
  ];
  return { row, mailIds };
}

/** Inside the caller's transaction: moves a live appointment to `start`; null when it was not live. */
export async function moveIn(trx: Kysely<Database>, ctx: ChangeContext, id: number, type: AppointmentType, start: number): Promise<AppointmentRow | null> {
  const current = await findAppointment(trx, id);
  if (!current || current.status !== 'booked') return null;
  await releaseClaims(trx, id);
  const end = start + type.minutes * MINUTE;
  let row: AppointmentRow | undefined;
  try {
    row = await trx
      .updateTable('appointments')
      .set((eb) => ({ start_at: start, end_at: end, busy_until: end + type.bufferMinutes * MINUTE, sequence: eb('sequence', '+', 1), updated_at: ctx.now }))
      .where('id', '=', id)
      .where('status', '=', 'booked')
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await insertClaims(trx, row);
  } catch (err) {
    throw isOverlapRefusal(ctx.adapter, err) ? new TimeTakenError() : err;
  }
  await retireTokens(trx, id, ctx.now);
  await enqueueMail(trx, patientMail(forMail(row), 'moved', manageLink(ctx.siteUrl, row.language, manageLinkMarker(row.sequence)), ctx.clinicEmail, ctx.now));
  await enqueueMail(trx, clinicNotice(forMail(row), 'moved', ctx.by, ctx.clinicEmail, ctx.siteUrl));
  return row;
}
