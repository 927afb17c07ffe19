/**
 * Closing her account, in one transaction: her signed health forms are held as the clinic's
 * medical record (server/health-forms/medical-record-retention.ts), and everything else about
 * her account goes at once: the mail kept to her address, her consultation requests (with their
 * photos and their mail), her contact-form messages from her confirmed address and her appointments, as a lead's deletion removes them (one still to
 * come is cancelled first, she and the clinic told), her marketing-mail setting and links, her
 * sessions, e-mailed links and the account. Each request removed leaves a 'deleted' row in the
 * staff's audit log, saying the patient closed her account.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UploadStore } from '../uploads/upload-store';
import { aboutTag, deleteMailAbout } from '../mail/outbox-repository';
import { deleteAccountRows } from '../accounts';
import { removeAppointments, removeLeadAppointments, type LeadAppointmentRemoval } from '../appointments';
import { deleteConsultationPhotos } from '../leads';
import { holdMedicalRecord, type KeptRecord } from '../health-forms';
import { insertAudit } from '../staff';
import { mailKey } from '../marketing-mail';
import { contactMessagesOf, ownedBy, type DataOwner } from './owned-rows';

export const PATIENT_ACTOR = 'patient';

export interface ClosedAccount {
  kept: KeptRecord | undefined;
  requests: number;
  appointments: number;
  /** appointments still to come: cancelled, mail queued (wake the mailer) */
  cancelled: number;
}

export async function closeAccount(
  db: Kysely<Database>,
  uploads: UploadStore,
  owner: DataOwner,
  ctx: { years: number; notice: Omit<LeadAppointmentRemoval, 'by'>; now: number },
): Promise<ClosedAccount> {
  const done = await db.transaction().execute(async (trx) => {
    const kept = await holdMedicalRecord(trx, owner.userId, ctx.years, ctx.notice.now);
    // first, so the cancellations queued below are the only mail left to her address
    await trx.deleteFrom('mail_outbox').where('to_address', '=', owner.email).execute();
    const requests = await trx.selectFrom('consultation_requests').select(['id', 'image_file']).where(ownedBy(owner)).execute();
    const ids = requests.map((r) => r.id);
    const removal = { ...ctx.notice, by: 'patient' as const };
    const leadAppointments = await removeLeadAppointments(trx, removal, ids);
    const rest = await trx.selectFrom('appointments').select('id').where(ownedBy(owner)).execute();
    const other = await removeAppointments(
      trx,
      removal,
      rest.map((r) => r.id),
    );
    if (ids.length > 0) {
      await trx.deleteFrom('consultation_requests').where('id', 'in', ids).execute();
      await deleteConsultationPhotos(trx, ids);
      await deleteMailAbout(trx, ids.map((id) => aboutTag('consultation', id)));
      await insertAudit(
        trx,
        ids.map((id) => ({ staff_id: null, actor: PATIENT_ACTOR, lead_kind: 'consultation' as const, lead_id: id, action: 'deleted' as const, detail: 'the patient closed her account' })),
        ctx.now,
      );
    }
    const messages = (await contactMessagesOf(trx, owner).select('id').execute()).map((m) => m.id);
    if (messages.length > 0) {
      await trx.deleteFrom('contact_messages').where('id', 'in', messages).execute();
      await deleteMailAbout(trx, messages.map((id) => aboutTag('contact', id)));
      await insertAudit(
        trx,
        messages.map((id) => ({ staff_id: null, actor: PATIENT_ACTOR, lead_kind: 'contact' as const, lead_id: id, action: 'deleted' as const, detail: 'the patient closed her account' })),
        ctx.now,
      );
    }
    await trx.deleteFrom('marketing_mail_tokens').where('email', '=', mailKey(owner.email)).execute();
    await trx.deleteFrom('marketing_opt_outs').where('email', '=', mailKey(owner.email)).execute();
    await deleteAccountRows(trx, owner.userId);
    const appointments = [...leadAppointments, ...other];
    return { kept, requests: ids.length, appointments: appointments.length, cancelled: appointments.filter((a) => a.cancelled).length, files: requests.flatMap((r) => (r.image_file ? [r.image_file] : [])) };
  });
  // a photo file of an earlier version not yet moved into the database
  for (const file of done.files) await uploads.remove(file).catch(() => undefined);
  return { kept: done.kept, requests: done.requests, appointments: done.appointments, cancelled: done.cancelled };
}
