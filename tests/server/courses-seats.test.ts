/**
 * The seat guarantee (docs/decisions/0025-course-seats-and-waitlist.md): 200 enrollments at once
 * for a day's 12 seats, on SQLite, on PostgreSQL, and split across two server processes on one
 * PostgreSQL. Exactly 12 hold a seat; the rest are refused 409 or put on the waitlist as each
 * request asked; nothing answers 5xx; and a query over the tables finds no day over its seats and
 * every day's counter equal to the enrollments that hold a seat.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { ServerProcess } from './helpers/server-process';
import { startTwoProcesses, stopTwoProcesses, type TwoProcesses } from './helpers/two-processes';
import { enrollmentBody } from './helpers/course-enrollment';
import { solvedProof } from './helpers/proof-of-work';

const SEAT_HOLDING = ['reserved', 'confirmed', 'attended', 'no_show', 'offered'];

/** Days whose counter disagrees with the seats held, or is over the day's seats: none, ever. */
async function overbooked(db: Kysely<Database>) {
  return db
    .selectFrom('course_days as d')
    .select(['d.id', 'd.seats', 'd.taken'])
    .select((eb) =>
      eb
        .selectFrom('course_enrollments as e')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('e.day_id', '=', 'd.id')
        .where('e.status', 'in', SEAT_HOLDING)
        .as('held'),
    )
    .execute()
    .then((rows) => rows.filter((r) => Number(r.held) > r.seats || Number(r.held) !== r.taken || r.taken > r.seats));
}

let visitor = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.${100 + Math.floor(visitor / 250)}.${(visitor++ % 250) + 1}` });

/** 200 filled forms, every proof solved before the first is sent, so they arrive together. */
async function burst(baseUrls: string[], dayId: number) {
  const prepared = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const base = baseUrls[i % baseUrls.length] as string;
      const headers = { 'content-type': 'application/json', ...fromNewAddress() };
      const body = { ...enrollmentBody(dayId, { email: `burst.${i}@example.com`, waitlist: i % 2 === 0 }), proof_of_work: await solvedProof(base, headers) };
      return { base, headers, body: JSON.stringify(body), waitlist: i % 2 === 0 };
    }),
  );
  return Promise.all(
    prepared.map(async (p) => {
      const res = await fetch(`${p.base}/api/courses/enroll`, { method: 'POST', headers: p.headers, body: p.body });
      return { status: res.status, waitlist: p.waitlist, body: (await res.json()) as { enrollment?: { status: string }; code?: string; seats_left?: number } };
    }),
  );
}

function expectTwelve(answers: Awaited<ReturnType<typeof burst>>) {
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
  expect(answers.filter((a) => a.body.enrollment?.status === 'reserved')).toHaveLength(12);
  // a refusal only where no waitlist was asked for, with the fresh count; a waitlist place where it was
  expect(answers.filter((a) => a.status === 409).every((a) => !a.waitlist && a.body.code === 'full' && a.body.seats_left === 0)).toBe(true);
  expect(answers.filter((a) => a.waitlist && a.status === 200 && a.body.enrollment?.status !== 'reserved').every((a) => a.body.enrollment?.status === 'waiting')).toBe(true);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(12 + answers.filter((a) => a.waitlist && a.body.enrollment?.status === 'waiting').length);
}

describe.each(dialects)('200 enrollments at once for 12 seats (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { overrides: { trustProxy: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('exactly 12 hold a seat; the rest 409 or waiting as asked; no day over its seats', async () => {
    const day = await t.app.db.selectFrom('course_days').select('id').orderBy('starts_at').executeTakeFirstOrThrow();
    const answers = await burst([t.baseUrl], day.id);
    expectTwelve(answers);
    expect(await overbooked(t.app.db)).toEqual([]);
    const held = await t.app.db.selectFrom('course_enrollments').select('id').where('day_id', '=', day.id).where('status', 'in', SEAT_HOLDING).execute();
    expect(held).toHaveLength(12);
  }, 120_000);
});

describe.runIf(dialects.includes('postgres'))('200 enrollments at once through two server processes on one PostgreSQL', () => {
  let pair: TwoProcesses | undefined;
  let db: Kysely<Database>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    pair = await startTwoProcesses({ TRUST_PROXY: 'true' });
    ({ db, a, b } = pair);
  }, 120_000);
  afterAll(async () => {
    await stopTwoProcesses(pair);
  });

  it('both processes seeded one set of days; exactly 12 hold a seat; no 5xx; no day over its seats', async () => {
    const days = await db.selectFrom('course_days').select('id').orderBy('starts_at').execute();
    expect(days).toHaveLength(3);
    const answers = await burst([a.baseUrl, b.baseUrl], days[0]!.id);
    const errorLines = (p: ServerProcess) => p.output().split('\n').filter((line) => /"level":(50|60)/.test(line)).slice(0, 5).join('\n');
    expect(errorLines(a) + errorLines(b)).toBe('');
    expectTwelve(answers);
    expect(await overbooked(db)).toEqual([]);
  }, 180_000);
});
