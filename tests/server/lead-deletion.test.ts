/**
 * Deletion that deletes (server/staff/lead-changes.ts, lead-retention.ts,
 * server/appointments/lead-appointment-removal.ts): a lead deleted by staff or by LEAD_RETENTION_DAYS
 * takes its appointment with it. A time still to come is freed, its manage link answers 410, its
 * pending reminder is never sent, the patient gets exactly one cancellation in her language (the
 * invitation's CANCEL) and the clinic its notice; then no row in the database holds her name,
 * e-mail or phone but that one cancellation's address, no appointment outlives its lead, and the
 * audit log keeps ids only. The outbox forgets delivered and failed mail after MAIL_OUTBOX_KEEP_DAYS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { apiPath } from '../../src/config/clinic';
import { runHousekeeping } from '../../server/housekeeping';
import { enqueueMail, markMailFailed, markMailSent } from '../../server/mail/outbox-repository';
import * as mailAbout from '../../server/db/migrations/061-mail-about';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { mailsSentTo, readOutbox, type ReadMail } from './helpers/outbox';
import { invitationIn, plainTextOf } from './helpers/invitations';
import { withProof } from './helpers/proof-of-work';
import { timedForm } from './helpers/appointment-forms';
import { newStaffMember, sendContactMessage, type StaffMember } from './staff-fixtures';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const DAY = 86_400_000;
const GONE = 'This link has expired or has already been used. Please call the clinic or book a new time on our website.';
const GONE_ES = 'Este enlace venció o ya se usó. Llame a la clínica o reserve un nuevo horario en nuestro sitio web, por favor.';

interface Patient {
  first: string;
  last: string;
  email: string;
  /** as typed in the form; stored as its ten digits */
  phone: string;
}

const traces = (p: Patient) => [p.first, p.last, p.email, p.phone, p.phone.replace(/\D/g, '')].map((s) => s.toLowerCase());

