import type { Insertable, Kysely } from 'kysely';
import type { ConsultationRequestsTable, ContactMessagesTable, Database } from '../db/schema';

export type NewConsultationRequest = Omit<Insertable<ConsultationRequestsTable>, 'id' | 'status' | 'note' | 'created_at'>;
export type NewContactMessage = Omit<Insertable<ContactMessagesTable>, 'id' | 'status' | 'note' | 'created_at'>;

export async function insertConsultationRequest(db: Kysely<Database>, lead: NewConsultationRequest, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('consultation_requests')
    .values({ ...lead, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertContactMessage(db: Kysely<Database>, message: NewContactMessage, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({ ...message, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Photo file names still named by a consultation request (rows from before photos moved into the database). */
export async function listConsultationImageFiles(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('consultation_requests').select('image_file').where('image_file', '!=', '').execute();
  return new Set(rows.map((r) => r.image_file));
}

export async function insertConsultationPhoto(db: Kysely<Database>, requestId: number, jpeg: Buffer): Promise<void> {
  await db.insertInto('consultation_photos').values({ request_id: requestId, jpeg }).execute();
}

export async function findConsultationPhoto(db: Kysely<Database>, requestId: number): Promise<Buffer | undefined> {
  const row = await db.selectFrom('consultation_photos').select('jpeg').where('request_id', '=', requestId).executeTakeFirst();
  return row ? Buffer.from(row.jpeg) : undefined;
}

export async function deleteConsultationPhotos(db: Kysely<Database>, requestIds: number[]): Promise<number> {
  if (requestIds.length === 0) return 0;
  const result = await db.deleteFrom('consultation_photos').where('request_id', 'in', requestIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}
