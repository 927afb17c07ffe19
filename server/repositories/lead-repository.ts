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

/** Photo file names of every consultation request: the upload store keeps exactly these. */
export async function listConsultationImageFiles(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('consultation_requests').select('image_file').execute();
  return new Set(rows.map((r) => r.image_file));
}

export async function consultationImageInUse(db: Kysely<Database>, imageFile: string): Promise<boolean> {
  const row = await db.selectFrom('consultation_requests').select('id').where('image_file', '=', imageFile).executeTakeFirst();
  return row !== undefined;
}