describe.each(dialects)('deleting a lead deletes its appointment (%s)', (dialect) => {
  let t: TestApp;
  let staff: StaffMember;
  let jpeg: Buffer;
  let now = NOW;
  beforeAll(async () => {
    // a long poll: mail is sent when a change wakes the sender or a test flushes, never behind the test's back
    t = await startTestApp(dialect, { clock: () => now, mailPollMs: 3_600_000, env: { LEAD_RETENTION_DAYS: '30' } });
    staff = await newStaffMember(t);
    jpeg = await makeJpeg({ width: 64, height: 64 });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function book(p: Patient, type: string, start: string, headers: Record<string, string> = {}) {
    const res = await t.client().postForm(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, { type, start }, { first_name: p.first, last_name: p.last, email: p.email, phone: p.phone })), headers);
    expect(res.status, res.text).toBe(200);
    const lead = await t.app.db.selectFrom('consultation_requests').select('id').where('email', '=', p.email).executeTakeFirstOrThrow();
    const appointment = await t.app.db.selectFrom('appointments').select(['id', 'uid']).where('lead_id', '=', lead.id).executeTakeFirstOrThrow();
    return { leadId: lead.id, appointmentId: appointment.id };
  }
  const delivered = (to: string) => mailsSentTo(t, to);
  const tokenIn = (mail: ReadMail | undefined) => {
    const match = /https?:\/\/\S+\/appointment\?token=(\S+)/.exec(mail ? plainTextOf(mail) : '');
    if (!match?.[1]) throw new Error(`no manage link in ${mail?.subject}`);
    return decodeURIComponent(match[1]);
  };
  /** The manage page's read: its token in the address as the link has it, and in the header the page sends it in. */
  const manage = (token: string, headers: Record<string, string> = {}) =>
    t.client().get(`/api/appointments/manage?token=${encodeURIComponent(token)}`, { 'x-appointment-token': token, ...headers });
  const offered = async (type: string, date: string) =>
    ((await t.client().get<{ days: { slots: { start: string }[] }[] }>(`/api/appointments/availability?type=${type}&from=${date}&to=${date}`)).body.days[0]?.slots ?? []).map((s) => s.start);
  const remindersDue = async (at: number) =>
    (await runHousekeeping(t.app.db, t.app.uploads, { reminders: { siteUrl: t.baseUrl, clinicEmail: t.app.config.clinicNotifyEmail, now: at } })).reminders;

  /** Every row of every table that holds one of the patient's details, as `table: row` (binary columns left out). */
  async function rowsHolding(p: Patient): Promise<string[]> {
    const tables =
      t.dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.app.db)
        : await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(t.app.db);
    const found: string[] = [];
    for (const { name } of tables.rows) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.app.db);
      for (const row of rows) {
        const text = JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v && typeof v === 'object' && (v as { type?: unknown }).type === 'Buffer' ? '[bytes]' : v)).toLowerCase();
        if (traces(p).some((needle) => text.includes(needle))) found.push(`${name}: ${text.slice(0, 300)}`);
      }
    }
    return found;
  }
  /** Appointments whose consultation request is gone: there must never be one. */
  const orphans = async () =>
    (await sql<{ id: number }>`select a.id from appointments a left join consultation_requests c on c.id = a.lead_id where c.id is null`.execute(t.app.db)).rows;

  it('staff delete a lead with an upcoming appointment: its time is free, its link 410, its reminder unsent, one cancellation sent, nothing of her kept', async () => {
    now = NOW;
    const p: Patient = { first: 'Zelphine', last: 'Quarrington', email: `zelphine.quarrington.${dialect}@example.com`, phone: '(305) 555-0923' };
    const { leadId, appointmentId } = await book(p, 'in-person', '2026-12-03T15:00:00.000Z');
    const [confirmation] = await delivered(p.email);
    const token = tokenIn(confirmation);
    const uid = invitationIn(confirmation as ReadMail).uid;
    expect((await manage(token)).status).toBe(200);
    // the search below sees her while she is there
    expect((await rowsHolding(p)).length).toBeGreaterThan(0);
    expect(await offered('in-person', '2026-12-03')).not.toContain('2026-12-03T15:00:00.000Z');
    // the reminder is queued 24 hours before and not yet sent
    expect(await remindersDue(Date.parse('2026-12-02T15:00:00.000Z'))).toBe(1);
    expect(await t.app.db.selectFrom('mail_outbox').select('status').where('kind', '=', 'appointment_reminder').where('to_address', '=', p.email).execute()).toEqual([{ status: 'pending' }]);

    const res = await staff.call('DELETE', `/api/staff/leads/consultation/${leadId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'The lead and its photo have been deleted.' });

    expect(await t.app.db.selectFrom('appointments').select('id').where('id', '=', appointmentId).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('appointment_claims').select('cell').where('appointment_id', '=', appointmentId).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('appointment_tokens').select('token_hash').where('appointment_id', '=', appointmentId).execute()).toEqual([]);
    expect(await orphans()).toEqual([]);
    expect(await offered('in-person', '2026-12-03')).toContain('2026-12-03T15:00:00.000Z');
    expect(await manage(token)).toMatchObject({ status: 410, body: { success: false, message: GONE } });
    expect(await t.client().post('/api/appointments/manage/cancel', { token })).toMatchObject({ status: 410, body: { success: false, message: GONE } });
    expect((await t.client().post('/api/appointments/manage/reschedule', { token, start: '2026-12-04T15:00:00.000Z' })).status).toBe(410);

    // what she receives: the confirmation she had, then exactly one cancellation, and no reminder
    const mails = await delivered(p.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your consultation is booked: Thursday, December 3, 2026 at 10:00 AM (Miami time)',
      'Your consultation is cancelled: Thursday, December 3, 2026 at 10:00 AM (Miami time)',
    ]);
    expect(plainTextOf(mails[1] as ReadMail)).toContain('Your in-person consultation with Endolift Miami on Thursday, December 3, 2026 at 10:00 AM (Miami time) is cancelled.');
    expect(plainTextOf(mails[1] as ReadMail)).not.toMatch(/token=/);
    expect(invitationIn(mails[1] as ReadMail)).toMatchObject({ method: 'CANCEL', uid, sequence: 1, status: 'CANCELLED' });
    // the clinic's notice: no lead to link to any more, no contact detail
    const notice = readOutbox(t.dataDir).find((m) => m.subject === `Appointment #${appointmentId} cancelled: Thursday, December 3, 2026 at 10:00 AM (Miami time)`);
    expect(notice?.text).toContain(`Appointment #${appointmentId} (In person at the Miami clinic) with Zelphine was cancelled by the staff.`);
    expect(notice?.text).toContain('Its lead was deleted, and the appointment with it');
    expect(notice?.text).not.toContain('/staff/leads/');
    expect(notice?.text).not.toContain(p.email);

    // the outbox keeps the two cancellation mails only (bodies emptied once sent); her address on hers alone
    const outbox = await t.app.db.selectFrom('mail_outbox').select(['id', 'kind', 'to_address', 'status', 'text_body', 'calendar']).where('about', '=', `appointment:${appointmentId}`).orderBy('id').execute();
    expect(outbox.map((m) => [m.kind, m.to_address, m.status, m.text_body, m.calendar])).toEqual([
      ['appointment_patient', p.email, 'sent', '', null],
      ['appointment_notice', t.app.config.clinicNotifyEmail, 'sent', '', null],
    ]);
    await t.app.db.updateTable('mail_outbox').set({ to_address: 'kept-cancellation' }).where('id', '=', outbox[0]!.id).execute();
    expect(await rowsHolding(p)).toEqual([]);
    await t.app.db.updateTable('mail_outbox').set({ to_address: p.email }).where('id', '=', outbox[0]!.id).execute();

    const audit = await t.app.db.selectFrom('lead_audit').select(['actor', 'action', 'detail']).where('lead_kind', '=', 'consultation').where('lead_id', '=', leadId).orderBy('id').execute();
    expect(audit).toEqual([
      // her booking made the lead Booked (server/appointments/lead-status.ts)
      { actor: 'patient', action: 'status_changed', detail: 'new → booked' },
      { actor: staff.email, action: 'deleted', detail: `appointment #${appointmentId} cancelled (patient told) and removed` },
    ]);
  });

  it('a past appointment goes with its lead without a mail; a message and a call-back request take their notices with them', async () => {
    now = NOW;
    const p: Patient = { first: 'Ottoline', last: 'Brackenbury', email: `ottoline.brackenbury.${dialect}@example.com`, phone: '(305) 555-0934' };
    const { leadId, appointmentId } = await book(p, 'video', '2026-12-02T15:00:00.000Z');
    expect(await delivered(p.email)).toHaveLength(1);
    now = Date.parse('2026-12-02T16:00:00.000Z');
    expect((await staff.call('DELETE', `/api/staff/leads/consultation/${leadId}`)).status).toBe(200);
    now = NOW;
    expect(await t.app.db.selectFrom('appointments').select('id').where('id', '=', appointmentId).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('mail_outbox').select('id').where('about', '=', `appointment:${appointmentId}`).execute()).toEqual([]);
    expect(await delivered(p.email)).toHaveLength(1);
    expect(await rowsHolding(p)).toEqual([]);
    expect(await t.app.db.selectFrom('lead_audit').select(['action', 'detail']).where('lead_kind', '=', 'consultation').where('lead_id', '=', leadId).orderBy('id').execute()).toEqual([
      { action: 'status_changed', detail: 'new → booked' },
      { action: 'deleted', detail: `appointment #${appointmentId} removed` },
    ]);

    const m: Patient = { first: 'Perpetua', last: 'Winterbottom', email: `perpetua.winterbottom.${dialect}@example.com`, phone: '(305) 555-0945' };
    const message = await sendContactMessage(t, { name: `${m.first} ${m.last}`, email: m.email, phone: m.phone });
    const callback = await t.client().postForm(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, {}, { first_name: 'Perpetua', last_name: 'Callback', email: `callback.${dialect}@example.com` })));
    expect(callback.status).toBe(200);
    const request = await t.app.db.selectFrom('consultation_requests').select('id').where('email', '=', `callback.${dialect}@example.com`).executeTakeFirstOrThrow();
    await t.app.mailer.flush();
    const notices = async () => (await t.app.db.selectFrom('mail_outbox').select(['about', 'subject']).where('about', 'in', [`contact:${message.id}`, `consultation:${request.id}`]).orderBy('id').execute());
    expect(await notices()).toEqual([
      { about: `contact:${message.id}`, subject: `New contact message #${message.id}` },
      { about: `consultation:${request.id}`, subject: `New consultation request #${request.id}` },
    ]);
    expect((await staff.call('DELETE', `/api/staff/leads/contact/${message.id}`)).status).toBe(200);
    expect((await staff.call('DELETE', `/api/staff/leads/consultation/${request.id}`)).status).toBe(200);
    expect(await notices()).toEqual([]);
    expect(await rowsHolding(m)).toEqual([]);
  });

  it('the retention purge does the same, in her language, and keeps a younger lead and its appointment', async () => {
    now = NOW;
    const p: Patient = { first: 'Anunciación', last: 'Villaseñor', email: `anunciacion.villasenor.${dialect}@example.com`, phone: '(786) 555-0956' };
    const { leadId, appointmentId } = await book(p, 'phone', '2026-12-04T17:00:00.000Z', { 'accept-language': 'es' });
    const [confirmation] = await delivered(p.email);
    const token = tokenIn(confirmation);
    expect(await offered('phone', '2026-12-04')).not.toContain('2026-12-04T17:00:00.000Z');
    // a lead booked five days later (the clock moved on), with its own appointment
    now = NOW + 5 * DAY;
    const young = await book({ first: 'Young', last: 'Lead', email: `young.lead.${dialect}@example.com`, phone: '(305) 555-0978' }, 'phone', '2026-12-10T17:00:00.000Z');
    now = NOW;

    // 31 days after the first was sent (Date.now for the leads' age); the appointment clock still says December 1
    await t.app.runStaffHousekeeping(NOW + 31 * DAY);
    // the same run ended the staff session, idle for 31 days by its clock
    staff = await newStaffMember(t);
    expect(await t.app.db.selectFrom('consultation_requests').select('id').where('id', '=', leadId).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('appointments').select('id').where('id', '=', appointmentId).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('appointment_claims').select('cell').where('appointment_id', '=', appointmentId).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('appointment_tokens').select('token_hash').where('appointment_id', '=', appointmentId).execute()).toEqual([]);
    expect(await orphans()).toEqual([]);
    expect(await offered('phone', '2026-12-04')).toContain('2026-12-04T17:00:00.000Z');
    expect(await manage(token, { 'accept-language': 'es' })).toMatchObject({ status: 410, body: { success: false, message: GONE_ES } });

    const mails = await delivered(p.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/^Su consulta está cancelada: viernes, 4 de diciembre de 2026, 12:00\sp\.\s?m\. \(hora de Miami\)$/);
    expect(plainTextOf(mails[1] as ReadMail)).toContain('está cancelada. Esperamos verle en otra ocasión');
    expect(invitationIn(mails[1] as ReadMail)).toMatchObject({ method: 'CANCEL', sequence: 1, status: 'CANCELLED' });
    const notice = readOutbox(t.dataDir).find((m) => m.subject.startsWith(`Appointment #${appointmentId} cancelled:`));
    expect(notice?.text).toContain('was cancelled by the retention period (LEAD_RETENTION_DAYS).');

    const kept = await t.app.db.selectFrom('mail_outbox').select(['id', 'kind']).where('to_address', '=', p.email).execute();
    expect(kept.map((m) => m.kind)).toEqual(['appointment_patient']);
    await t.app.db.updateTable('mail_outbox').set({ to_address: 'kept-cancellation' }).where('id', '=', kept[0]!.id).execute();
    expect(await rowsHolding(p)).toEqual([]);
    await t.app.db.updateTable('mail_outbox').set({ to_address: p.email }).where('id', '=', kept[0]!.id).execute();
    expect(await t.app.db.selectFrom('lead_audit').select(['actor', 'staff_id', 'action', 'detail']).where('lead_kind', '=', 'consultation').where('lead_id', '=', leadId).orderBy('id').execute()).toEqual([
      { actor: 'patient', staff_id: null, action: 'status_changed', detail: 'new → booked' },
      { actor: 'retention', staff_id: null, action: 'purged', detail: `older than 30 days; appointment #${appointmentId} cancelled (patient told) and removed` },
    ]);

    // the younger lead and its appointment are untouched
    expect(await t.app.db.selectFrom('appointments').select(['id', 'status']).where('lead_id', '=', young.leadId).execute()).toEqual([{ id: young.appointmentId, status: 'booked' }]);
    expect(await offered('phone', '2026-12-10')).not.toContain('2026-12-10T17:00:00.000Z');
  });

  it('the audit log holds ids and staff e-mails only, for every action', async () => {
    now = NOW;
    const p: Patient = { first: 'Hildegard', last: 'Fennimore', email: `hildegard.fennimore.${dialect}@example.com`, phone: '(305) 555-0967' };
    const { leadId, appointmentId } = await book(p, 'video', '2026-12-07T15:00:00.000Z');
    const path = `/api/staff/leads/consultation/${leadId}`;
    expect((await staff.call('GET', path)).status).toBe(200);
    expect((await staff.call('PATCH', path, { status: 'contacted', note: `Called ${p.first} at ${p.phone}, wrote to ${p.email}` })).status).toBe(200);
    expect((await staff.call('POST', '/api/staff/leads/export', { q: p.email })).status).toBe(200);
    expect((await staff.call('POST', `/api/staff/appointments/${appointmentId}/move`, { start: '2026-12-08T15:00:00.000Z' })).status).toBe(200);
    expect((await staff.call('DELETE', path)).status).toBe(200);
    const audit = await t.app.db.selectFrom('lead_audit').selectAll().where('lead_kind', '=', 'consultation').where('lead_id', '=', leadId).orderBy('id').execute();
    expect(audit.map((r) => r.action)).toEqual(['status_changed', 'viewed', 'status_changed', 'note_changed', 'exported', 'appointment_moved', 'deleted']);
    // her booking's line is by the patient, with no name; every other by the staff member's e-mail
    expect(audit.map((r) => r.actor)).toEqual(['patient', ...Array.from({ length: 6 }, () => staff.email)]);
    const text = JSON.stringify(audit).toLowerCase();
    for (const needle of traces(p)) expect(text).not.toContain(needle);
    await t.app.mailer.flush();
    expect(await rowsHolding(p)).toHaveLength(1); // her cancellation's address, until the outbox purge
    expect(await orphans()).toEqual([]);
  });

  it('migration 061 labels the mail queued before it and strips failed mail of its calendar part', async () => {
    now = NOW;
    const p: Patient = { first: 'Leontyne', last: 'Ashcombe', email: `leontyne.ashcombe.${dialect}@example.com`, phone: '(305) 555-0989' };
    const { leadId, appointmentId } = await book(p, 'video', '2026-12-09T15:00:00.000Z');
    await t.app.mailer.flush();
    await mailAbout.down(t.app.db);
    const legacy = async (kind: string, to: string, subject: string, more: Record<string, unknown> = {}) =>
      (
        await t.app.db
          .insertInto('mail_outbox')
          .values({ kind, to_address: to, subject, text_body: 'body', next_attempt_at: NOW + 365 * DAY, created_at: NOW + 3_600_000, ...more } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const rows = [
      await legacy('lead_notice', 'clinic@example.com', 'New consultation request #901'),
      await legacy('lead_notice', 'clinic@example.com', 'New contact message #77'),
      await legacy('appointment_notice', 'clinic@example.com', `Appointment #${appointmentId} moved: Wednesday, December 9, 2026 at 10:00 AM (Miami time)`),
      await legacy('appointment_reminder', p.email, 'Reminder: your consultation tomorrow'),
      await legacy('appointment_patient', 'nobody-booked@example.com', 'Your consultation is booked'),
      await legacy('password_reset', p.email, 'Reset your password'),
      await legacy('appointment_patient', p.email, 'Your consultation is booked', { status: 'failed', calendar: 'BEGIN:VCALENDAR token=abc', calendar_method: 'REQUEST' }),
    ];
    await mailAbout.up(t.app.db);
    const after = await t.app.db.selectFrom('mail_outbox').select(['about', 'text_body', 'calendar', 'calendar_method']).where('id', 'in', rows).orderBy('id').execute();
    expect(after.map((r) => r.about)).toEqual(['consultation:901', 'contact:77', `appointment:${appointmentId}`, `appointment:${appointmentId}`, null, null, `appointment:${appointmentId}`]);
    expect(after[6]).toEqual({ about: `appointment:${appointmentId}`, text_body: '', calendar: null, calendar_method: null });
    // deleting the lead now takes its legacy mail too
    expect((await staff.call('DELETE', `/api/staff/leads/consultation/${leadId}`)).status).toBe(200);
    expect((await t.app.db.selectFrom('mail_outbox').select('id').where('id', 'in', rows).orderBy('id').execute()).map((r) => r.id)).toEqual([rows[0], rows[1], rows[4], rows[5]]);
    await t.app.db.deleteFrom('mail_outbox').where('id', 'in', rows).execute();
  });

  it('forgets delivered mail after MAIL_OUTBOX_KEEP_DAYS (30 by default) and failed mail as long after it was queued, never pending mail', async () => {
    expect(t.app.config.mailOutboxKeepDays).toBe(30);
    // nothing of the earlier tests left for the sender; these rows are never due, so it leaves them to the test
    await t.app.mailer.flush();
    const at = Date.now();
    const queue = async (to: string, created = at) => {
      const id = await enqueueMail(t.app.db, { kind: 'password_changed', to, subject: 'Your password was changed', text: 'body' }, at + 365 * DAY);
      await t.app.db.updateTable('mail_outbox').set({ created_at: created }).where('id', '=', id).execute();
      return id;
    };
    const old = await queue('delivered-31-days-ago@example.com');
    const recent = await queue('delivered-29-days-ago@example.com');
    await markMailSent(t.app.db, [{ id: old, attempts: 1 }], at - 31 * DAY);
    await markMailSent(t.app.db, [{ id: recent, attempts: 1 }], at - 29 * DAY);
    const oldFailure = await queue('failed-31-days-ago@example.com', at - 31 * DAY);
    await markMailFailed(t.app.db, oldFailure, 1, '550 no such mailbox');
    const newFailure = await queue('failed-2-days-ago@example.com', at - 2 * DAY);
    await markMailFailed(t.app.db, newFailure, 1, '550 no such mailbox');
    // pending for 40 days (its next try a long way off): still to be sent, so kept
    const pending = await queue('pending-40-days@example.com', at - 40 * DAY);
    const ours = [old, recent, oldFailure, newFailure, pending];
    const left = async () => (await t.app.db.selectFrom('mail_outbox').select('id').where('id', 'in', ours).orderBy('id').execute()).map((r) => r.id);

    const report = await runHousekeeping(t.app.db, t.app.uploads, { now: at, mailKeepDays: t.app.config.mailOutboxKeepDays });
    expect(report.mail).toBe(2);
    expect(await left()).toEqual([recent, newFailure, pending]);

    // the setting, read by the server's own housekeeping at start
    t = await t.restart({ clock: () => now, mailPollMs: 3_600_000, env: { LEAD_RETENTION_DAYS: '30', MAIL_OUTBOX_KEEP_DAYS: '7' } });
    expect(t.app.config.mailOutboxKeepDays).toBe(7);
    expect(await left()).toEqual([newFailure, pending]);
  });
});
