/**
 * The longer fuzz pass of `npm run bench`: the CI suite's seeded hostile requests
 * (tests/server/helpers/hostile-requests.ts) against the API in a process of its own, BENCH_FUZZ_RUNS
 * (default 5,000) per endpoint, anonymous (the CI suite also fuzzes with a visitor's and a staff
 * session). Reports, per endpoint, the answers by status class and the 5xx count; budget: no 5xx and
 * every failure answered in JSON.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { fuzzEndpoint, hostileEndpoints, send } from '../tests/server/helpers/hostile-requests';
import { STAFF_XSRF_HEADER } from '../server/staff/staff-session-manager';
import { atMost, type Verdict } from './budgets';
import { startServerProcess } from './server-process';

export async function runFuzz(opts: { runs?: number; seed?: number } = {}): Promise<Record<string, unknown>> {
  const runs = opts.runs ?? Number(process.env.BENCH_FUZZ_RUNS ?? 5_000);
  const seed = opts.seed ?? Number(process.env.BENCH_FUZZ_SEED ?? 424242);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-fuzz-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, NODE_ENV: 'production' });
  try {
    const jpeg = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#c87' } }).jpeg().toBuffer();
    const endpoints = hostileEndpoints({ visitor: { cookie: '', xsrf: '', id: 1 }, staff: { cookie: '', xsrfHeader: STAFF_XSRF_HEADER, xsrf: '' } }, { jpeg });
    const started = performance.now();
    const results = [];
    let unhealthyAfter: string | undefined;
    for (const endpoint of endpoints) {
      const v = await fuzzEndpoint(server.url, endpoint, runs, seed);
      results.push({ endpoint: v.endpoint, sent: v.sent, ...v.classes, server_errors: v.serverErrors, not_json: v.notJson, leaks: v.leaks, examples: v.examples });
      const health = await send(server.url, { method: 'GET', path: '/healthz', headers: {} }).catch(() => ({ status: 0 }));
      if (health.status !== 200 && !unhealthyAfter) unhealthyAfter = endpoint.name;
    }
    const serverErrors = results.reduce((n, r) => n + r.server_errors, 0);
    const notJson = results.reduce((n, r) => n + r.not_json, 0);
    const leaks = results.reduce((n, r) => n + r.leaks, 0);
    const verdicts: { budget: string; value: number; limit: number; verdict: Verdict }[] = [
      { budget: `fuzz: no 5xx in ${runs} hostile requests per endpoint`, value: serverErrors, limit: 0, verdict: atMost(serverErrors, 0) },
      { budget: 'fuzz: every failure answered in JSON with a message', value: notJson, limit: 0, verdict: atMost(notJson, 0) },
      { budget: 'fuzz: no stack trace or server path in any answer', value: leaks, limit: 0, verdict: atMost(leaks, 0) },
      { budget: 'fuzz: healthy after every endpoint', value: unhealthyAfter ? 1 : 0, limit: 0, verdict: atMost(unhealthyAfter ? 1 : 0, 0) },
    ];
    return {
      seed,
      runs_per_endpoint: runs,
      requests: results.reduce((n, r) => n + r.sent, 0),
      server_errors: serverErrors,
      seconds: Math.round((performance.now() - started) / 1000),
      endpoints: results,
      budgets: verdicts,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(JSON.stringify(await runFuzz(), null, 2));
}
