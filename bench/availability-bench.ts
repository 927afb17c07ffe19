/**
 * The availability call (GET /api/appointments/availability) for 60 clinic days of each of the 3
 * types, on a fresh server (SQLite, API only) holding a realistic month of bookings: the median of
 * 30 calls per type over loopback. Budget: median under 20 ms (bench/budgets.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config/env';
import { relaxedRateLimits } from '../server/plugins/rate-limit';
import { PRACTITIONER_ID, TREATMENT_ROOM_ID } from '../server/db/consultation-types';
import { cellsOf } from '../server/appointments/appointment-claims';
import { clinicDateOf, shiftDate } from '../server/appointments/clinic-zone';
import { atMost, type Verdict } from './budgets';

const BUDGET_MS = 20;
const RUNS = 30;
const TYPES = ['in-person', 'phone', 'video'] as const;

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export async function runAvailabilityBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-availability-bench-'));
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), { site: false, logger: false, limits: relaxedRateLimits });
  try {
    const baseUrl = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
    // a busy calendar: a 20-minute appointment every other hour of every day ahead
    const now = Date.now();
    const hour = 3_600_000;
    for (let h = 24; h < 60 * 24; h += 2) {
      const start = Math.floor((now + h * hour) / hour) * hour;
      const row = await app.db
        .insertInto('appointments')
        .values({ lead_id: null, type_id: 'phone', practitioner_id: PRACTITIONER_ID, room_id: h % 4 === 0 ? TREATMENT_ROOM_ID : null, start_at: start, end_at: start + 20 * 60_000, busy_until: start + 30 * 60_000, language: 'en', first_name: 'Bench', last_name: 'Mark', email: 'bench@example.com', phone: '3055550100', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await app.db.insertInto('appointment_claims').values(cellsOf(start, start + 30 * 60_000).map((cell) => ({ resource_id: PRACTITIONER_ID, cell, appointment_id: row.id }))).execute();
    }
    const from = clinicDateOf(now);
    const to = shiftDate(from, 59);
    const perType: Record<string, { median_ms: number; slots: number }> = {};
    const all: number[] = [];
    for (const type of TYPES) {
      const url = `${baseUrl}/api/appointments/availability?type=${type}&from=${from}&to=${to}`;
      const first = (await (await fetch(url)).json()) as { days: { slots: unknown[] }[] };
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`availability answered ${res.status}`);
        times.push(performance.now() - started);
      }
      all.push(...times);
      perType[type] = { median_ms: Math.round(median(times) * 100) / 100, slots: first.days.reduce((n, d) => n + d.slots.length, 0) };
    }
    const value = Math.round(median(all) * 100) / 100;
    const verdict: Verdict = atMost(value, BUDGET_MS);
    return { days: 60, runs_per_type: RUNS, per_type: perType, median_ms: value, budget: { budget: `availability 60 days × 3 types, median ≤ ${BUDGET_MS} ms`, value, limit: BUDGET_MS, verdict } };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
