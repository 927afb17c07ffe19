/**
 * Booking a time with the consultation call (server/appointments/consultation-booking.ts): stored
 * with the lead in one transaction, refused with 409 slot_unavailable and fresh times when it is not
 * free (nothing stored), never twice for one Idempotency-Key, never claimed by a partner's test, and
 * never double-booked under a burst: 200 at once for one time, 100 of mixed lengths over overlapping times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { overlappingPairs, timedForm } from './helpers/appointment-forms';
import { withProof } from './helpers/proof-of-work';
import type { TestResponse } from './helpers/test-client';

/** Tuesday 1 December 2026, 07:00 in Miami. */
const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const BOOKED = 'Thank you! Your consultation is booked. A confirmation is on its way to your e-mail.';
const TAKEN = 'That time was just taken. Please choose another time.';
type Body = Record<string, unknown> & { slots?: { start: string; end: string }[] };

describe.each(dialects)('booking a time (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => NOW, bodyGate: { concurrent: 4, maxWaiting: 400, maxWaitMs: 120_000 }, env: { ALLOWED_ORIGINS: 'https://partner.example' } });
    jpeg = await makeJpeg({ width: 64, height: 64 });
  });
  afterAll(async () => {
    await t?.close();
  });

  // as the site's form sends it: a request that holds a time carries a solved proof of work
  const book = async (form: FormData, headers: Record<string, string> = {}) => t.client().postForm<Body>(apiPath('scheduleconversation'), await withProof(t.baseUrl, form), headers);
  const counts = async () => ({
    leads: Number((await t.app.db.selectFrom('consultation_requests').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    photos: Number((await t.app.db.selectFrom('consultation_photos').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    appointments: Number((await t.app.db.selectFrom('appointments').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    mail: Number((await t.app.db.selectFrom('mail_outbox').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });
  const freeTimes = async (type: string, date: string) => {
    const res = await t.client().get<{ days: { slots: { start: string; end: string }[] }[] }>(`/api/appointments/availability?type=${type}&from=${date}&to=${date}`);
    return res.body.days[0]?.slots ?? [];
  };

  it('books a free time: the lead, its photo, the appointment and its claims in one go, and the time is no longer offered', async () => {
    const before = await counts();
    const form = timedForm(jpeg, { type: 'video', start: '2026-12-02T14:00:00.000Z' }, { email: 'rosa.booked@example.com', phone: '(305) 555-0111' });
    const res = await book(form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: BOOKED,
      appointment: { id: expect.any(Number), type: 'video', start: '2026-12-02T14:00:00.000Z', end: '2026-12-02T14:30:00.000Z', zone: 'America/New_York' },
    });
    const id = (res.body.appointment as { id: number }).id;
    const lead = await t.app.db.selectFrom('consultation_requests').select('id').where('email', '=', 'rosa.booked@example.com').executeTakeFirstOrThrow();
    const row = await t.app.db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lead_id: lead.id, type_id: 'video', status: 'booked', language: 'en', email: 'rosa.booked@example.com', phone: '3055550111', room_id: null });
    expect(row.busy_until - row.start_at).toBe(40 * 60_000);
    const claims = await t.app.db.selectFrom('appointment_claims').select(['resource_id', 'cell']).where('appointment_id', '=', id).orderBy('cell').execute();
    // 30 minutes and a 10-minute buffer: eight 5-minute cells of the practitioner
    expect(claims).toHaveLength(8);
    expect(claims.every((c) => c.resource_id === 'practitioner')).toBe(true);
    expect(claims[0]?.cell).toBe(Date.parse('2026-12-02T14:00:00.000Z'));
    // the patient's confirmation with its invitation, and the clinic's notice
    expect(await counts()).toEqual({ leads: before.leads + 1, photos: before.photos + 1, appointments: before.appointments + 1, mail: before.mail + 2 });
    const offered = (await freeTimes('video', '2026-12-02')).map((s) => s.start);
    expect(offered).not.toContain('2026-12-02T14:00:00.000Z');
    expect(offered).not.toContain('2026-12-02T14:30:00.000Z'); // the buffer runs to 09:40
    expect(offered).toContain('2026-12-02T14:45:00.000Z');
  });

  it('answers a taken time with 409, the message in the visitor’s language and the fresh times, and stores nothing', async () => {
    const start = '2026-12-02T16:00:00.000Z';
    expect((await book(timedForm(jpeg, { type: 'phone', start }))).status).toBe(200);
    const before = await counts();
    const en = await book(timedForm(jpeg, { type: 'video', start: '2026-12-02T16:15:00.000Z' }));
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({ success: false, code: 'slot_unavailable', message: TAKEN });
    const fresh = en.body.slots ?? [];
    expect(fresh.length).toBeGreaterThan(20);
    expect(fresh.map((s) => s.start)).not.toContain('2026-12-02T16:15:00.000Z');
    const sameDay = (await freeTimes('video', '2026-12-02')).map((s) => s.start);
    expect(fresh.slice(0, sameDay.length).map((s) => s.start)).toEqual(sameDay);
    // the asked day and the six after it, nothing later
    expect(fresh.every((s) => s.start >= '2026-12-02T05:00:00.000Z' && s.start < '2026-12-09T05:00:00.000Z')).toBe(true);
    const es = await book(timedForm(jpeg, { type: 'phone', start }), { 'accept-language': 'es' });
    expect(es.status).toBe(409);
    expect(es.body).toMatchObject({ success: false, code: 'slot_unavailable', message: 'Ese horario acaba de ocuparse. Elija otro horario, por favor.' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a start inside the minimum notice with a clear message, and a time not offered', async () => {
    const before = await counts();
    // 09:00 is exactly 2 hours after 07:00: the earliest a call may start
    expect((await book(timedForm(jpeg, { type: 'phone', start: '2026-12-01T14:00:00.000Z' }))).status).toBe(200);
    const tooSoon = await book(timedForm(jpeg, { type: 'in-person', start: '2026-12-01T15:00:00.000Z' }));
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body).toMatchObject({ code: 'slot_unavailable', message: 'Please choose a time at least 12 hours from now.' });
    const tooSoonEs = await book(timedForm(jpeg, { type: 'video', start: '2026-12-01T13:00:00.000Z' }), { 'accept-language': 'es' });
    expect(tooSoonEs.body).toMatchObject({ code: 'slot_unavailable', message: 'Elija un horario con al menos 2 horas de anticipación, por favor.' });
    // a Sunday, and a time between the steps
    for (const start of ['2026-12-06T15:00:00.000Z', '2026-12-02T14:07:00.000Z']) {
      const res = await book(timedForm(jpeg, { type: 'video', start }));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'slot_unavailable', message: 'That time is not offered. Please choose one of the times shown.' });
    }
    expect((await counts()).appointments).toBe(before.appointments + 1);
  });

  it('checks the time fields like the others: an unknown type, a missing or malformed start', async () => {
    const before = await counts();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ type: 'surgery', start: '2026-12-02T15:00:00.000Z' }, { appointment_type: 'Please choose a type of consultation.' }],
      [{ type: 'video' }, { appointment_start: 'Please choose a time.' }],
      [{ type: 'video', start: 'tomorrow at nine' }, { appointment_start: 'Please choose a time from the list.' }],
      [{ start: '2026-12-02T15:00:00.000Z' }, { appointment_type: 'Please choose a type of consultation.' }],
    ];
    for (const [time, errors] of cases) {
      const res = await book(timedForm(jpeg, time));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: false, message: 'Please correct the highlighted fields.', errors });
    }
    expect(await counts()).toEqual(before);
  });

  it('without a time, is a call-back request as before', async () => {
    const before = await counts();
    const res = await book(timedForm(jpeg));
    expect(res.body).toEqual({ success: true, message: 'Thank you! Your consultation request has been received. We will contact you shortly.' });
    expect(await counts()).toEqual({ ...before, leads: before.leads + 1, photos: before.photos + 1, mail: before.mail + 1 });
  });

  it('lets a partner page send the Idempotency-Key: the preflight allows the header', async () => {
    const preflight = await t.client().request(apiPath('scheduleconversation'), {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(/\s*,\s*/)).toContain('idempotency-key');
  });

  it('never books twice for one Idempotency-Key: a retry, and copies sent at once, get the first answer; another form under it gets 422', async () => {
    const before = await counts();
    // the same form each time (what a retry sends), with a fresh proof of work each time
    const form = () => timedForm(jpeg, { type: 'video', start: '2026-12-03T15:00:00.000Z' }, { email: 'retry@example.com', phone: '(305) 555-0123' });
    const key = { 'idempotency-key': 'b0c8a1f2-6d2e-4a55-9a7e-3d1c2f4b5a60' };
    const first = await book(form(), key);
    expect(first.status).toBe(200);
    const again = await book(form(), key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // the patient's confirmation with its invitation, and the clinic's notice
    expect(await counts()).toEqual({ leads: before.leads + 1, photos: before.photos + 1, appointments: before.appointments + 1, mail: before.mail + 2 });

    const other = await book(timedForm(jpeg, { type: 'video', start: '2026-12-03T16:00:00.000Z' }, { email: 'retry@example.com' }), key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ success: false, message: 'This submission key was already used for a different form. Please reload the page and send it again.' });

    const together = { 'idempotency-key': 'a7f3e0d4-1b2c-4d5e-8f90-123456789abc' };
    const copy = timedForm(jpeg, { type: 'phone', start: '2026-12-03T19:00:00.000Z' }, { email: 'twice@example.com' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => book(copy, together)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const a of answers) expect(a.body).toEqual(answers[0]?.body);
    expect(await t.app.db.selectFrom('consultation_requests').select('id').where('email', '=', 'twice@example.com').execute()).toHaveLength(1);

    // a call-back request under a key is not stored twice either
    const callBack = { 'idempotency-key': 'c1d2e3f4-0000-4000-8000-000000000001' };
    const plain = timedForm(jpeg, {}, { email: 'callback@example.com' });
    expect((await book(plain, callBack)).status).toBe(200);
    expect((await book(plain, callBack)).status).toBe(200);
    expect(await t.app.db.selectFrom('consultation_requests').select('id').where('email', '=', 'callback@example.com').execute()).toHaveLength(1);
  });

  it('a partner’s test is told the time is free but claims nothing', async () => {
    const before = await counts();
    const start = '2026-12-04T19:00:00.000Z';
    const res = await book(timedForm(jpeg, { type: 'phone', start }, { test_mode: '1' }));
    expect(res.body).toEqual({ success: true, message: BOOKED, appointment: { id: 0, type: 'phone', start, end: '2026-12-04T19:20:00.000Z', zone: 'America/New_York' } });
    expect(await counts()).toEqual(before);
    expect((await freeTimes('phone', '2026-12-04')).map((s) => s.start)).toContain(start);
    const stored = await t.app.db.selectFrom('test_leads').select('fields').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.fields)).toMatchObject({ appointment_type: 'phone', appointment_start: start });
  });

  it('the database itself refuses an overlap: a claimed cell on both dialects, an overlapping live time on PostgreSQL', async () => {
    const start = Date.parse('2026-12-09T15:00:00.000Z');
    const row = (offset: number) => ({
      lead_id: null, type_id: 'phone', practitioner_id: 'practitioner', room_id: null, start_at: start + offset, end_at: start + offset + 20 * 60_000,
      busy_until: start + offset + 30 * 60_000, language: 'en', first_name: 'A', last_name: 'B', email: 'a@example.com', phone: '3055550100', created_at: NOW, updated_at: NOW,
    });
    const first = await t.app.db.insertInto('appointments').values(row(0)).returning('id').executeTakeFirstOrThrow();
    await t.app.db.insertInto('appointment_claims').values({ resource_id: 'practitioner', cell: start, appointment_id: first.id }).execute();
    if (dialect === 'postgres') {
      await expect(t.app.db.insertInto('appointments').values(row(10 * 60_000)).execute()).rejects.toMatchObject({ code: '23P01' });
      // a cancelled one holds nothing
      await t.app.db.insertInto('appointments').values({ ...row(10 * 60_000), status: 'cancelled' }).execute();
    }
    const second = await t.app.db.insertInto('appointments').values({ ...row(0), status: 'cancelled' }).returning('id').executeTakeFirstOrThrow();
    await expect(t.app.db.insertInto('appointment_claims').values({ resource_id: 'practitioner', cell: start, appointment_id: second.id }).execute()).rejects.toSatisfy((err) => t.app.dbAdapter.isUniqueViolation(err));
  });

  it('200 requests at once for one time: exactly 1 booked, 199 × 409, no 5xx', async () => {
    const start = '2026-12-07T15:00:00.000Z';
    const answers: TestResponse<Body>[] = await Promise.all(Array.from({ length: 200 }, () => book(timedForm(jpeg, { type: 'video', start }))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body).toMatchObject({ code: 'slot_unavailable', message: TAKEN });
    expect(await t.app.db.selectFrom('appointments').select('id').where('start_at', '=', Date.parse(start)).execute()).toHaveLength(1);
  });

  it('100 requests at once of mixed lengths over overlapping times: no two live appointments of one resource overlap', async () => {
    const types = ['in-person', 'phone', 'video'] as const;
    const day = '2026-12-08';
    const offered = Object.fromEntries(await Promise.all(types.map(async (type) => [type, (await freeTimes(type, day)).slice(0, 8)] as const)));
    const requests = Array.from({ length: 100 }, (_, i) => {
      const type = types[i % 3] ?? 'phone';
      const slots = offered[type] ?? [];
      const slot = slots[(i * 7) % slots.length];
      return book(timedForm(jpeg, { type, start: slot?.start ?? '' }));
    });
    const answers = await Promise.all(requests);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(1);
    expect(await overlappingPairs(t.app.db)).toEqual([]);
  });
});
