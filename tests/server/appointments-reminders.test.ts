/**
 * Reminders 24 hours before (server/appointments/reminders.ts), run by the housekeeping loop with a
 * clock the test controls: one per live appointment, none for a cancelled one, a moved one only for
 * its new time, none twice after a restart, and none twice from two servers on one PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { runHousekeeping } from '../../server/housekeeping';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { readOutbox } from './helpers/outbox';
import { plainTextOf } from './helpers/invitations';
import { withProof } from './helpers/proof-of-work';
import { timedForm } from './helpers/appointment-forms';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const HOUR = 3_600_000;

async function remindersDue(t: TestApp, now: number): Promise<number> {
  const report = await runHousekeeping(t.app.db, t.app.uploads, { reminders: { siteUrl: t.baseUrl, clinicEmail: t.app.config.clinicNotifyEmail, now } });
  return report.reminders;
}

async function book(t: TestApp, jpeg: Buffer, type: string, start: string, email: string, headers: Record<string, string> = {}): Promise<void> {
  const res = await t.client().postForm(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, { type, start }, { email })), headers);
  expect(res.status, res.text).toBe(200);
}

async function linkToken(t: TestApp, email: string): Promise<string> {
  await t.app.mailer.flush();
  const mail = readOutbox(t.dataDir).filter((m) => m.to === email)[0];
  const match = /https?:\/\/\S+\/appointment\?token=(\S+)/.exec(mail ? plainTextOf(mail) : '');
  return decodeURIComponent(match?.[1] ?? '');
}

const remindersTo = async (t: TestApp, email: string) =>
  t.app.db.selectFrom('mail_outbox').select(['subject']).where('kind', '=', 'appointment_reminder').where('to_address', '=', email).execute();

async function deliveredReminderText(t: TestApp, email: string): Promise<string> {
  await t.app.mailer.flush();
  const reminders = readOutbox(t.dataDir).filter((m) => m.to === email && /^(Reminder|Recordatorio)/.test(m.subject));
  expect(reminders).toHaveLength(1);
  return reminders[0]?.text ?? '';
}

describe.each(dialects)('appointment reminders (%s)', (dialect) => {
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

  it('one per live appointment 24 h before, none for a cancelled one, a moved one for its new time only, none twice after a restart', async () => {
    now = NOW;
    await book(t, jpeg, 'video', '2026-12-03T15:00:00.000Z', 'kept@example.com');
    await book(t, jpeg, 'phone', '2026-12-03T16:00:00.000Z', 'cancelled@example.com');
    await book(t, jpeg, 'video', '2026-12-03T19:00:00.000Z', 'moved@example.com');
    await book(t, jpeg, 'phone', '2026-12-03T17:00:00.000Z', 'espanol@example.com', { 'accept-language': 'es' });

    expect(await remindersDue(t, Date.parse('2026-12-02T14:59:00.000Z'))).toBe(0);
    expect((await t.client().post('/api/appointments/manage/cancel', { token: await linkToken(t, 'cancelled@example.com') })).status).toBe(200);
    expect((await t.client().post('/api/appointments/manage/reschedule', { token: await linkToken(t, 'moved@example.com'), start: '2026-12-04T15:00:00.000Z' })).status).toBe(200);

    // 24 hours before the first: it, and the Spanish one two hours later once its time comes
    expect(await remindersDue(t, Date.parse('2026-12-02T15:00:00.000Z'))).toBe(1);
    expect(await remindersDue(t, Date.parse('2026-12-02T15:30:00.000Z'))).toBe(0);
    expect(await remindersDue(t, Date.parse('2026-12-02T17:00:00.000Z'))).toBe(1);
    const kept = await remindersTo(t, 'kept@example.com');
    expect(kept.map((m) => m.subject)).toEqual(['Reminder: your consultation tomorrow, Thursday, December 3, 2026 at 10:00 AM (Miami time)']);
    // the queue row's body is cleared once the sender delivers it, which it may already have done: read what was delivered
    const keptText = await deliveredReminderText(t, 'kept@example.com');
    expect(keptText).toContain('This is a reminder of your video consultation with Endolift Miami on Thursday, December 3, 2026 at 10:00 AM (Miami time).');
    expect(keptText).toMatch(/\/appointment\?token=/);
    const spanish = await remindersTo(t, 'espanol@example.com');
    expect(spanish.map((m) => m.subject)).toEqual([expect.stringMatching(/^Recordatorio: su consulta de mañana, jueves, 3 de diciembre de 2026, 12:00\sp\.\s?m\. \(hora de Miami\)$/)]);
    expect(await deliveredReminderText(t, 'espanol@example.com')).toMatch(/\/es\/appointment\?token=/);

    // the same clock after a restart: nothing again
    t = await t.restart({ clock: () => now });
    expect(await remindersDue(t, Date.parse('2026-12-02T18:00:00.000Z'))).toBe(0);

    // the moved one, for its new time only; the cancelled one never
    expect(await remindersDue(t, Date.parse('2026-12-03T14:59:00.000Z'))).toBe(0);
    expect(await remindersDue(t, Date.parse('2026-12-03T15:00:00.000Z'))).toBe(1);
    expect((await remindersTo(t, 'moved@example.com')).map((m) => m.subject)).toEqual(['Reminder: your consultation tomorrow, Friday, December 4, 2026 at 10:00 AM (Miami time)']);
    expect(await remindersTo(t, 'cancelled@example.com')).toEqual([]);
    expect(await remindersDue(t, Date.parse('2026-12-04T14:00:00.000Z'))).toBe(0);
    expect(await remindersTo(t, 'kept@example.com')).toHaveLength(1);
  });

  it('a reminded appointment moved again gets one reminder for the new time', async () => {
    now = NOW;
    await book(t, jpeg, 'video', '2026-12-07T15:00:00.000Z', 'twice-moved@example.com');
    expect(await remindersDue(t, Date.parse('2026-12-06T15:00:00.000Z'))).toBe(1);
    await t.app.mailer.flush();
    const reminder = readOutbox(t.dataDir).filter((m) => m.to === 'twice-moved@example.com' && m.subject.startsWith('Reminder'))[0];
    const token = decodeURIComponent(/\/appointment\?token=(\S+)/.exec(reminder?.text ?? '')?.[1] ?? '');
    now = Date.parse('2026-12-06T15:00:00.000Z');
    expect((await t.client().post('/api/appointments/manage/reschedule', { token, start: '2026-12-08T15:00:00.000Z' })).status).toBe(200);
    expect(await remindersDue(t, Date.parse('2026-12-06T16:00:00.000Z'))).toBe(0);
    expect(await remindersDue(t, Date.parse('2026-12-07T15:00:00.000Z'))).toBe(1);
    expect(await remindersTo(t, 'twice-moved@example.com')).toHaveLength(2);
    now = NOW;
  });
});

describe.runIf(dialects.includes('postgres'))('appointment reminders from two servers on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  const now = NOW;
  beforeAll(async () => {
    a = await startTestApp('postgres', { clock: () => now });
    b = await startTestApp('postgres', { clock: () => now, databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.close();
  });

  it('each of 12 appointments is reminded exactly once when both run at the same moment, again and again', async () => {
    const jpeg = await makeJpeg({ width: 64, height: 64 });
    const starts = ['14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'].map((x) => `2026-12-03T${x}:00.000Z`);
    for (const [i, start] of starts.entries()) await book(a, jpeg, 'phone', start, `pair-${i}@example.com`);
    const at = Date.parse('2026-12-02T22:00:00.000Z');
    const rounds = await Promise.all([remindersDue(a, at), remindersDue(b, at), remindersDue(a, at + HOUR), remindersDue(b, at + HOUR)]);
    expect(rounds.reduce((x, y) => x + y, 0)).toBe(12);
    const rows = await a.app.db.selectFrom('mail_outbox').select('to_address').where('kind', '=', 'appointment_reminder').execute();
    expect(rows.map((r) => r.to_address).sort()).toEqual(starts.map((_, i) => `pair-${i}@example.com`).sort());
  });
});
