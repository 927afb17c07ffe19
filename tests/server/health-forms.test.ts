/**
 * Her health form and consent for an in-person appointment (issue "The patient's account holds her
 * care", part 4): she signs by typing her name, reads it back with the consent text she agreed to,
 * a change is version 2 while version 1 stays readable, each version's PDF holds the consent version
 * and her name; the hash is of what she signed. Nobody else (another patient, a signed-out visitor,
 * a forged id, a staff session) gets anything of hers; nothing of her answers reaches a log line.
 */
import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './helpers/pdf-text';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { bookAs, confirmedPatient, formPath, signatureBody } from './helpers/health-forms';
import { newStaffMember } from './staff-fixtures';
import { mailsSentTo } from './helpers/outbox';
import { plainTextOf } from './helpers/invitations';
import { canonicalJson } from '../../server/health-forms/signature-hash';
import type { TestClient } from './helpers/test-client';
import { embeddedFonts, rtlLine } from './helpers/pdf-fonts';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');


async function pdfOf(client: TestClient, path: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const headers: Record<string, string> = {};
  if (client.cookies.size > 0) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(client.baseUrl + path, { headers });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

interface FormVersion {
  version: number;
  signed_at: string;
  flagged: boolean;
  consent_version: string;
  consent: { title: string; paragraphs: string[] };
  language: string;
  answers: Record<string, boolean>;
  medications: string;
  allergies: string;
  photo_consent: string;
  signed_name: string;
  signature_hash: string;
}
interface FormReply {
  success: boolean;
  can_sign: boolean;
  appointment: { id: number; type: string };
  latest: FormVersion | null;
  versions: { version: number; flagged: boolean; consent_version: string; signed_at: string }[];
}

describe.each(dialects)('the health form and consent (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  const log = new PassThrough();
  let logged = '';
  log.on('data', (c: Buffer) => (logged += c.toString('utf8')));
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => NOW, logger: true, logStream: log, env: { LOG_LEVEL: 'info' } });
    jpeg = await makeJpeg({ width: 64, height: 64 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the questions and the current consent text in her language', async () => {
    const en = await t.client().get<{ consent_version: string; consent: { title: string }; questions: { id: string; text: string }[]; photo_consents: { id: string }[] }>('/api/account/health-form/questions');
    expect(en.status).toBe(200);
    expect(en.body.consent_version).toBe('consent-2026-11');
    expect(en.body.consent.title).toBe('Consent to treatment');
    expect(en.body.questions).toHaveLength(11);
    expect(en.body.questions[0]).toEqual({ id: 'pregnant', text: 'Are you pregnant, trying to get pregnant, or breastfeeding?' });
    expect(en.body.photo_consents.map((p) => p.id)).toEqual(['none', 'record', 'marketing']);
    const es = await t.client().get<{ consent: { title: string } }>('/api/account/health-form/questions', { 'accept-language': 'es' });
    expect(es.body.consent.title).toBe('Consentimiento para el tratamiento');
  });

  it('points an in-person visit’s confirmation to her account, where the form waits; a phone call’s says nothing of it', async () => {
    const a = await confirmedPatient(t);
    await bookAs(t, a, jpeg, 'in-person', '2026-12-14');
    const b = await confirmedPatient(t);
    await bookAs(t, b, jpeg, 'phone', '2026-12-14');
    const booked = async (email: string) => (await mailsSentTo(t, email)).find((m) => m.subject.startsWith('Your consultation is booked'));
    const inPerson = await booked(a.user.email);
    expect(inPerson && plainTextOf(inPerson)).toContain(`Before your visit, please answer a few health questions and sign the consent to treatment in your account (sign in, or register with this e-mail address and confirm it):\n${t.baseUrl}/profile\n`);
    const phone = await booked(b.user.email);
    expect(phone && plainTextOf(phone)).toContain('By phone');
    expect(phone && plainTextOf(phone)).not.toContain('/profile');
  });

  it('she signs, reads it back, changes it as version 2 with version 1 still readable, and each PDF holds the consent version and her name', async () => {
    const a = await confirmedPatient(t);
    const id = await bookAs(t, a, jpeg, 'in-person', '2026-12-03T15:00:00.000Z');
    const empty = await a.client.get<FormReply>(formPath(id));
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ success: true, can_sign: true, latest: null, versions: [], appointment: { id, type: 'in-person' } });

    const first = await a.client.post<{ message: string; form: FormVersion }>(formPath(id), signatureBody({ medications: 'Levothyroxine 50 mcg', allergies: 'Penicillin', name: 'Zoë Ångström-Łukasz' }));
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Thank you: your health form is signed.');
    expect(first.body.form).toMatchObject({ version: 1, flagged: false, consent_version: 'consent-2026-11', language: 'en', medications: 'Levothyroxine 50 mcg', allergies: 'Penicillin', photo_consent: 'record', signed_name: 'Zoë Ångström-Łukasz', signed_at: new Date(NOW).toISOString() });
    expect(first.body.form.consent.title).toBe('Consent to treatment');
    // the hash is of the canonical JSON of what she signed
    const signed = {
      answers: { text: { allergies: 'Penicillin', medications: 'Levothyroxine 50 mcg' }, yesNo: first.body.form.answers },
      consent_version: 'consent-2026-11',
      name: 'Zoë Ångström-Łukasz',
      photo_consent: 'record',
      signed_at: new Date(NOW).toISOString(),
    };
    expect(first.body.form.signature_hash).toBe(crypto.createHash('sha256').update(canonicalJson(signed)).digest('hex'));

    // a change: version 2, flagged, and version 1 as it was
    const second = await a.client.post<{ form: FormVersion }>(formPath(id), signatureBody({ yes: ['bloodThinners'], medications: 'Warfarin 5 mg', photo: 'none', name: 'Zoë Ångström-Łukasz' }));
    expect(second.status).toBe(201);
    expect(second.body.form).toMatchObject({ version: 2, flagged: true, medications: 'Warfarin 5 mg', photo_consent: 'none' });
    expect(second.body.form.answers.bloodThinners).toBe(true);
    const form = await a.client.get<FormReply>(formPath(id));
    expect(form.body.latest?.version).toBe(2);
    expect(form.body.versions.map((v) => [v.version, v.flagged])).toEqual([[2, true], [1, false]]);
    const v1 = await a.client.get<{ form: FormVersion }>(`${formPath(id)}/versions/1`);
    expect(v1.status).toBe(200);
    expect(v1.body.form).toEqual(first.body.form);
    // the rows: two, neither overwritten
    const rows = await t.app.db.selectFrom('health_form_versions').select(['version', 'flagged', 'photo_consent']).where('appointment_id', '=', id).orderBy('version').execute();
    expect(rows).toEqual([{ version: 1, flagged: 0, photo_consent: 'record' }, { version: 2, flagged: 1, photo_consent: 'none' }]);

    // the PDF of each version
    const pdf1 = await pdfOf(a.client, `${formPath(id)}/versions/1/pdf`);
    expect(pdf1.status).toBe(200);
    expect(pdf1.type).toBe('application/pdf');
    const text1 = await pdfText(pdf1.bytes);
    expect(text1).toContain('consent-2026-11');
    expect(text1).toContain('Zoë Ångström-Łukasz');
    expect(text1).toContain('Levothyroxine 50 mcg');
    expect(text1).toContain(first.body.form.signature_hash);
    const text2 = await pdfText((await pdfOf(a.client, `${formPath(id)}/versions/2/pdf`)).bytes);
    expect(text2).toContain('Warfarin 5 mg');
    expect(text2).toContain('Version 2');
    expect((await a.client.get(`${formPath(id)}/versions/3`)).status).toBe(404);

    // nothing of her answers in the log
    expect(logged).toContain('health form signed');
    for (const secret of ['Levothyroxine', 'Warfarin', 'Penicillin', 'Ångström']) expect(logged).not.toContain(secret);
  });

  it('signs in Spanish and prints the Spanish consent', async () => {
    const a = await confirmedPatient(t);
    const id = await bookAs(t, a, jpeg, 'in-person', '2026-12-10');
    const res = await a.client.post<{ message: string; form: FormVersion }>(formPath(id), signatureBody({ name: 'Lucía Paz' }), { 'accept-language': 'es' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Gracias: su formulario de salud está firmado.');
    expect(res.body.form.language).toBe('es');
    const text = await pdfText((await pdfOf(a.client, `${formPath(id)}/versions/1/pdf`)).bytes);
    expect(text).toContain('Consentimiento para el tratamiento');
    expect(text).toContain('Lucía Paz');
  });

  it('prints a name and answers in Arabic or Hebrew letters, and logs the script, never the words, of letters no font has', async () => {
    const a = await confirmedPatient(t);
    const id = await bookAs(t, a, jpeg, 'in-person', '2026-12-15');
    const res = await a.client.post<{ form: FormVersion }>(formPath(id), signatureBody({ name: 'ليلى حداد', medications: 'אקמול כל בוקר', allergies: '青霉素' }));
    expect(res.status).toBe(201);
    const pdf = await pdfOf(a.client, `${formPath(id)}/versions/1/pdf`);
    expect(pdf.status).toBe(200);
    expect(embeddedFonts(pdf.bytes)).toEqual(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansArabic-Bold', 'NotoSansHebrew-Regular']);
    const text = await pdfText(pdf.bytes);
    expect(rtlLine(text, 'ليلى حداد')).toBeDefined();
    expect(rtlLine(text, 'אקמול כל בוקר')).toBeDefined();
    await expect.poll(() => logged).toContain('health form has letters no embedded font has: printed as boxes');
    const line = logged.split('\n').find((l) => l.includes('no embedded font has'));
    expect(JSON.parse(line!)).toMatchObject({ appointmentId: id, version: 1, scripts: ['Han'] });
    for (const secret of ['青霉素', 'אקמול', 'ليلى']) expect(logged).not.toContain(secret);
  });

  it('refuses an incomplete signature with a message that repeats nothing she typed, a cancelled visit’s change, and a form for a phone call', async () => {
    const a = await confirmedPatient(t);
    const id = await bookAs(t, a, jpeg, 'in-person', '2026-12-11');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...signatureBody(), answers: { pregnant: 'maybe' } }, 'Please answer every question with yes or no.'],
      [{ ...signatureBody(), medications: 'x'.repeat(1001) }, 'Medicines and allergies may be at most 1000 characters each.'],
      [{ ...signatureBody(), photo_consent: 'everything' }, 'Please choose what may be done with photos of the treated area.'],
      [{ ...signatureBody(), consent_version: 'consent-2020-01' }, 'The consent text has changed since you opened the form. Please read it again and sign.'],
      [{ ...signatureBody(), accept_consent: false }, 'Please agree to the consent to treatment before you sign.'],
      [{ ...signatureBody({ medications: 'Secretol' }), signed_name: ' ' }, 'Please type your full name (2 to 120 characters) to sign.'],
    ];
    for (const [body, message] of cases) {
      const res = await a.client.post(formPath(id), body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message });
    }
    expect(await t.app.db.selectFrom('health_form_versions').select('id').where('appointment_id', '=', id).execute()).toEqual([]);
    // signed once, then cancelled: still readable, no longer signable
    expect((await a.client.post(formPath(id), signatureBody())).status).toBe(201);
    expect((await a.client.post(`/api/account/appointments/${id}/cancel`, {})).status).toBe(200);
    const locked = await a.client.post(formPath(id), signatureBody({ yes: ['keloids'] }));
    expect(locked.status).toBe(409);
    expect(locked.body).toEqual({ success: false, message: 'This appointment was cancelled or has already taken place: its health form can no longer be changed.' });
    expect((await a.client.get<FormReply>(formPath(id))).body).toMatchObject({ can_sign: false, latest: { version: 1 }, versions: [{ version: 1 }] });
    const phone = await bookAs(t, a, jpeg, 'phone', '2026-12-14');
    const res = await a.client.get(formPath(phone));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'A health form is only needed for an in-person visit.' });
  });

  it('gives nobody else anything of hers: another patient, a signed-out visitor, a forged id, a staff session', async () => {
    const a = await confirmedPatient(t);
    const id = await bookAs(t, a, jpeg, 'in-person', '2026-12-07T15:00:00.000Z');
    expect((await a.client.post(formPath(id), signatureBody({ medications: 'Metformin-private' }))).status).toBe(201);
    const b = await confirmedPatient(t);
    const staff = await newStaffMember(t);
    const visitor = t.client();
    const forged = String(id + 100_000);
    const expectations: [string, TestClient, string, number][] = [
      ['another patient', b.client, String(id), 404],
      ['a signed-out visitor', visitor, String(id), 401],
      ['a staff session', staff.client, String(id), 401],
      ['a forged id', a.client, forged, 404],
      ['a nonsense id', a.client, 'x1', 404],
    ];
    for (const [who, client, target, status] of expectations) {
      for (const path of [formPath(target), `${formPath(target)}/versions/1`]) {
        const res = await client.get(path);
        expect(res.status, `${who}: ${path}`).toBe(status);
        expect(res.text, `${who}: ${path}`).not.toContain('Metformin');
      }
      const pdf = await pdfOf(client, `${formPath(target)}/versions/1/pdf`);
      expect(pdf.status, `${who}: pdf`).toBe(status);
      expect(pdf.type, `${who}: pdf`).toContain('application/json');
      const post = await client.post(formPath(target), signatureBody({ name: 'Someone Else' }));
      expect(post.status, `${who}: sign`).toBe(status === 401 ? 401 : 404);
    }
    // her session without its XSRF header, or from another site: refused, nothing signed
    expect((await a.client.post(formPath(id), signatureBody(), { 'x-xsrf-token': 'forged' })).status).toBe(403);
    expect((await a.client.post(formPath(id), signatureBody(), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await t.app.db.selectFrom('health_form_versions').select('version').where('appointment_id', '=', id).execute()).map((r) => r.version)).toEqual([1]);
    // unconfirmed: not hers yet
    const c = await confirmedPatient(t);
    await t.app.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', c.user.id).execute();
    expect((await c.client.get(formPath(id))).status).toBe(403);
  });
});
