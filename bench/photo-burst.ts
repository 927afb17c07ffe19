/**
 * Memory under bursts of photo uploads, each against the API in a fresh process of its own so one
 * burst's leftovers are not counted in the next. Three bursts:
 *  - decode: 20 small JPEGs that each decode to 6000 × 6000 px (what decoding costs);
 *  - big photos: 60 noisy 15 MB photos, a phone's worth of bytes each (what reading bodies costs);
 *  - oversized: 20 photos of 24 MB, over the 16 MB limit, all to be refused with a 413.
 * For each, that process's resident memory just before the burst, its peak during it (Linux's
 * VmHWM, reset before the burst) and 30 s after the last answer; what every request was answered;
 * and how long the burst took. Budgets: the peak under 300 MB above the start, back within 50 MB of
 * the start 30 s later, and every request answered (2xx, 503 with Retry-After, or the 413 expected).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { apiPath } from '../src/config/clinic';
import { atMost, type Verdict } from './budgets';
import { noisyPhoto } from './noisy-photo';
import { startServerProcess } from './server-process';

export const PHOTO_BURST_GROWTH_BUDGET_MB = 300;
export const PHOTO_BURST_HELD_BUDGET_MB = 50;
const SETTLE_MS = Number(process.env.BENCH_BURST_SETTLE_MS ?? 30_000);
const MB = 1024 * 1024;

interface Memory {
  rssMb: number;
  peakMb: number;
}

function memoryOf(pid: number): Memory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Sets VmHWM back to the present RSS, so the peak read later is the burst's own (Linux 4.0+). */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** A 6000 × 6000 JPEG of a few hundred KB: a smooth gradient compresses well but decodes to 108 MB of pixels. */
export async function bigSmallJpeg(side = 6000): Promise<Buffer> {
  const tile = 100;
  const raw = Buffer.alloc(tile * tile * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 251;
  return sharp(raw, { raw: { width: tile, height: tile, channels: 3 } }).resize(side, side, { kernel: 'nearest' }).jpeg({ quality: 70 }).toBuffer();
}

function consultationForm(email: string, photo: Buffer): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ first_name: 'Burst', last_name: 'Visitor', email, phone: '3055550100', message: 'A big photo.' })) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'converted_image.jpg');
  return form;
}

interface Answer {
  /** the HTTP status, or 0 when the request got no answer (connection reset, closed) */
  status: number;
  retryAfter: string | null;
  json: boolean;
  ms: number;
  /** why there was no answer */
  error?: string;
}

async function send(url: string, form: FormData): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { method: 'POST', body: form });
    const text = await res.text();
    let json = false;
    try {
      const body = JSON.parse(text) as { message?: unknown };
      json = typeof body.message === 'string';
    } catch {
      // not JSON: counted below
    }
    return { status: res.status, retryAfter: res.headers.get('retry-after'), json, ms: performance.now() - t0 };
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, retryAfter: null, json: false, ms: performance.now() - t0, error: cause?.code ?? cause?.message ?? String(err) };
  }
}

interface Burst {
  name: string;
  uploads: number;
  photo: Buffer;
  pixels: string;
  /** what an answer must be to count as answered properly */
  acceptable: (a: Answer) => boolean;
  acceptableText: string;
}

type BudgetLine = { budget: string; value: number; limit: number; verdict: Verdict };

