/**
 * Storing leads. Each lead and the clinic's notice of it are written in one transaction, so an
 * acknowledged lead always has its notice queued. A consultation's photo is staged (written and
 * fsynced under a temporary name) first, and renamed to its final name inside the transaction:
 * no row without its file, and any file left without a row is swept later.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertConsultationRequest, insertContactMessage, type NewContactMessage } from '../repositories/lead-repository';
import { enqueueMail } from '../repositories/outbox-repository';
import { leadNoticeMail } from '../mail/mail-templates';
import type { UploadStore } from '../uploads/upload-store';

/** Where the clinic's notice of a new lead goes, and the site its link to the staff inbox points at. */
export interface LeadNoticeTarget {
  to: string;
  siteUrl: string;
}

export interface ConsultationFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  form_page_name: string;
}

export async function storeContactMessage(db: Kysely<Database>, notice: LeadNoticeTarget, message: NewContactMessage, now = Date.now()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(trx, message, now);
    const firstName = message.name.split(/\s+/)[0] ?? message.name;
    await enqueueMail(trx, leadNoticeMail(notice.to, { kind: 'contact', id, firstName, at: now }, notice.siteUrl), now);
    return id;
  });
}

export async function storeConsultationRequest(
  db: Kysely<Database>,
  uploads: UploadStore,
  notice: LeadNoticeTarget,
  fields: ConsultationFields,
  photo: Buffer,
  now = Date.now(),
): Promise<number> {
  const pending = await uploads.stage(photo);
  let renamed = false;
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertConsultationRequest(trx, { ...fields, image_file: pending.fileName }, now);
      await enqueueMail(trx, leadNoticeMail(notice.to, { kind: 'consultation', id, firstName: fields.first_name, at: now }, notice.siteUrl), now);
      await uploads.commit(pending);
      renamed = true;
      return id;
    });
  } catch (err) {
    // The transaction rolled back: whatever was written for it goes too.
    await uploads.discard(pending).catch(() => undefined);
    if (renamed) await uploads.remove(pending.fileName).catch(() => undefined);
    throw err;
  }
}
