/** Consultation photos as the database keeps them, for tests that read or plant them. */
import type { Insertable, Kysely } from 'kysely';
import type { ConsultationRequestsTable, Database } from '../../../server/db/schema';

export async function storedPhoto(db: Kysely<Database>, requestId: number): Promise<Buffer | undefined> {
  const row = await db.selectFrom('consultation_photos').select('jpeg').where('request_id', '=', requestId).executeTakeFirst();
  return row ? Buffer.from(row.jpeg) : undefined;
}

/** A consultation request and its photo, written straight into the database (fixtures with chosen dates). */
export async function insertConsultationWithPhoto(
  db: Kysely<Database>,
  values: Omit<Insertable<ConsultationRequestsTable>, 'image_file'>,
  jpeg: Buffer,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('consultation_requests').values({ ...values, image_file: '' }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('consultation_photos').values({ request_id: row.id, jpeg }).execute();
    return row.id;
  });
}
