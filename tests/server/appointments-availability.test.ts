/**
 * Free times (server/appointments/availability.ts, GET /api/appointments/availability): the seeded
 * hours offer times at once; breaks, holidays, overrides, buffers of booked appointments, minimum
 * notice and horizon hold; the DST days neither offer a clinic time that does not exist nor one twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDateOf, clinicTimeOf } from '../../server/appointments/clinic-zone';
import { usFederalHolidays } from '../../server/db/us-holidays';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';

type Day = { date: string; slots: { start: string; end: string }[] };
type AvailabilityBody = { success: boolean; zone: string; type: string; days: Day[]; message?: string };

/** Tuesday 1 December 2026, 07:00 in Miami. */
const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const localTimes = (day: Day | undefined) => (day?.slots ?? []).map((s) => clinicTimeOf(Date.parse(s.start)));

describe('US federal holidays', () => {
  it('are the observed days of 2026 and 2027', () => {
    expect(usFederalHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03',
      '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25',
    ]);
    expect(usFederalHolidays(2027).map((h) => h.date)).toEqual([
      '2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-06-18', '2027-07-05',
      '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25', '2027-12-24',
    ]);
  });
});

describe.each(dialects)('appointment availability (%s)', (dialect) => {
  let t: TestApp;
  let now = NOW;
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => now, env: { ALLOWED_ORIGINS: 'https://partner.example' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ask = async (query: string, headers: Record<string, string> = {}) => t.client().get<AvailabilityBody>(`/api/appointments/availability?${query}`, headers);
  const days = async (type: string, from: string, to = from) => {
    const res = await ask(`type=${type}&from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    return res.body.days;
  };

  it('lists the seeded types with their names in the request’s language', async () => {
    const en = await t.client().get('/api/appointments/types');
    expect(en.body).toEqual({
      success: true,
      zone: 'America/New_York',
      types: [
        { id: 'in-person', name: 'In person at the Miami clinic', minutes: 60, noticeMinutes: 720, horizonDays: 60 },
        { id: 'phone', name: 'Phone call', minutes: 20, noticeMinutes: 120, horizonDays: 60 },
        { id: 'video', name: 'FaceTime / video call', minutes: 30, noticeMinutes: 120, horizonDays: 60 },
      ],
    });
    const es = await t.client().get<{ types: { name: string }[] }>('/api/appointments/types', { 'accept-language': 'es' });
    expect(es.body.types.map((x) => x.name)).toEqual(['En persona en la clínica de Miami', 'Llamada telefónica', 'FaceTime / videollamada']);
  });

  it('offers the seeded weekday hours around lunch, in UTC with the zone named, every day listed', async () => {
    now = NOW;
    const res = await ask('type=video&from=2026-12-02&to=2026-12-06');
    expect(res.body.zone).toBe('America/New_York');
    expect(res.body.type).toBe('video');
    expect(res.body.days.map((d) => d.date)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    const wednesday = res.body.days[0];
    expect(wednesday?.slots[0]).toEqual({ start: '2026-12-02T14:00:00.000Z', end: '2026-12-02T14:30:00.000Z' });
    const times = localTimes(wednesday);
    expect(times.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    // lunch 12:30–13:30: a 30-minute call ends by 12:30 and starts again at 13:30
    expect(times).toContain('12:00');
    expect(times.filter((x) => x > '12:00' && x < '13:30')).toEqual([]);
    expect(times.at(-1)).toBe('16:30');
    // Saturday 10:00–14:00, Sunday closed
    expect(localTimes(res.body.days[3])[0]).toBe('10:00');
    expect(localTimes(res.body.days[3]).at(-1)).toBe('13:30');
    expect(res.body.days[4]?.slots).toEqual([]);
  });

  it('keeps the minimum notice: 2 hours for a call, 12 for in person', async () => {
    now = Date.parse('2026-12-01T14:05:00.000Z'); // 09:05 in Miami
    expect(localTimes((await days('phone', '2026-12-01'))[0])[0]).toBe('11:15');
    expect(localTimes((await days('in-person', '2026-12-01'))[0])).toEqual([]);
    // 12 hours after 09:05 is 21:05: in person opens the next morning
    expect(localTimes((await days('in-person', '2026-12-02'))[0])[0]).toBe('09:00');
    now = NOW;
  });

  it('offers nothing past the 60-day horizon', async () => {
    now = NOW;
    const list = await days('phone', '2027-01-28', '2027-02-01');
    // 60 days after 1 December 07:00 is 30 January 07:00, a Saturday
    expect(list.find((d) => d.date === '2027-01-29')?.slots.length).toBeGreaterThan(0);
    expect(list.filter((d) => d.date >= '2027-01-30').flatMap((d) => d.slots)).toEqual([]);
  });

  it('is closed on a holiday unless an override opens it, and an override closes an ordinary day', async () => {
    now = NOW;
    expect((await days('phone', '2026-12-25'))[0]?.slots).toEqual([]);
    await t.app.db.insertInto('hour_overrides').values([
      { practitioner_id: 'practitioner', date: '2026-12-25', closed: 0, start: '10:00', end: '11:00', note: 'Christmas morning', created_at: NOW },
      { practitioner_id: 'practitioner', date: '2026-12-03', closed: 1, start: null, end: null, note: 'training', created_at: NOW },
    ]).execute();
    expect(localTimes((await days('phone', '2026-12-25'))[0])).toEqual(['10:00', '10:15', '10:30']);
    expect((await days('phone', '2026-12-03'))[0]?.slots).toEqual([]);
  });

  it('leaves out what a booked appointment and its buffer hold, for every type sharing the practitioner', async () => {
    now = NOW;
    // an in-person consultation 10:00–11:00 on Friday 4 December, buffer to 11:15
    const start = Date.parse('2026-12-04T15:00:00.000Z');
    await t.app.db.insertInto('appointments').values({
      lead_id: null, type_id: 'in-person', practitioner_id: 'practitioner', room_id: 'treatment-room',
      start_at: start, end_at: start + 3_600_000, busy_until: start + 75 * 60_000, language: 'en',
      first_name: 'Ana', last_name: 'Lee', email: 'ana@example.com', phone: '3055550147', created_at: NOW, updated_at: NOW,
    }).execute();
    const phone = localTimes((await days('phone', '2026-12-04'))[0]);
    // a 20-minute call with its 10-minute buffer must end its buffer by 10:00 and start from 11:15
    expect(phone).toContain('09:30');
    expect(phone.filter((x) => x > '09:30' && x < '11:15')).toEqual([]);
    expect(phone).toContain('11:15');
    const inPerson = localTimes((await days('in-person', '2026-12-04'))[0]);
    expect(inPerson).not.toContain('10:00');
    expect(inPerson).toContain('11:30');
  });

  it('on 8 March 2026 (clocks forward) offers no time between 02:00 and 03:00, and on 1 November 2026 (clocks back) no time twice', async () => {
    now = Date.parse('2026-02-20T12:00:00.000Z');
    await t.app.db.insertInto('hour_overrides').values({ practitioner_id: 'practitioner', date: '2026-03-08', closed: 0, start: '00:00', end: '05:00', note: 'DST', created_at: now }).execute();
    const spring = (await days('video', '2026-03-08'))[0];
    const springTimes = localTimes(spring);
    expect(springTimes.filter((x) => x.startsWith('02:'))).toEqual([]);
    expect(springTimes).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45', '03:00', '03:15', '03:30', '03:45', '04:00', '04:15', '04:30']);
    for (const s of spring?.slots ?? []) {
      expect(clinicDateOf(Date.parse(s.start))).toBe('2026-03-08');
      // lengths are elapsed time: a call at 01:30 ends at 03:00 on the clock, 30 minutes later
      expect(Date.parse(s.end) - Date.parse(s.start)).toBe(30 * 60_000);
    }

    now = Date.parse('2026-10-20T12:00:00.000Z');
    await t.app.db.insertInto('hour_overrides').values({ practitioner_id: 'practitioner', date: '2026-11-01', closed: 0, start: '00:00', end: '04:00', note: 'DST', created_at: now }).execute();
    const autumn = (await days('video', '2026-11-01'))[0];
    const autumnTimes = localTimes(autumn);
    expect(new Set(autumnTimes).size).toBe(autumnTimes.length);
    expect(autumnTimes.filter((x) => x.startsWith('01:'))).toEqual(['01:00', '01:15', '01:30', '01:45']);
    const starts = (autumn?.slots ?? []).map((s) => s.start);
    expect(new Set(starts).size).toBe(starts.length);
    expect(starts).toContain('2026-11-01T05:00:00.000Z'); // 01:00 EDT, the first of the two
    expect(starts).not.toContain('2026-11-01T06:00:00.000Z'); // 01:00 EST, the same clock time again
    now = NOW;
  });

  it('answers a partner page’s credentialed call, so <clinic-booking>’s picker can read the times there', async () => {
    const res = await t.client({ origin: 'https://partner.example' }).get<AvailabilityBody>('/api/appointments/availability?type=phone&from=2026-12-02&to=2026-12-02');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.body.days[0]?.slots.length).toBeGreaterThan(0);
  });

  it('refuses an unknown type, a date that is none, a reversed or too long range, in the request’s language', async () => {
    const range = 'Please ask for dates written YYYY-MM-DD, the first not after the last, at most 62 days apart.';
    for (const query of ['type=video&from=2026-02-30&to=2026-03-01', 'type=video&from=2026-12-05&to=2026-12-01', 'type=video&from=2026-12-01&to=2027-02-02', 'type=video&from=2026-12-01', 'type=video&from=x&to=y', 'type=video&from=2026-12-01&from=2026-12-02&to=2026-12-03']) {
      const res = await ask(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ success: false, message: range });
    }
    expect((await ask('type=video&from=2026-12-01&to=2027-02-01')).status).toBe(200);
    expect((await ask('type=surgery&from=2026-12-01&to=2026-12-02')).body).toEqual({ success: false, message: 'Please choose a type of consultation.' });
    expect((await ask('type=surgery&from=2026-12-01&to=2026-12-02', { 'accept-language': 'es' })).body).toEqual({ success: false, message: 'Elija un tipo de consulta, por favor.' });
  });
});
