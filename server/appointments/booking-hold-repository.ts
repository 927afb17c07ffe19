/**
 * The clinic's 'hold new in-person bookings for confirmation' setting (Cal.com's 'requires
 * confirmation'): on, an in-person booking holds its time as 'pending' until staff confirm or
 * decline it. Kept in app_meta, so every process reads the same.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { getMeta, setMeta } from '../db/app-meta-repository';

const KEY = 'hold_in_person_bookings';

export async function holdsInPerson(db: Kysely<Database>): Promise<boolean> {
  return (await getMeta(db, KEY)) === 'on';
}

export async function setHoldInPerson(db: Kysely<Database>, on: boolean): Promise<void> {
  await setMeta(db, KEY, on ? 'on' : 'off');
}
