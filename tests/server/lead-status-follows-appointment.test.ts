/**
 * A consultation request's status follows its appointment (server/appointments/lead-status.ts): a
 * booked time sets Booked, so the inbox and the results count online bookings; a cancellation, by
 * the patient's link or by staff, returns the lead to the status it had before the booking;
 * attended sets Attended; nothing automatic overwrites Closed; each change is in the lead's history,
 * by the patient or by the staff member who made it. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { leadAppointmentCancelled, leadBooked } from '../../server/appointments/lead-status';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { readOutbox } from './helpers/outbox';
import { plainTextOf } from './helpers/invitations';
import { withProof } from './helpers/proof-of-work';
import { timedForm } from './helpers/appointment-forms';
import { uniqueEmail } from './helpers/accounts';
import { newStaffMember, type StaffMember } from './staff-fixtures';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
type History = { actor: string; action: string; detail: string }[];

describe.each(dialects)('a lead’s status follows its appointment (%s)', (dialect) => {
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

  /** A consultation booked through the public form with a time: its appointment and lead ids. */
  const book = async (start: string, email = uniqueEmail('status')) => {
    const res = await t.client().postForm<{ appointment: { id: number } }>(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, { type: 'phone', start }, { email })));
    expect(res.status, res.text).toBe(200);
    const lead = await t.app.db.selectFrom('consultation_requests').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { appointment: res.body.appointment.id, lead: lead.id, email };
  };
  const statusOf = async (lead: number) => (await t.app.db.selectFrom('consultation_requests').select('status').where('id', '=', lead).executeTakeFirstOrThrow()).status;
  /** The lead's status changes, oldest first, as the history shows them. */
  const statusHistory = async (lead: number) => {
    const res = await staff.call<{ audit: History }>('GET', `/api/staff/leads/consultation/${lead}`);
    return res.body.audit.filter((a) => a.action === 'status_changed').reverse().map((a) => [a.detail, a.actor]);
  };
  const manageToken = async (email: string) => {
    await t.app.mailer.flush();
    const mail = readOutbox(t.dataDir).find((m) => m.to === email);
    const link = /(https?:\/\/\S+\/appointment\?token=\S+)/.exec(mail ? plainTextOf(mail) : '')?.[1];
    if (!link) throw new Error(`no manage link for ${email}`);
    return new URL(link).searchParams.get('token') ?? '';
  };

  it('a booked time sets Booked, by the patient; the inbox and the results count it', async () => {
    const { lead } = await book('2026-12-02T15:00:00.000Z');
    expect(await statusOf(lead)).toBe('booked');
    expect(await statusHistory(lead)).toEqual([['new → booked', 'patient']]);
    const row = await t.app.db.selectFrom('lead_audit').select(['staff_id', 'actor']).where('lead_id', '=', lead).where('action', '=', 'status_changed').executeTakeFirstOrThrow();
    expect(row).toEqual({ staff_id: null, actor: 'patient' });
    const inbox = await staff.call<{ leads: { id: number; status: string }[] }>('GET', '/api/staff/leads?kind=consultation&status=booked');
    expect(inbox.body.leads.map((l) => l.id)).toContain(lead);
    const results = await staff.call<{ funnel: { language: { key: string; booked: number }[] } }>('GET', '/api/staff/lead-sources/results?from=2026-11-30&to=2026-12-01&kind=consultation');
    expect(results.body.funnel.language.find((r) => r.key === 'en')?.booked).toBeGreaterThanOrEqual(1);
  });

  it('a cancellation by the patient’s link returns the lead to New, by the patient', async () => {
    const { lead, email } = await book('2026-12-02T16:00:00.000Z');
    const cancelled = await t.client().post('/api/appointments/manage/cancel', { token: await manageToken(email) });
    expect(cancelled.status).toBe(200);
    expect(await statusOf(lead)).toBe('new');
    expect(await statusHistory(lead)).toEqual([
      ['new → booked', 'patient'],
      ['booked → new', 'patient'],
    ]);
  });

  it('a cancellation by staff returns the lead to its status before the booking, by that staff member; attended sets Attended', async () => {
    const first = await book('2026-12-02T17:00:00.000Z');
    expect((await staff.call('POST', `/api/staff/appointments/${first.appointment}/status`, { status: 'cancelled' })).status).toBe(200);
    expect(await statusOf(first.lead)).toBe('new');
    expect(await statusHistory(first.lead)).toEqual([
      ['new → booked', 'patient'],
      ['booked → new', staff.email],
    ]);

    const second = await book('2026-12-02T20:00:00.000Z');
    expect((await staff.call('POST', `/api/staff/appointments/${second.appointment}/status`, { status: 'attended', areas: ['neck'] })).status).toBe(200);
    expect(await statusOf(second.lead)).toBe('attended');
    expect(await statusHistory(second.lead)).toEqual([
      ['new → booked', 'patient'],
      ['booked → attended', staff.email],
    ]);

    // a no-show is for staff to judge: the lead stays Booked
    const third = await book('2026-12-02T21:00:00.000Z');
    expect((await staff.call('POST', `/api/staff/appointments/${third.appointment}/status`, { status: 'no-show' })).status).toBe(200);
    expect(await statusOf(third.lead)).toBe('booked');
  });

  it('never overwrites Closed: a closed lead stays closed when its appointment is cancelled or attended', async () => {
    const a = await book('2026-12-03T15:00:00.000Z');
    expect((await staff.call('PATCH', `/api/staff/leads/consultation/${a.lead}`, { status: 'closed' })).status).toBe(200);
    expect((await t.client().post('/api/appointments/manage/cancel', { token: await manageToken(a.email) })).status).toBe(200);
    expect(await statusOf(a.lead)).toBe('closed');

    const b = await book('2026-12-03T16:00:00.000Z');
    expect((await staff.call('PATCH', `/api/staff/leads/consultation/${b.lead}`, { status: 'closed' })).status).toBe(200);
    expect((await staff.call('POST', `/api/staff/appointments/${b.appointment}/status`, { status: 'attended', areas: ['neck'] })).status).toBe(200);
    expect(await statusOf(b.lead)).toBe('closed');
    expect(await statusHistory(b.lead)).toEqual([
      ['new → booked', 'patient'],
      ['booked → closed', staff.email],
    ]);
  });

  it('a booking of a lead staff had already contacted returns it to Contacted when cancelled (the call booking.ts makes)', async () => {
    // a call-back request (no time), which staff then contacted
    const email = uniqueEmail('contacted');
    const res = await t.client().postForm(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, {}, { email })));
    expect(res.status, res.text).toBe(200);
    const lead = (await t.app.db.selectFrom('consultation_requests').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    expect((await staff.call('PATCH', `/api/staff/leads/consultation/${lead}`, { status: 'contacted' })).status).toBe(200);

    await t.app.db.transaction().execute((trx) => leadBooked(trx, lead, NOW));
    expect(await statusOf(lead)).toBe('booked');
    // booked twice is still one change
    await t.app.db.transaction().execute((trx) => leadBooked(trx, lead, NOW));
    await t.app.db.transaction().execute((trx) => leadAppointmentCancelled(trx, lead, NOW, { by: 'staff', staffId: 1, email: staff.email }));
    expect(await statusOf(lead)).toBe('contacted');
    expect(await statusHistory(lead)).toEqual([
      ['new → contacted', staff.email],
      ['contacted → booked', 'patient'],
      ['booked → contacted', staff.email],
    ]);
  });
});
