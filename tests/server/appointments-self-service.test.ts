/**
 * The appointment mails and self-service links (server/appointments/manage-routes.ts): book,
 * reschedule, cancel give three invitations with one UID, SEQUENCE 0/1/2 and METHOD
 * REQUEST/REQUEST/CANCEL (parsed by ical.js), in the patient's language, with links that work once
 * and until the start; the clinic is told of each; a cancelled or moved time is free again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { mailsSentTo, readOutbox, type ReadMail } from './helpers/outbox';
import { invitationIn, plainTextOf } from './helpers/invitations';
import { withProof } from './helpers/proof-of-work';
import { timedForm } from './helpers/appointment-forms';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const GONE = 'This link has expired or has already been used. Please call the clinic or book a new time on our website.';

describe.each(dialects)('appointment mails and self-service (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  let now = NOW;
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => now });
    jpeg = await makeJpeg({ width: 64, height: 64 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailsTo = (to: string) => mailsSentTo(t, to);
  const tokenIn = (mail: ReadMail | undefined, path = '/appointment') => {
    const match = new RegExp(`(https?://\\S+${path}\\?token=\\S+)`).exec(mail ? plainTextOf(mail) : '');
    if (!match?.[1]) throw new Error(`no ${path} link in ${mail?.subject}`);
    return new URL(match[1]).searchParams.get('token') ?? '';
  };
  const offered = async (type: string, date: string) =>
    ((await t.client().get<{ days: { slots: { start: string }[] }[] }>(`/api/appointments/availability?type=${type}&from=${date}&to=${date}`)).body.days[0]?.slots ?? []).map((s) => s.start);

  it('book, reschedule, cancel: three invitations with one UID, SEQUENCE 0/1/2, REQUEST/REQUEST/CANCEL; the clinic told of each', async () => {
    now = NOW;
    const email = 'ines.self@example.com';
    const booked = await t.client().postForm(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, { type: 'in-person', start: '2026-12-03T15:00:00.000Z' }, { email })));
    expect(booked.status).toBe(200);
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.subject).toBe('Your consultation is booked: Thursday, December 3, 2026 at 10:00 AM (Miami time)');
    expect(plainTextOf(confirmation as ReadMail)).toContain('Your in-person consultation with Endolift Miami is booked for Thursday, December 3, 2026 at 10:00 AM (Miami time).');
    expect(plainTextOf(confirmation as ReadMail)).toContain('1450 Brickell Avenue, Suite 2100, Miami, FL 33131');
    const first = invitationIn(confirmation as ReadMail);
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED', start: '2026-12-03T15:00:00.000Z', end: '2026-12-03T16:00:00.000Z', utc: true });
    expect(first.location).toContain('1450 Brickell Avenue');
    const token = tokenIn(confirmation);

    const seen = await t.client().get('/api/appointments/manage', { 'x-appointment-token': token });
    expect(seen.body).toEqual({
      success: true,
      appointment: { id: expect.any(Number), type: 'in-person', start: '2026-12-03T15:00:00.000Z', end: '2026-12-03T16:00:00.000Z', zone: 'America/New_York', language: 'en', status: 'booked' },
    });

    const moved = await t.client().post('/api/appointments/manage/reschedule', { token, start: '2026-12-04T19:00:00.000Z' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ success: true, message: 'Your appointment has moved. The new invitation is on its way to your e-mail.', appointment: { start: '2026-12-04T19:00:00.000Z', status: 'booked' } });
    // the old time is free again, the new one taken
    expect(await offered('in-person', '2026-12-03')).toContain('2026-12-03T15:00:00.000Z');
    expect(await offered('in-person', '2026-12-04')).not.toContain('2026-12-04T19:00:00.000Z');
    // the used link is spent; opened again, it says the appointment changed and where it stands now, naming no one
    expect((await t.client().post('/api/appointments/manage/reschedule', { token, start: '2026-12-07T15:00:00.000Z' })).status).toBe(410);
    const replaced = await t.client().get('/api/appointments/manage', { 'x-appointment-token': token });
    expect(replaced.status).toBe(410);
    expect(replaced.body).toEqual({
      success: false,
      message: 'This appointment has changed since this e-mail was sent. The newest e-mail from us has the link that works; your appointment as it stands now is below.',
      appointment: { id: expect.any(Number), type: 'in-person', start: '2026-12-04T19:00:00.000Z', end: '2026-12-04T20:00:00.000Z', zone: 'America/New_York', language: 'en', status: 'booked' },
    });
    expect(JSON.stringify(replaced.body)).not.toContain(email);
    // the page that moved it keeps a link of its own: it opens the moved appointment
    expect(typeof moved.body.token).toBe('string');
    expect((await t.client().get('/api/appointments/manage', { 'x-appointment-token': moved.body.token as string })).body).toMatchObject({ success: true, appointment: { start: '2026-12-04T19:00:00.000Z' } });

    const second = (await mailsTo(email))[1];
    expect(second?.subject).toBe('Your consultation has moved: Friday, December 4, 2026 at 2:00 PM (Miami time)');
    const secondInvitation = invitationIn(second as ReadMail);
    expect(secondInvitation).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1, start: '2026-12-04T19:00:00.000Z', utc: true });
    const freshToken = tokenIn(second);
    expect(freshToken).not.toBe(token);

    const cancelled = await t.client().post('/api/appointments/manage/cancel', { token: freshToken });
    expect(cancelled.body).toEqual({ success: true, message: 'Your appointment is cancelled. A confirmation is on its way to your e-mail.' });
    expect(await offered('in-person', '2026-12-04')).toContain('2026-12-04T19:00:00.000Z');
    const third = (await mailsTo(email))[2];
    expect(third?.subject).toBe('Your consultation is cancelled: Friday, December 4, 2026 at 2:00 PM (Miami time)');
    expect(invitationIn(third as ReadMail)).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2, status: 'CANCELLED' });
    expect(await mailsTo(email)).toHaveLength(3);

    // a reused link: 410 with a clear message, in the request's language
    expect(await t.client().post('/api/appointments/manage/cancel', { token: freshToken })).toMatchObject({ status: 410, body: { success: false, message: GONE } });
    expect((await t.client().get('/api/appointments/manage', { 'accept-language': 'es', 'x-appointment-token': freshToken })).body).toEqual({
      success: false,
      message: 'Esta cita fue cancelada, por eso su enlace ya no funciona.',
      appointment: expect.objectContaining({ start: '2026-12-04T19:00:00.000Z', status: 'cancelled' }),
    });
    // the page's own link was retired by the cancellation too
    expect((await t.client().post('/api/appointments/manage/cancel', { token: moved.body.token as string })).status).toBe(410);
    // a link never issued says nothing of any appointment
    expect((await t.client().get('/api/appointments/manage', { 'x-appointment-token': 'x'.repeat(43) })).body).toEqual({ success: false, message: GONE });

    const row = await t.app.db.selectFrom('appointments').select(['id', 'status', 'sequence', 'lead_id']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect(await t.app.db.selectFrom('appointment_claims').select('cell').where('appointment_id', '=', row.id).execute()).toEqual([]);
    const notices = readOutbox(t.dataDir).filter((m) => m.subject.startsWith(`Appointment #${row.id} `));
    expect(notices.map((m) => m.subject)).toEqual([
      `Appointment #${row.id} booked: Thursday, December 3, 2026 at 10:00 AM (Miami time)`,
      `Appointment #${row.id} moved: Friday, December 4, 2026 at 2:00 PM (Miami time)`,
      `Appointment #${row.id} cancelled: Friday, December 4, 2026 at 2:00 PM (Miami time)`,
    ]);
    for (const n of notices) {
      expect(n.text).toContain(`/staff/leads/consultation/${row.lead_id}`);
      expect(n.text).not.toContain(email);
    }
  });

  it("her own time beside Miami's when she booked from another zone, in her language; none from Miami's zone or an unknown one", async () => {
    now = NOW;
    const cases = [
      { email: 'zone.la@example.com', zone: 'America/Los_Angeles', lang: 'en', start: '2026-12-14T15:00:00.000Z' },
      { email: 'zona.madrid@example.com', zone: 'Europe/Madrid', lang: 'es', start: '2026-12-15T15:00:00.000Z' },
      { email: 'zone.miami@example.com', zone: 'America/New_York', lang: 'en', start: '2026-12-16T15:00:00.000Z' },
      { email: 'zone.bogus@example.com', zone: 'Mars/Olympus_Mons', lang: 'en', start: '2026-12-17T15:00:00.000Z' },
    ];
    for (const c of cases) {
      const form = await withProof(t.baseUrl, timedForm(jpeg, { type: 'in-person', start: c.start }, { email: c.email, appointment_zone: c.zone }));
      expect((await t.client().postForm(apiPath('scheduleconversation'), form, { 'accept-language': c.lang })).status).toBe(200);
    }
    const stored = await t.app.db.selectFrom('appointments').select(['email', 'visitor_zone']).where('email', 'in', cases.map((c) => c.email)).orderBy('email').execute();
    expect(stored).toEqual([
      { email: 'zona.madrid@example.com', visitor_zone: 'Europe/Madrid' },
      { email: 'zone.bogus@example.com', visitor_zone: null },
      { email: 'zone.la@example.com', visitor_zone: 'America/Los_Angeles' },
      { email: 'zone.miami@example.com', visitor_zone: 'America/New_York' },
    ]);
    const text = async (email: string) => plainTextOf((await mailsTo(email))[0] as ReadMail);
    expect(await text('zone.la@example.com')).toContain('is booked for Monday, December 14, 2026 at 10:00 AM (Miami time).\nThat is Monday, December 14, 2026 at 7:00 AM where you are (America/Los Angeles).');
    expect(await text('zona.madrid@example.com')).toMatch(/\(hora de Miami\)\.\nEs decir, martes, 15 de diciembre de 2026, 4:00\sp\.\s?m\. donde usted está \(Europe\/Madrid\)\./);
    expect(await text('zone.miami@example.com')).not.toContain('where you are');
    expect(await text('zone.bogus@example.com')).not.toContain('where you are');
  });

  it('in Spanish: the mail, the call instructions and the /es/appointment link', async () => {
    now = NOW;
    const email = 'lucia.es@example.com';
    const res = await t.client().postForm(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, { type: 'phone', start: '2026-12-02T20:00:00.000Z' }, { email })), { 'accept-language': 'es' });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/^Su consulta está reservada: miércoles, 2 de diciembre de 2026, 3:00\sp\.\s?m\. \(hora de Miami\)$/);
    expect(plainTextOf(mail as ReadMail)).toContain('Por teléfono: le llamaremos al número que nos dio.');
    const token = tokenIn(mail, '/es/appointment');
    expect(invitationIn(mail as ReadMail)).toMatchObject({ method: 'REQUEST', sequence: 0, location: 'Por teléfono: le llamaremos al número que nos dio.' });
    const taken = await t.client().post('/api/appointments/manage/reschedule', { token, start: '2026-12-02T20:00:00.000Z' }, { 'accept-language': 'es' });
    // its own time counts as free: moving to it is allowed, moving into another booking is not
    expect(taken.status).toBe(200);
  });

  it('a link expires when the appointment starts: 410, and nothing changes', async () => {
    now = NOW;
    const email = 'late@example.com';
    await t.client().postForm(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, { type: 'video', start: '2026-12-02T15:00:00.000Z' }, { email })));
    const token = tokenIn((await mailsTo(email))[0]);
    now = Date.parse('2026-12-02T15:00:00.000Z');
    expect(await t.client().post('/api/appointments/manage/cancel', { token })).toMatchObject({ status: 410, body: { success: false, message: GONE } });
    expect((await t.client().get('/api/appointments/manage', { 'x-appointment-token': token })).status).toBe(410);
    now = NOW;
    const row = await t.app.db.selectFrom('appointments').select('status').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.status).toBe('booked');
  });

  it('moving into a taken time answers 409 with fresh times and keeps the link good; nonsense answers JSON', async () => {
    now = NOW;
    const email = 'mover@example.com';
    await t.client().postForm(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, { type: 'video', start: '2026-12-08T15:00:00.000Z' }, { email })));
    await t.client().postForm(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, { type: 'video', start: '2026-12-08T16:00:00.000Z' })));
    const token = tokenIn((await mailsTo(email))[0]);
    const taken = await t.client().post('/api/appointments/manage/reschedule', { token, start: '2026-12-08T16:00:00.000Z' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ success: false, code: 'slot_unavailable', message: 'That time was just taken. Please choose another time.' });
    // its own current time is among the fresh times
    expect((taken.body.slots as { start: string }[]).map((s) => s.start)).toContain('2026-12-08T15:00:00.000Z');
    expect((await t.client().post('/api/appointments/manage/reschedule', { token, start: 'next week' })).status).toBe(400);
    for (const body of [{}, { token: 42 }, { token: 'x'.repeat(500) }, [token]]) {
      expect(await t.client().post('/api/appointments/manage/cancel', body)).toMatchObject({ status: 410, body: { success: false, message: GONE } });
    }
    expect((await t.client().get('/api/appointments/manage')).status).toBe(410);
    expect((await t.client().post('/api/appointments/manage/cancel', { token })).status).toBe(200);
  });
});
