/**
 * Storing leads. Each lead, its photo and the clinic's notice of it are written in one
 * transaction: an acknowledged lead always has its photo and its notice queued, and a crash
 * leaves either all of them or nothing (no file on disk to tidy up, nothing another server
 * process could miss).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertConsultationPhoto, insertConsultationRequest, insertContactMessage, type NewContactMessage } from './lead-repository';
import { enqueueMail } from '../mail/outbox-repository';
import { leadNoticeMail } from './lead-notice-mail';
import type { Locale } from '../i18n/request-locale';
import type { LeadSourceValues } from '../db/lead-source-columns';

/** Where the clinic's notice of a new lead goes, and the site its link to the staff inbox points at. */
export interface LeadNoticeTarget {
  to: string;
  siteUrl: string;
}

/** The form's fields, and where the visitor came from when the form said (server/lead-sources/). */
export interface ConsultationFields extends Partial<LeadSourceValues> {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  form_page_name: string;
  /** the account she was signed in to when she sent it: her profile lists it (server/appointments/account-appointment-routes.ts) */
  user_id?: number;
}

/** `language` is the request's ('en' or 'es'): stored with the lead and named in the notice. */
export async function storeContactMessage(
  db: Kysely<Database>,
  notice: LeadNoticeTarget,
  message: NewContactMessage,
  language: Locale = 'en',
  now = Date.now(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(trx, { ...message, language }, now);
    const firstName = message.name.split(/\s+/)[0] ?? message.name;
    await enqueueMail(trx, leadNoticeMail(notice.to, { kind: 'contact', id, firstName, at: now, language }, notice.siteUrl), now);
    return id;
  });
}

export async function storeConsultationRequest(
  db: Kysely<Database>,
  notice: LeadNoticeTarget,
  fields: ConsultationFields,
  photo: Buffer,
  language: Locale = 'en',
  now = Date.now(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertConsultationRequest(trx, { ...fields, image_file: '', language }, now);
    await insertConsultationPhoto(trx, id, photo);
    await enqueueMail(trx, leadNoticeMail(notice.to, { kind: 'consultation', id, firstName: fields.first_name, at: now, language }, notice.siteUrl), now);
    return id;
  });
}
