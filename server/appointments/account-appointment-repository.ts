/**
 * The appointments and call-back requests that are hers (docs/product/privacy.md): booked while
 * signed in to her account, or under the address she has confirmed. The caller asks only once the
 * address is confirmed; anyone may type any address into the booking form.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AppointmentRow } from './appointment-repository';

export interface Owner {
  userId: number;
  email: string;
}

/** enough for years of a patient's consultations; the list is hers, not the clinic's archive */
const LIST_MAX = 100;

const ownedAppointment = (owner: Owner) => (eb: ExpressionBuilder<Database, 'appointments'>) =>
  eb.or([eb('appointments.user_id', '=', owner.userId), eb('appointments.email', '=', owner.email)]);

export async function listOwnedAppointments(db: Kysely<Database>, owner: Owner): Promise<AppointmentRow[]> {
  return db.selectFrom('appointments').selectAll().where(ownedAppointment(owner)).orderBy('start_at', 'desc').orderBy('id', 'desc').limit(LIST_MAX).execute();
}

/** Her appointment with this id, or undefined: someone else's answers exactly as one that does not exist. */
export async function findOwnedAppointment(db: Kysely<Database>, owner: Owner, id: number): Promise<AppointmentRow | undefined> {
  return db.selectFrom('appointments').selectAll().where('id', '=', id).where(ownedAppointment(owner)).executeTakeFirst();
}

export interface CallBackRow {
  id: number;
  status: string;
  created_at: number;
}

/** Her consultation requests that hold no time (she asked to be called), newest first. */
export async function listOwnedCallBacks(db: Kysely<Database>, owner: Owner): Promise<CallBackRow[]> {
  return db
    .selectFrom('consultation_requests as cr')
    .select(['cr.id', 'cr.status', 'cr.created_at'])
    .where((eb) => eb.or([eb('cr.user_id', '=', owner.userId), eb('cr.email', '=', owner.email)]))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('appointments').select('appointments.id').whereRef('appointments.lead_id', '=', 'cr.id'))))
    .orderBy('cr.created_at', 'desc')
    .orderBy('cr.id', 'desc')
    .limit(LIST_MAX)
    .execute();
}
