/** Consultation forms with a chosen time, and the database checks the appointment tests share. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { uniqueEmail } from './accounts';

let phones = 0;
/**
 * A phone number of its own for each form (a person may hold one upcoming appointment of a type,
 * by e-mail or by phone): 305-55x-xxxx, from a random start so parallel test files rarely meet.
 */
export function uniquePhone(): string {
  const n = (Math.floor(Math.random() * 90_000) + phones++) % 100_000;
  return `(305) 55${Math.floor(n / 10_000)}-${String(n % 10_000).padStart(4, '0')}`;
}

export function timedForm(jpeg: Buffer, time: { type?: string; start?: string } = {}, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const all: Record<string, string> = {
    first_name: 'Rosa',
    last_name: 'Diaz',
    email: uniqueEmail('appt'),
    phone: uniquePhone(),
    message: 'Jawline, please.',
    form_page_name: 'https://clinic.example/consultation',
    ...(time.type !== undefined ? { appointment_type: time.type } : {}),
    ...(time.start !== undefined ? { appointment_start: time.start } : {}),
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

/** Pairs of live appointments of one resource whose held times (start to the end of the buffer) overlap: a self-join. */
export async function overlappingPairs(db: Kysely<Database>): Promise<{ a: number; b: number }[]> {
  const { rows } = await sql<{ a: number; b: number }>`
    select x.id as a, y.id as b
    from appointments x join appointments y on x.id < y.id
    where x.status <> 'cancelled' and y.status <> 'cancelled'
      and x.start_at < y.busy_until and y.start_at < x.busy_until
      and (x.practitioner_id = y.practitioner_id or x.room_id = y.room_id)`.execute(db);
  return rows;
}
