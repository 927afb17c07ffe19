/**
 * The course's timed work (server/courses/course-housekeeping.ts) with a clock the test controls:
 * an unpaid reservation is warned a day before COURSE_HOLD_HOURS ends and released when it has
 * (its seat offered to the first in line); the reminders go 7 days and 1 day before, once per live
 * enrollment, none for a cancelled one, and none again from runs at once or after a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { courseDays, enrollmentBody, withCourseProof } from './helpers/course-enrollment';
import { mailsSentTo } from './helpers/outbox';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(dialects)('the course housekeeping (%s)', (dialect) => {
  let t: TestApp;
  let now = NOW;
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => now });
  });
  afterAll(async () => {
    await t?.close();
  });

  const days = () => courseDays(t);
  const subjects = async (to: string): Promise<string[]> => (await mailsSentTo(t, to)).map((m) => m.subject);
  const enroll = async (body: Record<string, unknown>) => {
    const res = await t.client().post<{ success: boolean }>('/api/courses/enroll', await withCourseProof(t.baseUrl, body));
    expect(res.status).toBe(200);
  };
  const statusOf = async (email: string) => (await t.app.db.selectFrom('course_enrollments').select('status').where('email', '=', email).executeTakeFirstOrThrow()).status;

  it('an unpaid seat: warned once a day before its hold ends, released once when it has, and offered to the first in line', async () => {
    now = NOW;
    const day = (await days())[2]!;
    await t.app.db.updateTable('course_days').set({ seats: 1 }).where('id', '=', day.id).execute();
    await enroll(enrollmentBody(day.id, { email: 'hold.unpaid@example.com' }));
    await enroll(enrollmentBody(day.id, { email: 'hold.waiting@example.com', waitlist: true }));
    expect(await statusOf('hold.unpaid@example.com')).toBe('reserved');

    // 72 hours of hold (COURSE_HOLD_HOURS): 49 hours in, the warning is not due yet
    now = NOW + 47 * HOUR;
    expect(await t.app.courses.housekeeping()).toMatchObject({ holdsWarned: 0, holdsReleased: 0 });
    now = NOW + 49 * HOUR;
    const [a, b] = await Promise.all([t.app.courses.housekeeping(), t.app.courses.housekeeping()]);
    expect(a.holdsWarned + b.holdsWarned).toBe(1);
    expect((await subjects('hold.unpaid@example.com')).filter((s) => s.startsWith('Your reserved seat is held until'))).toHaveLength(1);
    expect(await t.app.courses.housekeeping()).toMatchObject({ holdsWarned: 0 });

    now = NOW + 72 * HOUR + 60_000;
    const [c, d] = await Promise.all([t.app.courses.housekeeping(), t.app.courses.housekeeping()]);
    expect(c.holdsReleased + d.holdsReleased).toBe(1);
    expect(await statusOf('hold.unpaid@example.com')).toBe('cancelled');
    expect((await subjects('hold.unpaid@example.com')).filter((s) => s.startsWith('Your reserved seat has been released'))).toHaveLength(1);
    // the freed seat goes to the first in line, offered once
    expect(await statusOf('hold.waiting@example.com')).toBe('offered');
    expect((await subjects('hold.waiting@example.com')).filter((s) => s.startsWith('A seat is free for you'))).toHaveLength(1);
    expect(await t.app.courses.housekeeping()).toMatchObject({ holdsWarned: 0, holdsReleased: 0 });
    await t.app.db.updateTable('course_days').set({ seats: 12 }).where('id', '=', day.id).execute();
  });

  it('reminders 7 days and 1 day before: once per live enrollment, none for a cancelled one, none again after a restart', async () => {
    now = NOW;
    const day = (await days())[0]!;
    const start = Date.parse(day.start);
    await enroll(enrollmentBody(day.id, { email: 'remind.paid@example.com' }));
    await enroll(enrollmentBody(day.id, { email: 'remind.gone@example.com' }));
    // paid, so the hold never releases her; the other cancels
    await t.app.db.updateTable('course_enrollments').set({ status: 'confirmed', paid_at: NOW, hold_expires_at: null }).where('email', '=', 'remind.paid@example.com').execute();
    await t.app.db.updateTable('course_enrollments').set({ status: 'cancelled', hold_expires_at: null }).where('email', '=', 'remind.gone@example.com').execute();

    const week = (s: string) => s.startsWith('One week to go');
    const tomorrow = (s: string) => s.startsWith('See you tomorrow');
    now = start - 7 * DAY - HOUR;
    await t.app.courses.housekeeping();
    expect((await subjects('remind.paid@example.com')).filter(week)).toHaveLength(0);
    now = start - 7 * DAY + HOUR;
    await Promise.all([t.app.courses.housekeeping(), t.app.courses.housekeeping()]);
    await t.app.courses.housekeeping();
    expect((await subjects('remind.paid@example.com')).filter(week)).toHaveLength(1);

    now = start - DAY + HOUR;
    await Promise.all([t.app.courses.housekeeping(), t.app.courses.housekeeping()]);
    // as a restarted server's first run would
    await t.app.courses.housekeeping();
    expect((await subjects('remind.paid@example.com')).filter(tomorrow)).toHaveLength(1);
    expect((await subjects('remind.paid@example.com')).filter(week)).toHaveLength(1);
    expect((await subjects('remind.gone@example.com')).filter((s) => week(s) || tomorrow(s))).toEqual([]);
    now = NOW;
  });
});
