/**
 * Everything the clinic holds about her account, as one JSON document for her own session
 * (docs/product/api.md "Her data"): the account, her marketing-mail setting, her consultation
 * requests and appointments (hers by the ownership rule of owned-rows.ts), and every health form
 * version she signed with its answers opened and the address of its PDF. Her answers reach only
 * this reply: never a log line.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FieldCipher } from '../db/field-cipher';
import { accountRecord } from '../accounts';
import { appointmentView } from '../appointments';
import { herSignedVersions } from '../health-forms';
import { isUnsubscribed } from '../marketing-mail';
import { contactMessagesOf, ownedBy, type DataOwner } from './owned-rows';

const iso = (ms: number) => new Date(ms).toISOString();

export async function exportAccount(db: Kysely<Database>, cipher: FieldCipher, owner: DataOwner, now: number, retentionYears: number) {
  const account = await accountRecord(db, owner.userId);
  if (!account) return undefined;
  const requests = await db
    .selectFrom('consultation_requests')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'message', 'form_page_name', 'status', 'note', 'language', 'created_at'])
    .where(ownedBy(owner))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const photos = new Set(
    requests.length === 0
      ? []
      : (
          await db
            .selectFrom('consultation_photos')
            .select('request_id')
            .where(
              'request_id',
              'in',
              requests.map((r) => r.id),
            )
            .execute()
        ).map((p) => p.request_id),
  );
  const appointments = await db.selectFrom('appointments').selectAll().where(ownedBy(owner)).orderBy('start_at').orderBy('id').execute();
  const messages = await contactMessagesOf(db, owner).select(['id', 'name', 'email', 'phone', 'message', 'status', 'note', 'language', 'created_at']).orderBy('created_at').orderBy('id').execute();
  return {
    success: true as const,
    exported_at: iso(now),
    account: {
      ...account,
      created_at: iso(account.created_at),
      email_verified_at: account.email_verified_at === null ? null : iso(account.email_verified_at),
    },
    marketing_mail: { subscribed: !(await isUnsubscribed(db, owner.email)) },
    consultation_requests: requests.map((r) => ({ ...r, created_at: iso(Number(r.created_at)), photo: photos.has(r.id) })),
    contact_messages: messages.map((m) => ({ ...m, created_at: iso(Number(m.created_at)) })),
    appointments: appointments.map((a) => ({ ...appointmentView(a), first_name: a.first_name, last_name: a.last_name, email: a.email, phone: a.phone, request_id: a.lead_id, treated_areas: a.treated_areas ?? null })),
    health_forms: await herSignedVersions(db, cipher, owner.userId),
    medical_record_retention_years: retentionYears,
  };
}
