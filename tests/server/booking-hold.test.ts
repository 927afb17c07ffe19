/**
 * In-person bookings held for the clinic's confirmation (server/appointments/booking-hold-repository.ts,
 * booking-confirmation-routes.ts): with the setting on, an in-person booking holds its time as
 * 'pending' and the patient is told the clinic will confirm; staff confirm (her invitation and link
 * go out) or decline (the time is free again, she is told in her language); other types and the
 * setting off book at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { withProof } from './helpers/proof-of-work';
import { timedForm } from './helpers/appointment-forms';
import { mailsSentTo, readOutbox, type ReadMail } from './helpers/outbox';
import { invitationIn, plainTextOf } from './helpers/invitations';
import { newStaffMember, type StaffMember } from './staff-fixtures';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
type Booked = { success: boolean; message: string; appointment: { id: number; status?: string } };

describe.each(dialects)('in-person bookings held for confirmation (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  let staff: StaffMember;
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => NOW });
    jpeg = await makeJpeg({ width: 64, height: 64 });
    staff = await newStaffMember(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const book = async (type: string, start: string, email: string, headers: Record<string, string> = {}) =>
    t.client().postForm<Booked>(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, { type, start }, { email })), headers);
  const offered = async (type: string, date: string) =>
    ((await t.client().get<{ days: { slots: { start: string }[] }[] }>(`/api/appointments/availability?type=${type}&from=${date}&to=${date}`)).body.days[0]?.slots ?? []).map((s) => s.start);
  const mailsTo = (to: string) => mailsSentTo(t, to);
  const hasInvitation = (mail: ReadMail) => /Content-Type: text\/calendar/i.test(mail.raw);

  it('holds an in-person booking as pending, tells her the clinic will confirm, and confirming sends her invitation and link', async () => {
    expect((await staff.call('GET', '/api/staff/booking-settings')).body).toEqual({ success: true, holdInPerson: false });
    const on = await staff.call('PUT', '/api/staff/booking-settings', { holdInPerson: true });
    expect(on.body).toEqual({ success: true, holdInPerson: true, message: 'New in-person bookings now wait for your confirmation.' });

    const email = `held.${dialect}@example.com`;
    const start = '2026-12-03T15:00:00.000Z';
    const res = await book('in-person', start, email);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Thank you! Your time is held, and the clinic will confirm it by e-mail shortly.');
    expect(res.body.appointment).toMatchObject({ type: 'in-person', start, status: 'pending' });
    // the time is held: nobody else is offered it
    expect(await offered('in-person', '2026-12-03')).not.toContain(start);
    const [request] = await mailsTo(email);
    expect(request?.subject).toBe('We have your request: Thursday, December 3, 2026 at 10:00 AM (Miami time)');
    // a mail without an invitation is a single text part
    expect((request as ReadMail).text).toContain('The time is held for you, and the clinic will confirm it by e-mail shortly');
    expect(hasInvitation(request as ReadMail)).toBe(false);
    const notice = readOutbox(t.dataDir).find((m) => m.subject.startsWith(`Appointment #${res.body.appointment.id} awaits your confirmation`));
    expect(notice?.text).toContain('/staff/calendar');

    // a phone call is not held
    const phone = await book('phone', '2026-12-03T19:00:00.000Z', `phone.${dialect}@example.com`);
    expect(phone.body.appointment.status).toBeUndefined();
    expect(phone.body.message).toBe('Thank you! Your consultation is booked. A confirmation is on its way to your e-mail.');

    const listed = await staff.call<{ appointments: { id: number; status: string }[] }>('GET', '/api/staff/appointments?from=2026-12-03&to=2026-12-03');
    expect(listed.body.appointments.find((a) => a.id === res.body.appointment.id)?.status).toBe('pending');

    const confirmed = await staff.call<{ message: string; appointment: { status: string } }>('POST', `/api/staff/appointments/${res.body.appointment.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Confirmed. The patient gets the invitation by e-mail.');
    expect(confirmed.body.appointment.status).toBe('booked');
    const mails = await mailsTo(email);
    const booked = mails.find((m) => m.subject.startsWith('Your consultation is booked'));
    expect(invitationIn(booked as ReadMail)).toMatchObject({ method: 'REQUEST', sequence: 0, start });
    const token = new URL(/(https?:\/\/\S+\/appointment\?token=\S+)/.exec(plainTextOf(booked as ReadMail))?.[1] ?? 'http://x/').searchParams.get('token') ?? '';
    expect((await t.client().get<{ appointment: { status: string } }>('/api/appointments/manage', { 'x-appointment-token': token })).body.appointment.status).toBe('booked');
    expect((await staff.call('POST', `/api/staff/appointments/${res.body.appointment.id}/confirm`)).status).toBe(409);
    const audit = await t.app.db.selectFrom('lead_audit').select(['action', 'detail']).where('action', '=', 'appointment_status_changed').where('detail', 'like', 'pending%').execute();
    expect(audit).toContainEqual({ action: 'appointment_status_changed', detail: 'pending → booked (confirmed)' });
  });

  it('declining frees the time and tells her in her language, with no invitation; with the setting off, in-person books at once', async () => {
    await staff.call('PUT', '/api/staff/booking-settings', { holdInPerson: true });
    const email = `declined.${dialect}@example.com`;
    const start = '2026-12-04T15:00:00.000Z';
    const res = await book('in-person', start, email, { 'accept-language': 'es' });
    expect(res.body.message).toBe('¡Gracias! Le reservamos el horario y la clínica se lo confirmará por correo en breve.');
    const declined = await staff.call<{ message: string; appointment: { status: string } }>('POST', `/api/staff/appointments/${res.body.appointment.id}/decline`);
    expect(declined.body).toMatchObject({ message: 'Declined. The time is free again, and the patient is asked to choose another.', appointment: { status: 'cancelled' } });
    expect(await offered('in-person', '2026-12-04')).toContain(start);
    const last = (await mailsTo(email)).at(-1) as ReadMail;
    expect(last.subject).toBe('No pudimos mantener el horario que pidió: viernes, 4 de diciembre de 2026, 10:00 a.m. (hora de Miami)');
    expect(hasInvitation(last)).toBe(false);
    expect((await staff.call('POST', `/api/staff/appointments/${res.body.appointment.id}/decline`)).status).toBe(409);
    expect((await staff.call('POST', '/api/staff/appointments/99999999/decline')).status).toBe(404);

    const off = await staff.call('PUT', '/api/staff/booking-settings', { holdInPerson: false });
    expect(off.body).toEqual({ success: true, holdInPerson: false, message: 'New in-person bookings are now booked at once.' });
    const now = await book('in-person', '2026-12-07T15:00:00.000Z', `at.once.${dialect}@example.com`);
    expect(now.body.appointment.status).toBeUndefined();
    expect((await staff.call('PUT', '/api/staff/booking-settings', { holdInPerson: 'yes' })).status).toBe(400);
    expect((await t.client().get('/api/staff/booking-settings')).status).toBe(401);
  });
});
