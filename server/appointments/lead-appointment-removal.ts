/**
 * A lead's appointments go with the lead (staff deleting it, the retention purge), inside the
 * caller's transaction, so the lead and its appointments are deleted together or not at all. An
 * appointment still to come is first cancelled as any cancellation is: its time freed, its links
 * retired, the patient told in the appointment's language (with the invitation's CANCEL) and the
 * clinic's notice queued. Then every appointment of the lead is deleted with its claims, its links
 * (a manage link answers 410 like a used one) and every mail queued about it, sent or not (a
 * pending reminder with it), except the two cancellation mails just queued. No row keeps the
 * patient's name, e-mail or phone then, but the cancellation's address until the outbox purge
 * (MAIL_OUTBOX_KEEP_DAYS).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deleteMailAbout } from '../mail/outbox-repository';
import { cancelWithMail } from './appointment-changes';
import { aboutAppointment, type ChangedBy } from './appointment-mails';

export interface LeadAppointmentRemoval {
  /** the clinic's notice address, also the invitations' organizer */
  clinicEmail: string;
  siteUrl: string;
  /** appointment time (the injectable clock): what is still to come is cancelled first */
  now: number;
  /** the patient: she closed her account (server/account-data/) */
  by: ChangedBy;
}

export interface RemovedAppointment {
  id: number;
  leadId: number;
  /** it was still to come: the patient was sent its cancellation */
  cancelled: boolean;
}

/** rows per statement: far below both databases' limits on bound parameters */
const BATCH = 500;

/** Deletes every appointment of these consultation requests; what it deleted, by lead. */
export async function removeLeadAppointments(trx: Kysely<Database>, ctx: LeadAppointmentRemoval, leadIds: readonly number[]): Promise<RemovedAppointment[]> {
  const removed: RemovedAppointment[] = [];
  for (let i = 0; i < leadIds.length; i += BATCH) {
    const rows = await trx
      .selectFrom('appointments')
      .select(['id', 'lead_id', 'status', 'start_at'])
      .where('lead_id', 'in', leadIds.slice(i, i + BATCH))
      .orderBy('id')
      .execute();
    removed.push(...(await removeRows(trx, ctx, rows)));
  }
  return removed;
}

/** Deletes these appointments (closing her account: hers that no lead of hers holds) as a lead's go. */
export async function removeAppointments(trx: Kysely<Database>, ctx: LeadAppointmentRemoval, appointmentIds: readonly number[]): Promise<RemovedAppointment[]> {
  const removed: RemovedAppointment[] = [];
  for (let i = 0; i < appointmentIds.length; i += BATCH) {
    const rows = await trx
      .selectFrom('appointments')
      .select(['id', 'lead_id', 'status', 'start_at'])
      .where('id', 'in', appointmentIds.slice(i, i + BATCH))
      .orderBy('id')
      .execute();
    removed.push(...(await removeRows(trx, ctx, rows)));
  }
  return removed;
}

async function removeRows(
  trx: Kysely<Database>,
  ctx: LeadAppointmentRemoval,
  rows: { id: number; lead_id: number | null; status: string; start_at: number }[],
): Promise<RemovedAppointment[]> {
  if (rows.length === 0) return [];
  const removed: RemovedAppointment[] = [];
  const keep: number[] = [];
  for (const row of rows) {
    const upcoming = (row.status === 'booked' || row.status === 'pending') && row.start_at > ctx.now;
    const done = upcoming ? await cancelWithMail(trx, { ...ctx, leadDeleted: true }, row.id) : null;
    if (done) keep.push(...done.mailIds);
    removed.push({ id: row.id, leadId: row.lead_id ?? 0, cancelled: done !== null });
  }
  const ids = rows.map((r) => r.id);
  await deleteMailAbout(trx, ids.map(aboutAppointment), keep);
  await trx.deleteFrom('appointment_tokens').where('appointment_id', 'in', ids).execute();
  await trx.deleteFrom('appointment_claims').where('appointment_id', 'in', ids).execute();
  await trx.deleteFrom('appointments').where('id', 'in', ids).execute();
  return removed;
}
