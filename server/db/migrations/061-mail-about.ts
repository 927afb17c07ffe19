import { sql, type Kysely } from 'kysely';

/**
 * What a queued mail is about (server/mail/outbox-repository.ts `about`: 'consultation:12',
 * 'contact:3', 'appointment:7'), so deleting a lead or an appointment deletes the mail about it,
 * and an index for the outbox purge (MAIL_OUTBOX_KEEP_DAYS). Mail queued before this step is
 * labelled from what it already holds: the notices by their subjects, a patient's appointment mail
 * by her address and the latest appointment booked with it by the time the mail was queued. Failed
 * mail loses its calendar part (and its link) as failed mail does from now on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('about', 'varchar(40)').execute();
  await db.schema.createIndex('mail_outbox_about').on('mail_outbox').column('about').execute();
  await db.schema.createIndex('mail_outbox_done').on('mail_outbox').columns(['status', 'sent_at']).execute();

  const notices = await db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'subject'])
    .where('kind', 'in', ['lead_notice', 'appointment_notice'])
    .execute();
  for (const { id, kind, subject } of notices as { id: number; kind: string; subject: string }[]) {
    const lead = kind === 'lead_notice' ? /^New (consultation request|contact message) #(\d+)$/.exec(subject) : null;
    const appointment = kind === 'appointment_notice' ? /^Appointment #(\d+) /.exec(subject) : null;
    const about = lead ? `${lead[1] === 'contact message' ? 'contact' : 'consultation'}:${lead[2]}` : appointment ? `appointment:${appointment[1]}` : null;
    if (about) await db.updateTable('mail_outbox').set({ about }).where('id', '=', id).execute();
  }
  await sql`
    update mail_outbox set about = (
      select 'appointment:' || cast(a.id as varchar(20)) from appointments a
      where a.email = mail_outbox.to_address and a.created_at <= mail_outbox.created_at
      order by a.created_at desc, a.id desc limit 1)
    where about is null and kind in ('appointment_patient', 'appointment_reminder')`.execute(db);

  await db.updateTable('mail_outbox').set({ text_body: '', calendar: null, calendar_method: null }).where('status', '=', 'failed').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_done').ifExists().execute();
  await db.schema.dropIndex('mail_outbox_about').ifExists().execute();
  await db.schema.alterTable('mail_outbox').dropColumn('about').execute();
}
