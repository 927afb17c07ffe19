/**
 * Memory under a burst of large photos: 20 consultation requests at once, each a small JPEG that
 * decodes to 6000 × 6000 pixels, against the API in a process of its own. Reports how far that
 * process's resident memory rose above its level before the burst (Linux's VmHWM, the peak, less
 * VmRSS just before), what each request was answered, and how long the burst took.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { apiPath } from '../src/config/clinic';
import { atMost, type Verdict } from './budgets';
import { startServerProcess } from './server-process';

export const PHOTO_BURST_GROWTH_BUDGET_MB = 300;

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
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

export async function runPhotoBurst(opts: { uploads?: number; databaseUrl?: string } = {}): Promise<Record<string, unknown>> {
  const uploads = opts.uploads ?? 20;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-photo-burst-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    BENCH_RELAXED_LIMITS: '1',
    NODE_ENV: 'production',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  });
  try {
    const photo = await bigSmallJpeg();
    const url = server.url + apiPath('scheduleconversation');
    // one small request first, so start-up allocations are not counted as the burst's
    await fetch(url, { method: 'POST', body: consultationForm('warm.up@example.com', await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c87' } }).jpeg().toBuffer()) });
    const before = memoryOf(server.pid);
    const started = performance.now();
    const runId = crypto.randomBytes(3).toString('hex');
    const answers = await Promise.all(
      Array.from({ length: uploads }, async (_, i) => {
        const t0 = performance.now();
        const res = await fetch(url, { method: 'POST', body: consultationForm(`burst.${runId}.${i}@example.com`, photo) });
        await res.text();
        return { status: res.status, ms: performance.now() - t0, retryAfter: res.headers.get('retry-after') };
      }),
    );
    const durationMs = performance.now() - started;
    const after = memoryOf(server.pid);
    const growth = Math.round(after.peakMb - before.rssMb);
    const statuses: Record<string, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    const serverErrors = answers.filter((a) => a.status >= 500 && a.status !== 503).length;
    const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
    const verdicts: { budget: string; value: number; limit: number; verdict: Verdict }[] = [
      { budget: `photo burst: memory growth under ${PHOTO_BURST_GROWTH_BUDGET_MB} MB (${uploads} × 6000×6000 at once)`, value: growth, limit: PHOTO_BURST_GROWTH_BUDGET_MB, verdict: atMost(growth, PHOTO_BURST_GROWTH_BUDGET_MB - 1) },
      { budget: 'photo burst: no 5xx other than 503 with Retry-After', value: serverErrors, limit: 0, verdict: atMost(serverErrors, 0) },
    ];
    return {
      uploads,
      photo_bytes: photo.length,
      photo_pixels: '6000x6000',
      rss_before_mb: Math.round(before.rssMb),
      peak_rss_mb: Math.round(after.peakMb),
      peak_growth_mb: growth,
      statuses,
      duration_ms: Math.round(durationMs),
      latency_ms: { min: Math.round(latencies[0] ?? 0), median: Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0), max: Math.round(latencies.at(-1) ?? 0) },
      budgets: verdicts,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(JSON.stringify(await runPhotoBurst(), null, 2));
}
