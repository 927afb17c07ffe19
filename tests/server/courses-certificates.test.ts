/**
 * The certificate of attendance (issue 38 item 9, server/courses/certificates.ts): issued once an
 * enrollment is attended, once however often or however concurrently it is asked for, mailed with
 * the PDF attached; the PDF (parsed with pdf-parse) holds the name as written (accents, Cyrillic,
 * Arabic and Hebrew in their own embedded fonts),
 * the course day and the number; the public check says valid, then revoked once staff revoke it
 * (staff only, with a reason, in the audit log); her own page downloads it again. Needs no built
 * site, except the verification page's block at the end (npm run build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pdfText } from './helpers/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { mailsSentTo, type ReadMail } from './helpers/outbox';
import { plainTextOf } from './helpers/invitations';
import { enrollmentBody, withCourseProof } from './helpers/course-enrollment';
import { newStaffMember, staffCall, type StaffMember } from './staff-fixtures';
import { issueCertificate } from '../../server/courses/certificates';
import { courseContext } from '../../server/courses/courses-plugin';
import { courseInstant } from '../../server/courses/course-time';
import { embeddedFonts, rtlLine } from './helpers/pdf-fonts';

const NOW = Date.parse('2026-12-06T15:00:00.000Z');
const siteBuilt = fs.existsSync(path.resolve(import.meta.dirname, '../../dist/site/server/entry-server.js'));


/** The attachment of a mail as written to DATA_DIR/outbox: its headers and its bytes. */
function attachmentOf(mail: ReadMail): { type: string; filename: string; bytes: Buffer } | null {
  const part = /Content-Type: application\/pdf[^\n]*\n((?:[^\n]+\n)*?)\n([A-Za-z0-9+/=\n]+)/.exec(mail.raw);
  if (!part) return null;
  const headers = `Content-Type: application/pdf${part[1] ?? ''}`;
  const filename = /filename="?([^";\n]+)"?/.exec(mail.raw.slice(mail.raw.indexOf('application/pdf')))?.[1] ?? '';
  return { type: headers, filename, bytes: Buffer.from((part[2] ?? '').replace(/\n/g, ''), 'base64') };
}

