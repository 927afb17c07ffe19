/**
 * Storing leads. Each lead and the clinic's notice of it are written in one transaction, so an
 * acknowledged lead always has its notice queued. A consultation's photo is staged (written and
 * fsynced under a temporary name) first, and renamed to its final name inside the transaction:
 * no row without its file, and any file left without a row is swept later.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { consultationImageInUse, insertConsultationRequest, insertContactMessage, type NewContactMessage } from '../repositories/lead-repository';
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
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertConsultationRequest(trx, { ...fields, image_file: pending.fileName }, now);
      await enqueueMail(trx, leadNoticeMail(notice.to, { kind: 'consultation', id, firstName: fields.first_name, at: now }, notice.siteUrl), now);
      // Renamed last: if the commit then fails, the file is removed below, and a crash between the
      // rename and the commit leaves a file without a row, which housekeeping sweeps.
      await uploads.commit(pending);
      return id;
    });
  } catch (err) {
    // The transaction failed: the staged file goes too, under whichever name it has, unless the
    // commit did happen and only its acknowledgement was lost. When even that cannot be checked,
    // the file stays, and housekeeping removes it later if no row names it.
    const inUse = await consultationImageInUse(db, pending.fileName).catch(() => true);
    if (!inUse) await uploads.discard(pending).catch(() => undefined);
    throw err;
  }
}
