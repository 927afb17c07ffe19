/**
 * Her data (issue "The patient's account holds her care", part 7): she downloads everything the
 * clinic holds about her account (JSON, each signed form as a PDF) and closes her account with her
 * password; her signed health forms stay as the clinic's medical record, keyed to her account, not
 * to a lead (a lead's deletion leaves them), until MEDICAL_RECORD_RETENTION_YEARS after her last
 * signature, when the housekeeping deletes them exactly once; everything else goes at once. Nobody
 * else (another patient, a signed-out visitor, a forged id, a staff session) gets anything of hers.
 */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { bookAs, confirmedPatient, formPath, signatureBody } from './helpers/health-forms';
import { newStaffMember, sendContactMessage, type StaffMember } from './staff-fixtures';
import { runHousekeeping } from '../../server/housekeeping';
import { purgeExpiredLeads } from '../../server/staff/lead-retention';
import { apiPath } from '../../src/config/clinic';
import type { SignedIn } from './helpers/accounts';
import type { TestClient } from './helpers/test-client';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const YEAR = 365.25 * 86_400_000;

interface HerData {
  account: { id: number; email: string; first_name: string };
  marketing_mail: { subscribed: boolean };
  consultation_requests: { id: number; email: string; photo: boolean }[];
  contact_messages: { id: number; email: string; message: string }[];
  appointments: { id: number; type: string; email: string; request_id: number | null }[];
  health_forms: { id: number; appointment_id: number; version: number; medications: string; signed_name: string; answers: Record<string, boolean>; pdf: string }[];
  medical_record_retention_years: number;
}