describe.each(dialects)('the certificate of attendance (%s)', (dialect) => {
  let t: TestApp;
  let staff: StaffMember;
  let now = NOW;
  let englishDay: number;
  let spanishDay: number;
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => now });
    staff = await newStaffMember(t);
    const day = async (date: string, language: string) =>
      (
        await t.app.db
          .insertInto('course_days')
          .values({
            date,
            starts_at: courseInstant(date, '08:30'),
            ends_at: courseInstant(date, '17:30'),
            language,
            seats: 12,
            price_text: '$2,900',
            enrollment_closes_at: courseInstant(date, '08:30') - 86_400_000,
            created_at: NOW - 30 * 86_400_000,
            updated_at: NOW - 30 * 86_400_000,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    // enrolled while the days were ahead; the tests run the day after the first
    now = NOW - 20 * 86_400_000;
    englishDay = await day('2026-12-05', 'en');
    spanishDay = await day('2026-12-12', 'es');
    now = NOW;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An enrollment through the form (a week before, while enrollment was open), then checked in as staff do on the day. */
  const attendee = async (dayId: number, over: Record<string, unknown>, lang = 'en', attend = true) => {
    now = NOW - 7 * 86_400_000;
    const res = await t.client().post<{ enrollment: { id: number } }>('/api/courses/enroll', await withCourseProof(t.baseUrl, enrollmentBody(dayId, over)), { 'accept-language': lang });
    now = NOW;
    expect(res.status, res.text).toBe(200);
    const id = res.body.enrollment.id;
    if (attend) await t.app.db.updateTable('course_enrollments').set({ status: 'attended', checked_in_at: NOW, updated_at: NOW }).where('id', '=', id).execute();
    return id;
  };
  const codeOf = async (id: number) => (await t.app.db.selectFrom('course_enrollments').select('certificate_code').where('id', '=', id).executeTakeFirstOrThrow()).certificate_code;
  const certificateMails = async (to: string) =>
    t.app.db.selectFrom('mail_outbox').select(['id', 'subject', 'attachment_name', 'attachment_type']).where('to_address', '=', to).where('attachment_name', 'is not', null).execute();
  const sentTo = (to: string) => mailsSentTo(t, to);
  // a mail with an invitation or an attachment is multipart; one without is its text alone
  const textOf = (mail: ReadMail) => (/multipart/i.test(mail.raw.slice(0, mail.raw.indexOf('\n\n'))) ? plainTextOf(mail) : mail.text);
  const pageToken = (mail: ReadMail) => {
    const token = /training-enrollment\?token=([A-Za-z0-9_-]+)/.exec(textOf(mail))?.[1];
    if (!token) throw new Error(`no page link in mail ${mail.id}`);
    return token;
  };

  it('issues one unguessable number and one mail with the PDF, however often and however concurrently it is asked for', async () => {
    const email = 'renee.mueller@example.com';
    const id = await attendee(englishDay, { first_name: 'Renée', last_name: 'Müller-Ibáñez', email });
    const context = courseContext(t.app);
    await Promise.all([issueCertificate(context, id), issueCertificate(context, id), issueCertificate(context, id)]);
    const code = await codeOf(id);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    await issueCertificate(courseContext(t.app), id);
    expect(await codeOf(id)).toBe(code);
    expect(await certificateMails(email)).toEqual([
      { id: expect.any(Number), subject: 'Your certificate of attendance: Saturday, December 5, 2026, 08:30 to 17:30 (Miami time)', attachment_name: `certificate-of-attendance-${code}.pdf`, attachment_type: 'application/pdf' },
    ]);

    const mails = (await sentTo(email)).filter((m) => m.subject.startsWith('Your certificate'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(textOf(mail)).toContain(`${t.app.config.siteUrl}/certificates/${code}`);
    expect(textOf(mail)).toContain('/training-enrollment?token=');
    const attached = attachmentOf(mail);
    expect(attached?.filename).toBe(`certificate-of-attendance-${code}.pdf`);
    expect(attached?.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(attached!.bytes);
    expect(text).toContain('Renée Müller-Ibáñez');
    expect(text).toContain('Certificate of Attendance');
    expect(text).toContain('December 5, 2026');
    expect(text).toContain('08:30 to 17:30 (Miami time), 8 hours of instruction');
    expect(text).toContain('Elena Marquez, FNP-BC');
    expect(text).toContain('Master Trainer');
    expect(text).toContain(code);
    // once sent, the outbox keeps no copy of the certificate
    const row = await t.app.db.selectFrom('mail_outbox').select(['status', 'attachment']).where('id', '=', (await certificateMails(email))[0]!.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', attachment: null });
  });

  it('writes the certificate in the course’s language, with a name in Cyrillic as written', async () => {
    const email = 'anna.petrova@example.com';
    const id = await attendee(spanishDay, { first_name: 'Анна', last_name: 'Петрова', email }, 'es');
    now = Date.parse('2026-12-12T23:00:00.000Z');
    await issueCertificate(courseContext(t.app), id);
    now = NOW;
    const code = (await codeOf(id)) ?? '';
    const [mail] = (await sentTo(email)).filter((m) => m.subject.startsWith('Su certificado'));
    expect(textOf(mail!)).toContain(`${t.app.config.siteUrl}/es/certificates/${code}`);
    const text = await pdfText(attachmentOf(mail!)!.bytes);
    expect(text).toContain('Анна Петрова');
    expect(text).toContain('Certificado de Asistencia');
    expect(text).toContain('12 de diciembre de 2026');
    expect(text).toContain(code);
  });

  it('prints an Arabic and a Hebrew name in their own letters, with their fonts embedded', async () => {
    for (const [first_name, last_name, email, font] of [
      ['ليلى', 'حداد', 'layla.haddad@example.com', 'NotoSansArabic-Bold'],
      ['נועה', 'כהן', 'noa.cohen@example.com', 'NotoSansHebrew-Bold'],
    ] as const) {
      const id = await attendee(englishDay, { first_name, last_name, email });
      await issueCertificate(courseContext(t.app), id);
      const [mail] = (await sentTo(email)).filter((m) => m.subject.startsWith('Your certificate'));
      const pdf = attachmentOf(mail!)!.bytes;
      expect(embeddedFonts(pdf)).toEqual(['NotoSans-Bold', 'NotoSans-Regular', font]);
      const text = await pdfText(pdf);
      expect(rtlLine(text, `${first_name} ${last_name}`)).toBeDefined();
      expect(text).toContain((await codeOf(id)) ?? 'no code');
    }
  });

  it('is issued by the staff check-in; a check-in undone before its mail went is as if never issued, and the next one issues afresh, mailed once', async () => {
    const email = 'check.in@example.com';
    const id = await attendee(englishDay, { first_name: 'Ines', last_name: 'Larrañaga', email }, 'es', false);
    const checkIn = (status: string) => staff.call('POST', `/api/staff/courses/enrollments/${id}/check-in`, { status });
    // the sender stopped, as during an SMTP outage, so the undo finds the certificate's mail unsent
    await t.app.mailer.stop();
    expect((await checkIn('attended')).status).toBe(200);
    const code = await codeOf(id);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect((await checkIn('undo')).status).toBe(200);
    expect(await codeOf(id)).toBeNull();
    expect((await t.client().get(`/api/certificates/${code}`)).status).toBe(404);
    expect((await checkIn('attended')).status).toBe(200);
    const fresh = await codeOf(id);
    expect(fresh).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(fresh).not.toBe(code);
    t.app.mailer.start();
    expect((await certificateMails(email)).map((m) => m.subject)).toEqual(['Su certificado de asistencia: sábado, 5 de diciembre de 2026, de 08:30 a 17:30 (hora de Miami)']);
  });

  it('withdraws a certificate mail not sent yet when the certificate is revoked', async () => {
    const email = 'quick.revoke@example.com';
    const id = await attendee(englishDay, { first_name: 'Noor', last_name: 'Haddad', email });
    await t.app.mailer.flush();
    await issueCertificate(courseContext(t.app), id);
    const [queued] = await certificateMails(email);
    // held back as during an SMTP outage, so the sender's own poll cannot take it first
    await t.app.db.updateTable('mail_outbox').set({ next_attempt_at: Date.now() + 3_600_000 }).where('id', '=', queued!.id).execute();
    const code = (await codeOf(id)) ?? '';
    expect((await staff.call('POST', `/api/staff/courses/certificates/${code}/revoke`, { reason: 'Checked in by mistake' })).status).toBe(200);
    expect(await certificateMails(email)).toEqual([]);
    expect((await sentTo(email)).map((m) => m.subject)).toEqual(['Your seat is reserved: Saturday, December 5, 2026, 08:30 to 17:30 (Miami time)']);
  });

  it('issues nothing for an enrollment that was not attended', async () => {
    const email = 'not.there@example.com';
    const id = await attendee(englishDay, { email }, 'en', false);
    await issueCertificate(courseContext(t.app), id);
    await issueCertificate(courseContext(t.app), 999_999);
    expect(await codeOf(id)).toBeNull();
    expect(await certificateMails(email)).toEqual([]);
  });

  it('answers the public check with valid, the name and the day only; an unknown number is a 404', async () => {
    const id = await attendee(englishDay, { first_name: 'Grace', last_name: 'O’Neill', email: 'grace.oneill@example.com' });
    await issueCertificate(courseContext(t.app), id);
    const code = (await codeOf(id)) ?? '';
    const res = await t.client().get(`/api/certificates/${code}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ success: true, certificate: { code, status: 'valid', name: 'Grace O’Neill', course_date: '2026-12-05', revoked_at: null } });
    expect(res.text).not.toContain('grace.oneill@example.com');
    // typed by hand from the paper, in small letters
    expect((await t.client().get(`/api/certificates/${code.toLowerCase()}`)).status).toBe(200);
    for (const unknown of ['0000000000000000000A', 'short', encodeURIComponent('Ж'.repeat(20)), 'x'.repeat(90)]) {
      const miss = await t.client().get(`/api/certificates/${unknown}`, { 'accept-language': 'es' });
      expect(miss.status, unknown.slice(0, 20)).toBe(404);
      expect(miss.body).toEqual({ success: false, message: 'No existe ningún certificado con este número.' });
    }
    // past the router's longest path parameter: refused before the call, still as JSON
    const huge = await t.client().get(`/api/certificates/${'x'.repeat(1000)}`);
    expect(huge.status).toBe(414);
    expect(huge.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('lets only signed-in staff revoke, with a reason; the check then says revoked, with the date', async () => {
    const id = await attendee(englishDay, { first_name: 'Mara', last_name: 'Lindqvist', email: 'mara.lindqvist@example.com' });
    await issueCertificate(courseContext(t.app), id);
    const code = (await codeOf(id)) ?? '';
    const revoke = `/api/staff/courses/certificates/${code}/revoke`;

    const anonymous = await staffCall(t.client())('POST', revoke, { reason: 'Left at noon' });
    expect(anonymous.status).toBe(401);
    const noXsrf = await staff.client.request(revoke, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'Left at noon' }) });
    expect(noXsrf.status).toBe(403);
    for (const reason of [undefined, '', '   ', 'x'.repeat(501), 'a\u0000b', { text: 'no' }, 42]) {
      const bad = await staff.call('POST', revoke, { reason });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ success: false, message: 'Please give the reason for revoking in up to 500 characters, on one line.' });
    }
    expect((await staff.call('POST', '/api/staff/courses/certificates/0000000000000000000A/revoke', { reason: 'Left at noon' })).status).toBe(404);
    expect((await t.client().get(`/api/certificates/${code}`)).body).toMatchObject({ certificate: { status: 'valid' } });

    now = NOW + 3_600_000;
    const done = await staff.call('POST', revoke, { reason: '  Left at noon, before the practical session  ' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: 'Certificate revoked. Its verification page now says so.', revoked_at: new Date(now).toISOString() });
    const again = await staff.call('POST', revoke, { reason: 'Twice' });
    expect(again.status).toBe(409);
    now = NOW;

    const check = await t.client().get(`/api/certificates/${code}`);
    expect(check.body).toEqual({ success: true, certificate: { code, status: 'revoked', name: 'Mara Lindqvist', course_date: '2026-12-05', revoked_at: new Date(NOW + 3_600_000).toISOString() } });
    expect(check.text).not.toContain('practical session');
    const staffId = (await t.app.db.selectFrom('staff_users').select('id').where('email', '=', staff.email).executeTakeFirstOrThrow()).id;
    const audit = await t.app.db.selectFrom('course_audit').select(['day_id', 'enrollment_id', 'staff_id', 'actor', 'action', 'detail']).where('action', '=', 'certificate_revoked').where('enrollment_id', '=', id).execute();
    expect(audit).toEqual([{ day_id: englishDay, enrollment_id: id, staff_id: staffId, actor: staff.email, action: 'certificate_revoked', detail: `${code}: Left at noon, before the practical session` }]);
    // revoked stays revoked: asking again issues nothing new
    await issueCertificate(courseContext(t.app), id);
    expect(await codeOf(id)).toBe(code);
  });

  it('lets her download the certificate again from her own page, and only an issued, unrevoked one', async () => {
    const email = 'lucia.ferrer@example.com';
    const id = await attendee(englishDay, { first_name: 'Lucía', last_name: 'Ferrer', email });
    const [reserved] = await sentTo(email);
    const token = pageToken(reserved!);
    const download = (tokenValue: string, lang = 'en') =>
      fetch(`${t.baseUrl}/api/courses/enrollment/certificate`, { headers: { 'x-enrollment-token': tokenValue, 'accept-language': lang } });

    const before = await download(token);
    expect(before.status).toBe(404);
    expect(await before.json()).toEqual({ success: false, message: 'There is no certificate for this enrollment yet.' });
    expect((await download('not-a-token')).status).toBe(410);
    expect((await download('x'.repeat(5000))).status).toBe(410);

    await issueCertificate(courseContext(t.app), id);
    const code = (await codeOf(id)) ?? '';
    const res = await download(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="certificate-of-attendance-${code}.pdf"`);
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Lucía Ferrer');
    expect(text).toContain(code);
    // the view of her page says it is there
    const view = await t.client().get<{ enrollment: { certificate: unknown } }>('/api/courses/enrollment', { 'x-enrollment-token': token });
    expect(view.body.enrollment.certificate).toEqual({ code, revoked: false });

    expect((await staff.call('POST', `/api/staff/courses/certificates/${code}/revoke`, { reason: 'Issued to the wrong person' })).status).toBe(200);
    expect((await download(token, 'es')).status).toBe(404);
  });

  describe.runIf(siteBuilt)('the verification page', () => {
    let site: TestApp;
    beforeAll(async () => {
      site = await startTestApp(dialect, { site: true, clock: () => now, databaseUrl: t.databaseUrl, dataDir: t.dataDir });
    });
    afterAll(async () => {
      await site?.close();
    });

    it('shows valid or revoked with the name and the day, never indexed, in English and Spanish; an unknown number is a 404', async () => {
      const id = await attendee(englishDay, { first_name: 'Zoë', last_name: 'Adébayo', email: 'zoe.adebayo@example.com' });
      await issueCertificate(courseContext(t.app), id);
      const code = (await codeOf(id)) ?? '';
      const page = await site.client().get(`/certificates/${code}`);
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      expect(page.text).toContain('Zoë Adébayo');
      expect(page.text).toContain('Saturday, December 5, 2026');
      expect(page.text).toContain('>Valid<');
      expect(page.text).not.toContain('zoe.adebayo@example.com');
      const es = await site.client().get(`/es/certificates/${code}`);
      expect(es.text).toContain('sábado, 5 de diciembre de 2026');
      expect(es.text).toContain('>Válido<');

      expect((await staff.call('POST', `/api/staff/courses/certificates/${code}/revoke`, { reason: 'Paid with a reversed card' })).status).toBe(200);
      const revoked = await site.client().get(`/certificates/${code}`);
      expect(revoked.text).toContain('>Revoked<');
      expect(revoked.text).toContain('The clinic revoked this certificate on Sunday, December 6, 2026.');
      expect(revoked.text).not.toContain('reversed card');

      for (const url of ['/certificates/0000000000000000000A', '/es/certificates/nothing-here', '/certificates/a%00b', `/certificates/${code.toLowerCase()}x`]) {
        const missing = await site.client().get(url);
        expect(missing.status, url).toBe(404);
        expect(missing.text).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      }
    });
  });
});
