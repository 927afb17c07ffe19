/**
 * The seat guarantee under load (issue 38, decision 0025): 200 enrollments at once for the last 12
 * seats of a course day, against the API in a process of its own (bench/api-server-process.ts) with
 * the production attempt limits and proof-of-work difficulty, on the embedded SQLite and, when
 * BENCH_DATABASE_URL names one, on PostgreSQL. As in tests/server/courses-seats.test.ts, each
 * request is one visitor behind the clinic's reverse proxy: its own address in X-Forwarded-For,
 * which the server believes from loopback only (TRUST_PROXY=127.0.0.1), so the per-address limits
 * (challenges, enrollments) count each visitor once, as in production, instead of being lifted.
 * Every proof is fetched and solved before the first request is sent, so what is timed is the
 * server. Half the visitors ask for the waitlist when the day is full, half do not.
 *
 * Reports the answers by status, the seats held (in the answers and in the database: seat-holding
 * rows and the day's counter), median / p95 / slowest latency, the burst's wall time and requests
 * per second. Budgets: exactly 12 seats held, no 5xx, nothing refused but as full (no 429 or 400).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { connectDatabase } from '../server/db/connect';
import { addDays, courseDateOf, courseInstant, DEFAULT_END, DEFAULT_START } from '../server/courses/course-time';
import { MAX_SEATS, SEED_PRICE } from '../server/courses/course-seed';
import { SEAT_HOLDING } from '../server/courses/enrollment-repository';
import { enrollmentBody } from '../tests/server/helpers/course-enrollment';
import type { Verdict } from './budgets';
import { startServerProcess } from './server-process';

const VISITORS = Number(process.env.BENCH_ENROLLMENT_VISITORS ?? 200);

type BudgetLine = { budget: string; value: number; limit: number; verdict: Verdict };

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** One visitor's proof, solved as the training page's form solves it (altcha-lib, here Node's SHA). */
async function solvedProof(baseUrl: string, headers: Record<string, string>): Promise<{ proof: string; counter: number }> {
  const res = await fetch(`${baseUrl}/api/proof-of-work`, { headers });
  if (res.status !== 200) throw new Error(`GET /api/proof-of-work answered ${res.status}: ${await res.text()}`);
  const { challenge } = (await res.json()) as { challenge: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return { proof: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'), counter: solution.counter };
}

async function runOne(dialect: 'sqlite' | 'postgres', databaseUrl: string | undefined): Promise<{ report: Record<string, unknown>; budgets: BudgetLine[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-enrollment-bench-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // the clinic's reverse proxy is on this machine: only loopback may name the visitor's address
    TRUST_PROXY: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { db } = connectDatabase({ databaseUrl, dataDir });
  const runId = crypto.randomBytes(4).toString('hex');
  try {
    // A day of its own, as the seed makes them (12 seats, open until two days before), some
    // fifteen weeks ahead: on a reused PostgreSQL database the seeded days may already be taken.
    const now = Date.now();
    const date = addDays(courseDateOf(now), 105);
    const starts = courseInstant(date, DEFAULT_START);
    const day = await db
      .insertInto('course_days')
      .values({ date, starts_at: starts, ends_at: courseInstant(date, DEFAULT_END), language: 'en', seats: MAX_SEATS, price_text: SEED_PRICE, enrollment_closes_at: starts - 2 * 86_400_000, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = (await (await fetch(`${server.url}/api/courses/days`)).json()) as { days: { id: number; seats_left: number; state: string }[] };
    const shown = listed.days.find((d) => d.id === day.id);
    if (!shown || shown.seats_left !== MAX_SEATS || shown.state !== 'open') throw new Error(`the bench's course day is not listed open with ${MAX_SEATS} seats: ${JSON.stringify(shown)}`);

    // every visitor's form filled and its proof solved before the first is sent
    const solving = performance.now();
    const prepared: { headers: Record<string, string>; body: string; waitlist: boolean }[] = [];
    let counters = 0;
    for (let i = 0; i < VISITORS; i++) {
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}` };
      const waitlist = i % 2 === 0;
      const { proof, counter } = await solvedProof(server.url, headers);
      counters += counter;
      const body = { ...enrollmentBody(day.id, { email: `bench.${runId}.${i}@example.com`, waitlist }), proof_of_work: proof };
      prepared.push({ headers, body: JSON.stringify(body), waitlist });
    }
    const solvingMs = performance.now() - solving;

    const started = performance.now();
    const answers = await Promise.all(
      prepared.map(async (p) => {
        const sent = performance.now();
        try {
          const res = await fetch(`${server.url}/api/courses/enroll`, { method: 'POST', headers: p.headers, body: p.body });
          const text = await res.text();
          const ms = performance.now() - sent;
          let body: { enrollment?: { status?: string }; code?: string } = {};
          try {
            body = JSON.parse(text) as typeof body;
          } catch {
            // counted below as not JSON
          }
          return { status: res.status, ms, json: text.startsWith('{'), status_of_enrollment: body.enrollment?.status, code: body.code };
        } catch {
          return { status: 0, ms: performance.now() - sent, json: false, status_of_enrollment: undefined, code: undefined };
        }
      }),
    );
    const wallMs = performance.now() - started;

    const held = await db.selectFrom('course_enrollments').select('id').where('day_id', '=', day.id).where('status', 'in', SEAT_HOLDING).execute();
    const taken = (await db.selectFrom('course_days').select('taken').where('id', '=', day.id).executeTakeFirstOrThrow()).taken;

    const byStatus: Record<string, number> = {};
    for (const a of answers) byStatus[String(a.status)] = (byStatus[String(a.status)] ?? 0) + 1;
    const reserved = answers.filter((a) => a.status === 200 && a.status_of_enrollment === 'reserved').length;
    const waitlisted = answers.filter((a) => a.status === 200 && a.status_of_enrollment === 'waiting').length;
    const refusedFull = answers.filter((a) => a.status === 409 && a.code === 'full').length;
    const serverErrors = answers.filter((a) => a.status >= 500 || a.status === 0).length;
    // anything but a seat, a waitlist place or "full": a throttle (429), a refused proof or form (400), another 409
    const otherwise = answers.length - reserved - waitlisted - refusedFull - serverErrors;
    const times = answers.map((a) => a.ms).sort((x, y) => x - y);
    const twelve = reserved === MAX_SEATS && held.length === MAX_SEATS && taken === MAX_SEATS;

    const report = {
      dialect,
      visitors: VISITORS,
      seats: MAX_SEATS,
      proof_of_work: { mean_counter: Math.round(counters / VISITORS), solved_before_the_burst_s: round1(solvingMs / 1000) },
      by_status: byStatus,
      seats_held: { answers: reserved, database_rows: held.length, day_counter: taken },
      waitlisted,
      refused_full_409: refusedFull,
      server_errors_5xx: serverErrors,
      refused_otherwise: otherwise,
      not_json: answers.filter((a) => !a.json).length,
      latency_ms: { median: round1(percentile(times, 0.5)), p95: round1(percentile(times, 0.95)), max: round1(times.at(-1) ?? 0) },
      wall_ms: Math.round(wallMs),
      requests_per_s: round1(answers.length / (wallMs / 1000)),
    };
    const budgets: BudgetLine[] = [
      { budget: `enrollment burst (${dialect}): exactly ${MAX_SEATS} of ${VISITORS} hold a seat (answers, rows and counter)`, value: twelve ? MAX_SEATS : held.length, limit: MAX_SEATS, verdict: twelve ? 'PASS' : 'FAIL' },
      { budget: `enrollment burst (${dialect}): no 5xx`, value: serverErrors, limit: 0, verdict: serverErrors === 0 ? 'PASS' : 'FAIL' },
      { budget: `enrollment burst (${dialect}): nothing refused but as full (no 429, no 400)`, value: otherwise, limit: 0, verdict: otherwise === 0 ? 'PASS' : 'FAIL' },
    ];
    return { report, budgets };
  } finally {
    await db.destroy();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runEnrollmentBench(opts: { databaseUrl?: string } = {}): Promise<Record<string, unknown> & { budgets: BudgetLine[] }> {
  const databaseUrl = opts.databaseUrl ?? process.env.BENCH_DATABASE_URL;
  const runs = [await runOne('sqlite', undefined)];
  if (databaseUrl) runs.push(await runOne('postgres', databaseUrl));
  return {
    proof_of_work_difficulty: process.env.PROOF_OF_WORK_DIFFICULTY ?? '60000 (default)',
    runs: runs.map((r) => r.report),
    budgets: runs.flatMap((r) => r.budgets),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(JSON.stringify(await runEnrollmentBench(), null, 2));
}
