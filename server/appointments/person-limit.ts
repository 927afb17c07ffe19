/**
 * One live future appointment of a type per person (docs/product/limits.md): a second in-person
 * consultation for the same e-mail or the same phone is refused while the first is still ahead, so
 * a handful of addresses cannot hold the practitioner's calendar. Checked inside the booking's
 * transaction, with the person's keys locked first, so two bookings for one person at once cannot
 * both pass the check.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DialectAdapter } from '../db/dialect';

/** Thrown inside the booking's transaction: this person already holds a time of this type. */
export class PersonLimitError extends Error {
  constructor() {
    super('this person already has an upcoming appointment of this type');
  }
}

/** statuses that still hold their time (a held booking awaiting the clinic's confirmation included) */
export const LIVE_STATUSES = ['booked', 'pending'] as const;

export async function refuseSecondAppointment(
  trx: Transaction<Database>,
  adapter: DialectAdapter,
  person: { email: string; phone: string; typeId: string },
  now: number,
): Promise<void> {
  await adapter.lockKeys(trx, [`person-email:${person.email}`, `person-phone:${person.phone}`]);
  const held = await trx
    .selectFrom('appointments')
    .select('id')
    .where('type_id', '=', person.typeId)
    .where('status', 'in', [...LIVE_STATUSES])
    .where('end_at', '>', now)
    .where((eb) => eb.or([eb('email', '=', person.email), eb('phone', '=', person.phone)]))
    .limit(1)
    .executeTakeFirst();
  if (held) throw new PersonLimitError();
}
