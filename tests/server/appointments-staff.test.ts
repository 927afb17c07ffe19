/**
 * The staff appointment calls (server/appointments/staff-appointment-routes.ts): behind the staff
 * guard; the calendar's list; move (409 into a taken time), attended / no-show / cancelled, each in
 * the lead's audit log; weekly hours and date overrides that the free times follow at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { withProof } from './helpers/proof-of-work';
import { timedForm, uniquePhone } from './helpers/appointment-forms';
import { clinicTimeOf } from '../../server/appointments/clinic-zone';
import { addStaffAccount, setPasswordThroughLink, signInStaff, type StaffMember } from './staff-fixtures';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
type Listed = { id: number; type: string; start: string; end: string; status: string; language: string; patient: Record<string, string>; leadId: number | null };

describe.each(dialects)('staff appointments (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  let staff: StaffMember;
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => NOW });
    jpeg = await makeJpeg({ width: 64, height: 64 });
    const { email, link } = await addStaffAccount(t);
    await setPasswordThroughLink(t, link);
    staff = await signInStaff(t, email);
  });
  afterAll(async () => {
    await t?.close();
  });

  const book = async (type: string, start: string, email: string, headers: Record<string, string> = {}, phone = uniquePhone()) => {
    const res = await t.client().postForm<{ appointment: { id: number } }>(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, { type, start }, { email, phone })), headers);
    expect(res.status, res.text).toBe(200);
    return res.body.appointment.id;
  };
  const offered = async (type: string, date: string) =>
    ((await t.client().get<{ days: { slots: { start: string }[] }[] }>(`/api/appointments/availability?type=${type}&from=${date}&to=${date}`)).body.days[0]?.slots ?? []).map((s) => s.start);

  it('is for signed-in staff only, and writes need the staff XSRF header', async () => {
    expect((await t.client().get('/api/staff/appointments?from=2026-12-01&to=2026-12-07')).status).toBe(401);
    expect((await t.client().get('/api/staff/hours')).status).toBe(401);
    const noXsrf = await staff.client.request('/api/staff/hours', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ weekly: [] }) });
    expect(noXsrf.status).toBe(403);
  });

  it('lists the days’ appointments with type, patient, language and status', async () => {
    const id = await book('video', '2026-12-02T15:00:00.000Z', 'cal@example.com', { 'accept-language': 'es' }, '(305) 555-0111');
    const res = await staff.call<{ zone: string; appointments: Listed[] }>('GET', '/api/staff/appointments?from=2026-12-02&to=2026-12-02');
    expect(res.status).toBe(200);
    expect(res.body.zone).toBe('America/New_York');
    const lead = await t.app.db.selectFrom('consultation_requests').select('id').where('email', '=', 'cal@example.com').executeTakeFirstOrThrow();
    expect(res.body.appointments).toEqual([
      { id, type: 'video', start: '2026-12-02T15:00:00.000Z', end: '2026-12-02T15:30:00.000Z', status: 'booked', language: 'es', patient: { firstName: 'Rosa', lastName: 'Diaz', email: 'cal@example.com', phone: '3055550111' }, leadId: lead.id, areas: [] },
    ]);
    expect((await staff.call('GET', '/api/staff/appointments?from=2026-12-03&to=2026-12-01')).status).toBe(400);
    // the list showed her name, e-mail and phone: her lead's access log says who listed it and which days
    const logged = await t.app.db.selectFrom('lead_audit').select(['actor', 'action', 'detail']).where('lead_id', '=', lead.id).where('action', '=', 'calendar_listed').execute();
    expect(logged).toEqual([{ actor: staff.email, action: 'calendar_listed', detail: '2026-12-02 to 2026-12-02' }]);
  });

  it('moves an appointment (409 into a taken time), marks attended, no-show and cancelled; the lead’s audit log says so', async () => {
    const a = await book('phone', '2026-12-03T15:00:00.000Z', 'move-a@example.com');
    await book('phone', '2026-12-03T16:00:00.000Z', 'move-b@example.com');
    const taken = await staff.call('POST', `/api/staff/appointments/${a}/move`, { start: '2026-12-03T16:00:00.000Z' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'slot_unavailable', message: 'That time was just taken. Please choose another time.' });
    const moved = await staff.call<{ appointment: Listed }>('POST', `/api/staff/appointments/${a}/move`, { start: '2026-12-03T18:30:00.000Z' });
    expect(moved.status).toBe(200);
    expect(moved.body.appointment).toMatchObject({ id: a, start: '2026-12-03T18:30:00.000Z', status: 'booked' });
    expect(await offered('phone', '2026-12-03')).toContain('2026-12-03T15:00:00.000Z');
    const row = await t.app.db.selectFrom('appointments').select(['sequence', 'lead_id']).where('id', '=', a).executeTakeFirstOrThrow();
    expect(row.sequence).toBe(1);

    expect((await staff.call<{ appointment: Listed }>('POST', `/api/staff/appointments/${a}/status`, { status: 'attended', areas: ['neck'] })).body.appointment.status).toBe('attended');
    expect(await staff.call('POST', `/api/staff/appointments/${a}/status`, { status: 'cancelled' })).toMatchObject({ status: 409, body: { success: false, message: 'This appointment is not booked any more, so it cannot be changed.' } });
    expect((await staff.call('POST', `/api/staff/appointments/${a}/status`, { status: 'booked' })).status).toBe(400);
    const lead = await staff.call<{ audit: { action: string; detail: string; actor: string }[] }>('GET', `/api/staff/leads/consultation/${row.lead_id}`);
    const actions = lead.body.audit.filter((x) => x.action.startsWith('appointment_'));
    expect(actions.map((x) => [x.action, x.detail, x.actor])).toEqual([
      ['appointment_status_changed', 'booked → attended', staff.email],
      ['appointment_moved', 'Thursday, December 3, 2026 at 10:00 AM (Miami time) → Thursday, December 3, 2026 at 1:30 PM (Miami time)', staff.email],
    ]);

    const c = await book('video', '2026-12-04T15:00:00.000Z', 'cancel-c@example.com');
    expect((await staff.call<{ appointment: Listed }>('POST', `/api/staff/appointments/${c}/status`, { status: 'cancelled' })).body.appointment.status).toBe('cancelled');
    expect(await offered('video', '2026-12-04')).toContain('2026-12-04T15:00:00.000Z');
    const d = await book('video', '2026-12-04T16:00:00.000Z', 'noshow-d@example.com');
    expect((await staff.call<{ appointment: Listed }>('POST', `/api/staff/appointments/${d}/status`, { status: 'no-show' })).body.appointment.status).toBe('no-show');
    expect((await staff.call('POST', '/api/staff/appointments/999999/status', { status: 'attended', areas: ['neck'] })).status).toBe(404);
    expect((await staff.call('POST', '/api/staff/appointments/abc/move', { start: '2026-12-04T16:00:00.000Z' })).status).toBe(404);
  });

  it('a lead links to its appointment, and the CSV export has its type, time and status', async () => {
    const id = await book('in-person', '2026-12-07T15:00:00.000Z', 'linked@example.com');
    const lead = await t.app.db.selectFrom('consultation_requests').select('id').where('email', '=', 'linked@example.com').executeTakeFirstOrThrow();
    const record = await staff.call('GET', `/api/staff/leads/consultation/${lead.id}`);
    expect(record.body.appointment).toEqual({ id, type: 'in-person', start: '2026-12-07T15:00:00.000Z', status: 'booked' });
    const csv = await staff.call('POST', '/api/staff/leads/export', { q: 'linked@example.com' });
    expect(csv.status).toBe(200);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/"Appointment type","Appointment \(Miami time\)","Appointment status"$/);
    expect(lines[1]).toMatch(/,"in-person","2026-12-07 10:00","booked"$/);
    const contact = await t.client().post(apiPath('contactus'), { name: 'No Time', email: 'notime@example.com', phone: '3055550199', message: 'Hello' });
    expect(contact.status).toBe(200);
    const message = await t.app.db.selectFrom('contact_messages').select('id').where('email', '=', 'notime@example.com').executeTakeFirstOrThrow();
    expect((await staff.call('GET', `/api/staff/leads/contact/${message.id}`)).body.appointment).toBeNull();
  });

  it('edits the weekly hours and date overrides, and the free times follow at once', async () => {
    const before = await staff.call<{ weekly: { weekday: number; start: string; end: string; breaks: unknown[] }[]; holidays: { date: string; name: string }[] }>('GET', '/api/staff/hours');
    expect(before.body.weekly[0]).toEqual({ weekday: 1, start: '09:00', end: '17:00', breaks: [{ start: '12:30', end: '13:30' }] });
    // the holidays the clinic closes for in the coming year, listed beside the hours (the page shows them)
    expect(before.body.holidays.slice(0, 2)).toEqual([
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2027-01-01', name: "New Year's Day" },
    ]);
    expect(before.body.holidays.every((h) => h.date >= '2026-12-01' && h.date <= '2027-12-02')).toBe(true);
    const week = [{ weekday: 3, start: '08:00', end: '10:00', breaks: [] }];
    const put = await staff.call<{ weekly: unknown[] }>('PUT', '/api/staff/hours', { weekly: week });
    expect(put.body.weekly).toEqual(week);
    expect((await offered('video', '2026-12-09')).map((s) => clinicTimeOf(Date.parse(s)))).toEqual(['08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30']);
    expect(await offered('video', '2026-12-10')).toEqual([]);
    for (const bad of [{ weekly: [{ weekday: 7, start: '08:00', end: '10:00' }] }, { weekly: [{ weekday: 1, start: '10:00', end: '09:00' }] }, { weekly: [{ weekday: 1, start: '09:00', end: '17:00', breaks: [{ start: '08:00', end: '10:00' }] }] }, { weekly: 'all day' }]) {
      expect((await staff.call('PUT', '/api/staff/hours', bad)).status).toBe(400);
    }
    const closed = await staff.call<{ overrides: { id: number; date: string; closed: boolean; note?: string }[] }>('POST', '/api/staff/hours/overrides', { date: '2026-12-16', closed: true, note: 'Conference' });
    expect(closed.body.overrides).toEqual([{ id: expect.any(Number), date: '2026-12-16', closed: true, note: 'Conference' }]);
    expect(await offered('video', '2026-12-16')).toEqual([]);
    const extra = await staff.call<{ overrides: { id: number }[] }>('POST', '/api/staff/hours/overrides', { date: '2026-12-13', closed: false, start: '11:00', end: '12:00' });
    expect((await offered('video', '2026-12-13')).map((s) => clinicTimeOf(Date.parse(s)))).toEqual(['11:00', '11:15', '11:30']);
    const id = extra.body.overrides.find((o) => 'id' in o && (o as { date?: string }).date === '2026-12-13')?.id;
    expect((await staff.call('DELETE', `/api/staff/hours/overrides/${id}`)).status).toBe(200);
    expect(await offered('video', '2026-12-13')).toEqual([]);
    expect((await staff.call('DELETE', `/api/staff/hours/overrides/${id}`)).status).toBe(404);
    expect((await staff.call('POST', '/api/staff/hours/overrides', { date: '2026-12-13', closed: false })).status).toBe(400);
  });
});
