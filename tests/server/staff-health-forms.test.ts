/**
 * The health form, staff side (issue "The patient's account holds her care", parts 3 and 5): the
 * calendar's status (done / not yet / flagged) without an answer, for every role that sees the
 * calendar; the answers opened by the practitioner and the owner only, each view in the access log;
 * the 48-hour reminder once per appointment with the app's clock, none for a signed, cancelled,
 * held or late-booked visit, once from two runs at the same moment; and health_form_versions
 * refusing UPDATE (but a re-seal) and DELETE in the database itself, on both databases.
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinic } from '../../src/config/clinic';
import { runHousekeeping } from '../../server/housekeeping';
import { addStaff } from '../../server/staff/staff-accounts';
import { staffMessages } from '../../server/staff/staff-messages';
import { PRACTITIONER_ID } from '../../server/db/consultation-types';
import type { StaffRole } from '../../server/staff/staff-roles';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { uniqueEmail } from './helpers/accounts';
import { bookAs, confirmedPatient, formPath, signatureBody } from './helpers/health-forms';
import { mailsSentTo } from './helpers/outbox';
import { setPasswordThroughLink, signInStaff, type StaffMember } from './staff-fixtures';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const HOUR = 3_600_000;
const SECRET_MEDICINE = 'Warfarin 5 mg Quillbrook';

interface StaffForm {
  success: boolean;
  appointment_id: number;
  status: string;
  form: null | {
    version: number;
    signed_at: string;
    answers: { id: string; question: string; yes: boolean; attention: boolean }[];
    medications: string;
    allergies: string;
    signed_name: string;
  };
}

describe.each(dialects)('health forms for staff (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  let now = NOW;
  const staff = new Map<StaffRole, StaffMember>();
  const log = new PassThrough();
  let logged = '';
  log.on('data', (c: Buffer) => (logged += c.toString('utf8')));

  async function member(role: StaffRole): Promise<StaffMember> {
    const added = await addStaff(t.app.db, t.app.config.siteUrl, uniqueEmail(role.replace('_', '-')), { role, practitioner_id: role === 'practitioner' ? PRACTITIONER_ID : null });
    const set = await setPasswordThroughLink(t, new URL(added.link));
    if (set.status !== 200) throw new Error(set.text);
    return signInStaff(t, added.email);
  }

  /** a housekeeping run at `at`, the app's clock set there too (the outbox sends what is due by it) */
  const reminders = async (at: number) => {
    now = Math.max(now, at);
    return (await runHousekeeping(t.app.db, t.app.uploads, { reminders: { siteUrl: t.baseUrl, clinicEmail: t.app.config.clinicNotifyEmail, now: at } })).healthFormReminders;
  };

  const startOf = async (id: number) => (await t.app.db.selectFrom('appointments').select('start_at').where('id', '=', id).executeTakeFirstOrThrow()).start_at;

  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => now, logger: true, logStream: log, env: { LOG_LEVEL: 'info' } });
    jpeg = await makeJpeg({ width: 64, height: 64 });
    for (const role of ['owner', 'front_desk', 'practitioner', 'marketing'] as const) staff.set(role, await member(role));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows each in-person form as done, flagged or not yet to the calendar’s roles, never an answer; the practitioner and the owner open the answers, and every view is in the access log', async () => {
    now = NOW;
    const clear = await confirmedPatient(t);
    const clearId = await bookAs(t, clear, jpeg, 'in-person', '2026-12-08');
    expect((await clear.client.post(formPath(clearId), signatureBody())).status).toBe(201);
    const flagged = await confirmedPatient(t);
    const flaggedId = await bookAs(t, flagged, jpeg, 'in-person', '2026-12-09');
    expect((await flagged.client.post(formPath(flaggedId), signatureBody({ yes: ['bloodThinners'], medications: SECRET_MEDICINE, name: 'Odalys Quillbrook' }))).status).toBe(201);
    const waiting = await confirmedPatient(t);
    const waitingId = await bookAs(t, waiting, jpeg, 'in-person', '2026-12-10');
    const phone = await confirmedPatient(t);
    const phoneId = await bookAs(t, phone, jpeg, 'phone', '2026-12-10');

    const ids = [clearId, flaggedId, waitingId, phoneId, 987654321].join(',');
    for (const role of ['owner', 'front_desk', 'practitioner'] as const) {
      const res = await staff.get(role)!.call<{ forms: { appointment_id: number; status: string }[] }>('GET', `/api/staff/health-forms?appointments=${ids}`);
      expect(res.status, role).toBe(200);
      expect(res.body).toEqual({
        success: true,
        forms: [
          { appointment_id: clearId, status: 'done' },
          { appointment_id: flaggedId, status: 'flagged' },
          { appointment_id: waitingId, status: 'not_yet' },
        ],
      });
    }
    const bad = await staff.get('front_desk')!.call('GET', '/api/staff/health-forms?appointments=1,,2');
    expect(bad.body).toEqual({ success: false, message: 'Please ask for appointments as ids separated by commas (at most 200).' });
    expect(bad.status).toBe(400);

    // the front desk and marketing never open the answers
    for (const role of ['front_desk', 'marketing'] as const) {
      const res = await staff.get(role)!.call('GET', `/api/staff/appointments/${flaggedId}/health-form`);
      expect(res.status, role).toBe(403);
      expect(res.body).toEqual({ success: false, message: staffMessages.outsideRole(role === 'front_desk' ? 'Front desk' : 'Marketing') });
    }
    expect((await staff.get('marketing')!.call('GET', `/api/staff/health-forms?appointments=${ids}`)).status).toBe(403);

    const opened = await staff.get('practitioner')!.call<StaffForm>('GET', `/api/staff/appointments/${flaggedId}/health-form`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ success: true, appointment_id: flaggedId, status: 'flagged', form: { version: 1, signed_at: new Date(NOW).toISOString(), medications: SECRET_MEDICINE, allergies: '', signed_name: 'Odalys Quillbrook' } });
    expect(opened.body.form?.answers.find((a) => a.id === 'bloodThinners')).toEqual({
      id: 'bloodThinners',
      question: 'Do you take blood thinners (such as warfarin, apixaban, clopidogrel or daily aspirin)?',
      yes: true,
      attention: true,
    });
    expect(opened.body.form?.answers.filter((a) => a.attention).map((a) => a.id)).toEqual(['bloodThinners']);
    const owner = await staff.get('owner')!.call<StaffForm>('GET', `/api/staff/appointments/${waitingId}/health-form`);
    expect(owner.body).toEqual({ success: true, appointment_id: waitingId, status: 'not_yet', form: null });
    const notInPerson = await staff.get('owner')!.call('GET', `/api/staff/appointments/${phoneId}/health-form`);
    expect(notInPerson.status).toBe(404);
    expect(notInPerson.body).toEqual({ success: false, message: 'Only an in-person appointment has a health form.' });

    // a practitioner linked to another resource of the calendar (or none) opens none of these
    const unlinked = await member('practitioner');
    await t.app.db.updateTable('staff_users').set({ practitioner_id: null }).where('email', '=', unlinked.email).execute();
    const other = await unlinked.call('GET', `/api/staff/appointments/${clearId}/health-form`);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ success: false, message: 'This appointment is not with you: you open the health forms of your own patients.' });

    // the one view with answers is on the lead's record and in the owner's access log, in words
    const lead = await t.app.db.selectFrom('appointments').select('lead_id').where('id', '=', flaggedId).executeTakeFirstOrThrow();
    const rows = await t.app.db.selectFrom('lead_audit').select(['actor', 'lead_id', 'detail']).where('action', '=', 'health_form_viewed').execute();
    expect(rows).toEqual([{ actor: staff.get('practitioner')!.email, lead_id: lead.lead_id, detail: `appointment #${flaggedId}, version 1` }]);
    const accessLog = await staff.get('owner')!.call<{ entries: { action: string; actor: string; detail: string }[] }>('GET', '/api/staff/access-log');
    expect(accessLog.body.entries.filter((e) => e.action === 'health_form_viewed')).toEqual([expect.objectContaining({ actor: staff.get('practitioner')!.email, detail: `appointment #${flaggedId}, version 1` })]);

    // her answers reached no log line
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).toContain('/health-form');
    expect(logged).not.toContain('Warfarin');
    expect(logged).not.toContain('Quillbrook');
  });

  it('mails the 48-hour reminder once, in her language, with the way to her account and nothing of the form; none for a signed, cancelled or late-booked visit', async () => {
    now = NOW;
    const english = await confirmedPatient(t);
    const englishId = await bookAs(t, english, jpeg, 'in-person', '2026-12-15');
    const spanish = await confirmedPatient(t);
    const spanishId = await bookAs(t, spanish, jpeg, 'in-person', '2026-12-15');
    await t.app.db.updateTable('appointments').set({ language: 'es' }).where('id', '=', spanishId).execute();
    const signed = await confirmedPatient(t);
    const signedId = await bookAs(t, signed, jpeg, 'in-person', '2026-12-15');
    expect((await signed.client.post(formPath(signedId), signatureBody())).status).toBe(201);
    const cancelled = await confirmedPatient(t);
    const cancelledId = await bookAs(t, cancelled, jpeg, 'in-person', '2026-12-15');
    expect((await staff.get('front_desk')!.call('POST', `/api/staff/appointments/${cancelledId}/status`, { status: 'cancelled' })).status).toBe(200);
    const phone = await confirmedPatient(t);
    await bookAs(t, phone, jpeg, 'phone', '2026-12-15');

    const start = await startOf(englishId);
    expect(await startOf(spanishId)).toBeGreaterThanOrEqual(start);
    expect(await reminders(start - 48 * HOUR - 60_000)).toBe(0);
    // the same moment from two runs at once (two servers' housekeeping): each appointment once
    const both = await Promise.all([reminders(start - 47 * HOUR), reminders(start - 47 * HOUR)]);
    const latest = Math.max(await startOf(spanishId), start);
    const rest = await reminders(latest - 47 * HOUR);
    expect(both[0]! + both[1]! + rest).toBe(2);
    // a later run, as after a restart, sends nothing again
    expect(await reminders(latest - 2 * HOUR)).toBe(0);

    const [en] = (await mailsSentTo(t, english.user.email)).filter((m) => m.subject.startsWith('Please complete your health form'));
    expect(en?.subject).toBe(`Please complete your health form before your visit to ${clinic.clinicName}`);
    expect(en?.text).toContain('Your health form and consent are not signed yet.');
    expect(en?.text).toContain(`${t.baseUrl}/profile\n`);
    const [es] = (await mailsSentTo(t, spanish.user.email)).filter((m) => m.subject.startsWith('Complete su formulario de salud'));
    expect(es?.text).toContain('Su formulario de salud y el consentimiento aún no están firmados.');
    expect(es?.text).toContain(`${t.baseUrl}/es/profile\n`);
    for (const mail of [en, es]) for (const word of ['pregnan', 'thinner', 'embaraz', 'anticoagul']) expect(mail?.text.toLowerCase()).not.toContain(word);
    for (const who of [signed, cancelled, phone]) {
      expect((await mailsSentTo(t, who.user.email)).filter((m) => /health form|formulario de salud/i.test(m.subject)), who.user.email).toEqual([]);
    }
    const claimed = await t.app.db.selectFrom('health_form_reminders').select('appointment_id').orderBy('appointment_id').execute();
    expect(claimed.map((r) => r.appointment_id)).toEqual([englishId, spanishId].sort((a, b) => a - b));

    // booked inside the 48 hours: her confirmation just pointed to the form, no reminder follows
    now = start - 40 * HOUR;
    const late = await confirmedPatient(t);
    const lateId = await bookAs(t, late, jpeg, 'in-person', '2026-12-15');
    expect(await startOf(lateId)).toBeLessThanOrEqual(now + 48 * HOUR);
    expect(await reminders(now + 60_000)).toBe(0);
    now = NOW;
  });

  it('keeps every signed version as it was: the database refuses UPDATE and DELETE, and lets only the sealed answers be re-sealed', async () => {
    now = NOW;
    const a = await confirmedPatient(t);
    const id = await bookAs(t, a, jpeg, 'in-person', '2026-12-11');
    expect((await a.client.post(formPath(id), signatureBody())).status).toBe(201);
    const row = await t.app.db.selectFrom('health_form_versions').selectAll().where('appointment_id', '=', id).executeTakeFirstOrThrow();
    await expect(t.app.db.updateTable('health_form_versions').set({ flagged: 1 }).where('id', '=', row.id).execute()).rejects.toThrow(/health_form_versions cannot be changed/);
    await expect(t.app.db.updateTable('health_form_versions').set({ signed_at: 1, sealed: 'x' }).where('id', '=', row.id).execute()).rejects.toThrow(/health_form_versions cannot be changed/);
    await expect(t.app.db.deleteFrom('health_form_versions').where('id', '=', row.id).execute()).rejects.toThrow(/health_form_versions cannot be (changed or )?deleted/);
    // what `npm run rotate-field-key` does: the same answers sealed again, under the current key
    const resealed = t.app.fieldCipher.seal(t.app.fieldCipher.open(row.sealed, 'health_form_versions.sealed'), 'health_form_versions.sealed');
    await t.app.db.updateTable('health_form_versions').set({ sealed: resealed }).where('id', '=', row.id).execute();
    const after = await t.app.db.selectFrom('health_form_versions').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ ...row, sealed: resealed });
    expect((await a.client.get<{ latest: { version: number } }>(formPath(id))).body.latest.version).toBe(1);
  });
});
