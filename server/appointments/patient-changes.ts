/**
 * The patient's own cancel and move, shared by the mailed link's calls (manage-routes.ts) and her
 * account's (account-appointment-routes.ts), so both follow exactly one set of rules: a move only of
 * a booked appointment, to a time free now; each in one transaction with the same mails (her
 * invitation with the same UID and SEQUENCE one higher, the clinic's notice) and the lead's status
 * following. Each caller adds only how it knows the appointment is hers (a link's token, a session).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Locale } from '../i18n/request-locale';
import { cancelIn, moveIn, type ChangeContext } from './appointment-changes';
import type { AppointmentRow } from './appointment-repository';
import { checkStart } from './availability-service';
import { TimeTakenError } from './booking';
import { refuseTime } from './consultation-booking';
import { leadAppointmentCancelled, PATIENT } from './lead-status';
import { findType } from './schedule-repository';

export function patientContext(app: FastifyInstance): ChangeContext {
  return { db: app.db, adapter: app.dbAdapter, clinicEmail: app.config.clinicNotifyEmail, siteUrl: app.config.siteUrl, now: app.clock(), by: 'patient' };
}

/** Inside the caller's transaction: cancels a live appointment as the patient; null when it was not live. */
export async function cancelAsPatient(trx: Kysely<Database>, ctx: ChangeContext, id: number): Promise<AppointmentRow | null> {
  const row = await cancelIn(trx, ctx, id);
  if (row?.lead_id) await leadAppointmentCancelled(trx, row.lead_id, ctx.now, PATIENT);
  return row;
}

export type PatientMove<T> = { moved: true; row: AppointmentRow; extra: T } | { moved: false; sent?: FastifyReply };

/**
 * Moves a booked appointment to `start` as the patient. A time that is not free answers the 409
 * with the fresh free times (`sent`); `inTransaction` is the caller's own check, run in the move's
 * transaction before it (spending the link), whose null stops the move.
 */
export async function moveAsPatient<T>(
  app: FastifyInstance,
  reply: FastifyReply,
  locale: Locale,
  ctx: ChangeContext,
  current: AppointmentRow,
  start: number,
  inTransaction: (trx: Kysely<Database>) => Promise<boolean>,
  after: (trx: Kysely<Database>, row: AppointmentRow) => Promise<T>,
): Promise<PatientMove<T>> {
  const type = await findType(app.db, current.type_id);
  if (!type) throw new Error(`appointment ${current.id} has an unknown type`);
  const check = await checkStart(app.db, type, start, ctx.now, current.id);
  if (check !== 'free') return { moved: false, sent: await refuseTime(app, reply, locale, type, start, check, current.id) };
  try {
    const moved = await app.db.transaction().execute(async (trx) => {
      if (!(await inTransaction(trx))) return null;
      const row = await moveIn(trx, ctx, current.id, type, start);
      return row && { row, extra: await after(trx, row) };
    });
    if (!moved) return { moved: false };
    app.mailer.wake();
    return { moved: true, ...moved };
  } catch (err) {
    if (err instanceof TimeTakenError) return { moved: false, sent: await refuseTime(app, reply, locale, type, start, 'taken', current.id) };
    throw err;
  }
}