async function runBurst(burst: Burst, databaseUrl: string | undefined): Promise<{ report: Record<string, unknown>; budgets: BudgetLine[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-photo-burst-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    BENCH_RELAXED_LIMITS: '1',
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const url = server.url + apiPath('scheduleconversation');
    // one small request first, so start-up allocations are not counted as the burst's
    await send(url, consultationForm('warm.up@example.com', await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c87' } }).jpeg().toBuffer()));
    const peakReset = resetPeak(server.pid);
    const start = memoryOf(server.pid);
    const started = performance.now();
    const runId = crypto.randomBytes(3).toString('hex');
    const answers = await Promise.all(Array.from({ length: burst.uploads }, (_, i) => send(url, consultationForm(`burst.${runId}.${i}@example.com`, burst.photo))));
    const durationMs = performance.now() - started;
    const afterBurst = memoryOf(server.pid);
    await sleep(SETTLE_MS);
    const settled = memoryOf(server.pid);

    const growth = Math.round(afterBurst.peakMb - start.rssMb);
    const held = Math.round(settled.rssMb - start.rssMb);
    const statuses: Record<string, number> = {};
    for (const a of answers) statuses[a.status || 'no answer'] = (statuses[a.status || 'no answer'] ?? 0) + 1;
    const wrong = answers.filter((a) => !burst.acceptable(a)).length;
    const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
    const label = `photo burst, ${burst.name} (${burst.uploads} × ${(burst.photo.length / MB).toFixed(1)} MB at once)`;
    return {
      report: {
        uploads: burst.uploads,
        photo_bytes: burst.photo.length,
        photo_pixels: burst.pixels,
        rss_start_mb: Math.round(start.rssMb),
        rss_peak_mb: Math.round(afterBurst.peakMb),
        peak_growth_mb: growth,
        [`rss_${SETTLE_MS / 1000}s_later_mb`]: Math.round(settled.rssMb),
        [`held_${SETTLE_MS / 1000}s_later_mb`]: held,
        peak_measured_from: peakReset ? 'burst start (VmHWM reset)' : 'process start (VmHWM could not be reset)',
        statuses,
        answered_properly: `${burst.uploads - wrong} of ${burst.uploads} (${burst.acceptableText})`,
        ...(answers.some((a) => a.error) ? { no_answer_because: [...new Set(answers.flatMap((a) => (a.error ? [a.error] : [])))] } : {}),
        duration_ms: Math.round(durationMs),
        latency_ms: { min: Math.round(latencies[0] ?? 0), median: Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0), max: Math.round(latencies.at(-1) ?? 0) },
      },
      budgets: [
        { budget: `${label}: memory growth at peak under ${PHOTO_BURST_GROWTH_BUDGET_MB} MB`, value: growth, limit: PHOTO_BURST_GROWTH_BUDGET_MB, verdict: atMost(growth, PHOTO_BURST_GROWTH_BUDGET_MB - 1) },
        { budget: `${label}: back within ${PHOTO_BURST_HELD_BUDGET_MB} MB of the start ${SETTLE_MS / 1000} s later`, value: held, limit: PHOTO_BURST_HELD_BUDGET_MB, verdict: atMost(held, PHOTO_BURST_HELD_BUDGET_MB) },
        { budget: `${label}: every request answered ${burst.acceptableText}`, value: wrong, limit: 0, verdict: atMost(wrong, 0) },
      ],
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const storedOrBusy = (a: Answer) => a.json && ((a.status >= 200 && a.status < 300) || (a.status === 503 && a.retryAfter !== null));

/** BENCH_BURSTS=big_photos (or a comma-separated list of `decode`, `big_photos`, `oversized`) runs only those. */
export async function runPhotoBurst(opts: { databaseUrl?: string } = {}): Promise<Record<string, unknown>> {
  const bursts: Record<string, () => Promise<Burst>> = {
    decode: async () => ({ name: 'decode', uploads: 20, photo: await bigSmallJpeg(), pixels: '6000x6000', acceptable: storedOrBusy, acceptableText: '2xx, or 503 with Retry-After' }),
    big_photos: async () => {
      const big = await noisyPhoto(15 * MB);
      return { name: 'big photos', uploads: 60, photo: big.jpeg, pixels: `${big.width}x${big.height}`, acceptable: storedOrBusy, acceptableText: '2xx, or 503 with Retry-After' };
    },
    oversized: async () => {
      const oversized = await noisyPhoto(24 * MB);
      return { name: 'oversized', uploads: 20, photo: oversized.jpeg, pixels: `${oversized.width}x${oversized.height}`, acceptable: (a) => a.json && a.status === 413, acceptableText: '413' };
    },
  };
  const only = process.env.BENCH_BURSTS?.split(',').map((s) => s.trim());
  const report: Record<string, unknown> = {};
  const budgets: BudgetLine[] = [];
  for (const [key, makeBurst] of Object.entries(bursts)) {
    if (only && !only.includes(key)) continue;
    const result = await runBurst(await makeBurst(), opts.databaseUrl);
    report[key] = result.report;
    budgets.push(...result.budgets);
  }
  return { ...report, budgets, all_pass: budgets.every((b) => b.verdict === 'PASS') };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(JSON.stringify(await runPhotoBurst(), null, 2));
}
