/**
 * Two server OS processes on one PostgreSQL (as behind a load balancer), production limits, each
 * visitor from an address of its own: 100 bookings of mixed lengths over overlapping times, sent to
 * both at once, leave no two live appointments of one resource overlapping, and every one of them is
 * answered 200 or 409. Each process takes at most 16 at a time, so its photo-upload queue (20) never
 * turns one away: the test is about the appointments, not the upload limits.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import type { Database } from '../../server/db/schema';
import { dialects } from './helpers/dialects';
import type { ServerProcess } from './helpers/server-process';
import { startTwoProcesses, stopTwoProcesses, type TwoProcesses } from './helpers/two-processes';
import { makeJpeg } from './helpers/images';
import { overlappingPairs, timedForm } from './helpers/appointment-forms';
import { withProof } from './helpers/proof-of-work';

let visitor = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.${100 + Math.floor(visitor / 250)}.${(visitor++ % 250) + 1}` });

/** Runs the tasks with at most `width` at a time. */
async function pooled<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await (tasks[i] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

describe.runIf(dialects.includes('postgres'))('appointments with two server processes on one PostgreSQL', () => {
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

  it('100 bookings of mixed lengths at once through both: no overlap of one resource, only 200s and 409s', async () => {
    const jpeg = await makeJpeg({ width: 64, height: 64 });
    const types = ['in-person', 'phone', 'video'] as const;
    // the first clinic day, a few days on, that offers every type times (the processes run on the real clock)
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const offered = await Promise.all(
      types.map(async (type) => {
        const res = await fetch(`${a.baseUrl}/api/appointments/availability?type=${type}&from=${from}&to=${to}`);
        return (await res.json()) as { days: { date: string; slots: { start: string }[] }[] };
      }),
    );
    const day = offered[0]?.days.find((d) => d.slots.length >= 4 && offered.every((o) => (o.days.find((x) => x.date === d.date)?.slots.length ?? 0) >= 4))?.date;
    expect(day).toBeDefined();
    const starts = offered.map((o) => (o.days.find((d) => d.date === day)?.slots ?? []).slice(0, 8).map((s) => s.start));

    const tasks = Array.from({ length: 100 }, (_, i) => async () => {
      const t = i % 3;
      const list = starts[t] ?? [];
      const server = i % 2 === 0 ? a : b;
      const headers = fromNewAddress();
      return fetch(server.baseUrl + apiPath('scheduleconversation'), {
        method: 'POST',
        body: await withProof(server.baseUrl, timedForm(jpeg, { type: types[t], start: list[(i * 7) % list.length] ?? '' }), headers),
        headers,
      });
    });
    const even = tasks.filter((_, i) => i % 2 === 0);
    const odd = tasks.filter((_, i) => i % 2 === 1);
    const answers = (await Promise.all([pooled(even, 16), pooled(odd, 16)])).flat();
    const statuses = answers.map((r) => r.status);
    // on failure, say why: the replies and what each process logged (LOG_LEVEL=warn keeps its errors)
    const unexpected = await Promise.all(answers.filter((r) => r.status !== 200 && r.status !== 409).map(async (r) => `${r.status} ${await r.text()}`));
    const errorLines = (p: ServerProcess) => p.output().split('\n').filter((line) => /"level":(40|50|60)/.test(line)).slice(0, 10).join('\n');
    expect(unexpected, `replies:\n${unexpected.slice(0, 5).join('\n')}\nprocess a:\n${errorLines(a)}\nprocess b:\n${errorLines(b)}`).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(1);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(50);
    const booked = await db.selectFrom('appointments').select('id').where('status', '=', 'booked').execute();
    expect(booked).toHaveLength(statuses.filter((s) => s === 200).length);
    expect(await overlappingPairs(db)).toEqual([]);
  }, 180_000);
});