async function fetchRaw(client: TestClient, path: string): Promise<{ status: number; type: string | null; disposition: string | null; bytes: Buffer }> {
  const headers: Record<string, string> = {};
  if (client.cookies.size > 0) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(client.baseUrl + path, { headers });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe.each(dialects)('her data: download and closing her account (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  let now = NOW;
  let staff: StaffMember;
  const log = new PassThrough();
  let logged = '';
  log.on('data', (c: Buffer) => (logged += c.toString('utf8')));
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => now, logger: true, logStream: log, env: { LOG_LEVEL: 'info' } });
    jpeg = await makeJpeg({ width: 64, height: 64 });
    staff = await newStaffMember(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A confirmed patient with an in-person appointment and a signed form (two versions). */
  async function patientWithForm(medications: string, day: string): Promise<{ a: SignedIn; appointmentId: number; leadId: number }> {
    now = NOW;
    const a = await confirmedPatient(t);
    const appointmentId = await bookAs(t, a, jpeg, 'in-person', day);
    expect((await a.client.post(formPath(appointmentId), signatureBody({ medications, name: 'Zoë Quill' }))).status).toBe(201);
    expect((await a.client.post(formPath(appointmentId), signatureBody({ medications: `${medications} (v2)`, yes: ['pregnant'], name: 'Zoë Quill' }))).status).toBe(201);
    const lead = await t.app.db.selectFrom('appointments').select('lead_id').where('id', '=', appointmentId).executeTakeFirstOrThrow();
    return { a, appointmentId, leadId: Number(lead.lead_id) };
  }

  const versionsOf = (userId: number) => t.app.db.selectFrom('health_form_versions').select(['version', 'appointment_id']).where('user_id', '=', userId).orderBy('version').execute();
  const housekeeping = (at: number) => runHousekeeping(t.app.db, t.app.uploads, { now: at, medicalRecordYears: 10, reminders: { siteUrl: t.baseUrl, clinicEmail: t.app.config.clinicNotifyEmail, now: at } });

  it('gives her everything about her account as JSON, her answers opened, and each signed version as a PDF', async () => {
    const { a, appointmentId, leadId } = await patientWithForm('Metformin 500 mg', '2026-12-14');
    const res = await a.client.get<HerData>('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="her-data.json"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.account).toMatchObject({ id: a.user.id, email: a.user.email, first_name: a.user.first_name });
    expect(res.body.account).not.toHaveProperty('password_hash');
    expect(res.body.marketing_mail).toEqual({ subscribed: true });
    expect(res.body.consultation_requests).toEqual([expect.objectContaining({ id: leadId, email: a.user.email, photo: true })]);
    expect(res.body.appointments).toEqual([expect.objectContaining({ id: appointmentId, type: 'in-person', email: a.user.email, request_id: leadId })]);
    expect(res.body.health_forms.map((f) => [f.version, f.appointment_id, f.medications, f.signed_name, f.answers.pregnant])).toEqual([
      [1, appointmentId, 'Metformin 500 mg', 'Zoë Quill', false],
      [2, appointmentId, 'Metformin 500 mg (v2)', 'Zoë Quill', true],
    ]);
    expect(res.body.medical_record_retention_years).toBe(10);
    const pdf = await fetchRaw(a.client, res.body.health_forms[1]!.pdf);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe(`attachment; filename="health-form-${appointmentId}-v2.pdf"`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(logged).not.toContain('Metformin');
  });

  it('gives nobody else anything of hers over the new calls: another patient, a signed-out visitor, a forged id, a staff session', async () => {
    const { a } = await patientWithForm('Atorvastatin', '2026-12-15');
    const b = await confirmedPatient(t);
    const mine = (await a.client.get<HerData>('/api/account/export')).body;
    const formId = mine.health_forms[0]!.id;
    // B's download holds none of A's rows
    const hers = await b.client.get<HerData>('/api/account/export');
    expect(hers.status).toBe(200);
    expect(hers.body.account.id).toBe(b.user.id);
    expect(hers.body.health_forms).toEqual([]);
    expect(hers.body.appointments).toEqual([]);
    expect(hers.body.consultation_requests).toEqual([]);
    expect(JSON.stringify(hers.body)).not.toContain('Atorvastatin');
    const visitor = t.client();
    for (const [who, client, id, status] of [
      ['another patient', b.client, String(formId), 404],
      ['a signed-out visitor', visitor, String(formId), 401],
      ['a staff session', staff.client, String(formId), 401],
      ['a forged id', a.client, String(formId + 100_000), 404],
      ['a nonsense id', a.client, 'x1', 404],
    ] as const) {
      const pdf = await fetchRaw(client, `/api/account/health-forms/${id}/pdf`);
      expect(pdf.status, `${who}: pdf`).toBe(status);
      expect(pdf.bytes.toString('latin1'), who).not.toContain('%PDF');
    }
    for (const [who, client] of [['a signed-out visitor', visitor], ['a staff session', staff.client]] as const) {
      const res = await client.get('/api/account/export');
      expect(res.status, who).toBe(401);
      expect(res.text).not.toContain('Atorvastatin');
      expect((await client.post('/api/account/close', { password: a.password })).status, `${who}: close`).toBe(401);
    }
    // closing: not with a wrong password, nor the XSRF header or from another site
    expect((await a.client.post('/api/account/close', { password: 'not her password 1A!' })).status).toBe(403);
    expect((await a.client.post('/api/account/close', { password: a.password }, { 'x-xsrf-token': 'forged' })).status).toBe(403);
    expect((await a.client.post('/api/account/close', { password: a.password }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await a.client.post('/api/account/close', {})).status).toBe(400);
    expect(await t.app.db.selectFrom('users').select('id').where('id', 'in', [a.user.id, b.user.id]).execute()).toHaveLength(2);
  });

  it('a lead’s deletion by staff leaves her signed forms, keyed to her account', async () => {
    const { a, leadId } = await patientWithForm('Lisinopril', '2026-12-16');
    expect((await staff.call('DELETE', `/api/staff/leads/consultation/${leadId}`)).status).toBe(200);
    expect(await t.app.db.selectFrom('appointments').select('id').where('user_id', '=', a.user.id).execute()).toEqual([]);
    expect((await versionsOf(a.user.id)).map((v) => v.version)).toEqual([1, 2]);
    // and she still downloads them, each PDF too, though the appointment is gone
    const data = (await a.client.get<HerData>('/api/account/export')).body;
    expect(data.health_forms.map((f) => f.medications)).toEqual(['Lisinopril', 'Lisinopril (v2)']);
    expect((await fetchRaw(a.client, data.health_forms[0]!.pdf)).status).toBe(200);
  });

  it('the lead retention purge leaves her signed forms too', async () => {
    const { a, leadId } = await patientWithForm('Amlodipine', '2026-12-17');
    const report = await purgeExpiredLeads(t.app.db, t.app.uploads, 1, Math.max(Date.now(), NOW) + 2 * 86_400_000, { clinicEmail: t.app.config.clinicNotifyEmail, siteUrl: t.baseUrl, now });
    expect(report.consultations).toBeGreaterThan(0);
    expect(await t.app.db.selectFrom('consultation_requests').select('id').where('id', '=', leadId).execute()).toEqual([]);
    expect((await versionsOf(a.user.id)).map((v) => v.version)).toEqual([1, 2]);
  });

  it('closing keeps the signed forms, deletes everything else at once, signs her out; the housekeeping deletes the forms once, after the period', async () => {
    const { a, appointmentId, leadId } = await patientWithForm('Warfarin', '2026-12-18');
    const b = await patientWithForm('Ibuprofen', '2026-12-21');
    expect((await a.client.request('/api/account/marketing-mail', { method: 'PUT', body: JSON.stringify({ subscribed: false }), headers: { 'content-type': 'application/json' } })).status).toBe(200);
    // a contact-form message from her confirmed address is hers; B's is not
    const hers = await sendContactMessage(t, { email: a.user.email, message: 'Is the neck treatment painful?' });
    const notHers = await sendContactMessage(t, { email: b.a.user.email });
    expect((await a.client.get<HerData>('/api/account/export')).body.contact_messages.map((m) => [m.id, m.email, m.message])).toEqual([[hers.id, a.user.email, 'Is the neck treatment painful?']]);
    const res = await a.client.post<{ message: string; kept_health_forms: number; kept_until: string }>('/api/account/close', { password: a.password });
    expect(res.status).toBe(200);
    expect(res.body.kept_health_forms).toBe(2);
    expect(res.body.message).toBe(
      'Your account is closed and you are signed out. We keep your signed health forms and consents, as the law asks of a medical record, for 10 years after you last signed; then we delete them. Everything else is deleted.',
    );
    expect(Date.parse(res.body.kept_until)).toBe(NOW + Math.round(10 * YEAR));
    // signed out: the session is gone, the next call is a stranger's
    expect((await a.client.get('/api/account/export')).status).toBe(401);
    const db = t.app.db;
    expect(await db.selectFrom('users').select('id').where('id', '=', a.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', a.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('email_verifications').select('id').where('user_id', '=', a.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('consultation_requests').select('id').where('id', '=', leadId).execute()).toEqual([]);
    expect(await db.selectFrom('consultation_photos').select('request_id').where('request_id', '=', leadId).execute()).toEqual([]);
    expect(await db.selectFrom('appointments').select('id').where('id', '=', appointmentId).execute()).toEqual([]);
    expect(await db.selectFrom('marketing_opt_outs').select('email').where('email', '=', a.user.email).execute()).toEqual([]);
    // the only mail left to her address is the cancellation of her upcoming visit
    expect((await db.selectFrom('mail_outbox').select('kind').where('to_address', '=', a.user.email).execute()).map((m) => m.kind)).toEqual(['appointment_patient']);
    expect(await db.selectFrom('lead_audit').select(['actor', 'action', 'detail']).where('lead_id', '=', leadId).where('lead_kind', '=', 'consultation').where('action', '=', 'deleted').execute()).toEqual([
      { actor: 'patient', action: 'deleted', detail: 'the patient closed her account' },
    ]);
    expect(await db.selectFrom('contact_messages').select('id').where('id', 'in', [hers.id, notHers.id]).execute()).toEqual([{ id: notHers.id }]);
    expect(await db.selectFrom('lead_audit').select(['actor', 'action']).where('lead_id', '=', hers.id).where('lead_kind', '=', 'contact').where('action', '=', 'deleted').execute()).toEqual([{ actor: 'patient', action: 'deleted' }]);
    expect((await versionsOf(a.user.id)).map((v) => v.version)).toEqual([1, 2]);
    expect(await db.selectFrom('medical_record_holders').select(['user_id', 'last_signed_at']).where('user_id', '=', a.user.id).execute()).toEqual([{ user_id: a.user.id, last_signed_at: NOW }]);
    // her password no longer signs in
    expect((await t.client().post(apiPath('login'), { email: a.user.email, password: a.password })).body).toMatchObject({ success: 0 });

    // a day short of ten years: still kept
    expect((await housekeeping(NOW + Math.round(10 * YEAR) - 86_400_000)).medicalRecords).toBe(0);
    expect(await versionsOf(a.user.id)).toHaveLength(2);
    // ten years after her last signature: deleted, exactly once; B's open account keeps hers
    expect((await housekeeping(NOW + Math.round(10 * YEAR))).medicalRecords).toBe(1);
    expect(await versionsOf(a.user.id)).toEqual([]);
    expect(await db.selectFrom('medical_record_holders').select('user_id').where('user_id', '=', a.user.id).execute()).toEqual([]);
    expect((await housekeeping(NOW + Math.round(11 * YEAR))).medicalRecords).toBe(0);
    expect(await versionsOf(b.a.user.id)).toHaveLength(2);
  });

  it('an account without a signed form closes with nothing kept, and says so in Spanish', async () => {
    now = NOW;
    const c = await confirmedPatient(t);
    const res = await c.client.post<{ message: string; kept_health_forms: number; kept_until: string | null }>('/api/account/close', { password: c.password }, { 'accept-language': 'es' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kept_health_forms: 0, kept_until: null, message: 'Su cuenta está cerrada y su sesión terminada. Todo lo que teníamos de su cuenta está borrado.' });
    expect(await t.app.db.selectFrom('medical_record_holders').select('user_id').where('user_id', '=', c.user.id).execute()).toEqual([]);
  });
});
