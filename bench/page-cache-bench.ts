/**
 * What a cached page costs: GET / on the real server (its page cache, CSP and precompressed
 * brotli bytes) beside @fastify/static serving the very same bytes as a precompressed file, both
 * with autocannon over loopback in one run, one after the other. The budget is a ratio (at least
 * 0.5 of the static file's rate), so it holds on a faster or slower machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { startServer } from './start-server';
import { budgets, atLeast, type Verdict } from './budgets';

const headers = { 'accept-encoding': 'br, gzip' };

async function rate(url: string, durationSec: number): Promise<{ rps: number; p99_ms: number; errors: number; non2xx: number }> {
  const result = await autocannon({ url, connections: 20, duration: durationSec, headers });
  return { rps: Math.round(result.requests.average), p99_ms: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

export async function runPageCacheBench(durationSec = 8) {
  const site = await startServer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-static-'));
  const bare = Fastify({ logger: false });
  try {
    // the page as the server caches it: the same HTML, brotli-compressed once
    const html = await (await fetch(`${site.baseUrl}/`, { headers: { 'accept-encoding': 'identity' } })).text();
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    fs.writeFileSync(path.join(dir, 'index.html.br'), zlib.brotliCompressSync(Buffer.from(html)));
    await bare.register(fastifyStatic, { root: dir, preCompressed: true });
    const staticUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const cached = await rate(`${site.baseUrl}/`, durationSec);
    const file = await rate(`${staticUrl}/`, durationSec);
    const ratio = file.rps > 0 ? Math.round((cached.rps / file.rps) * 100) / 100 : 0;
    const verdict: Verdict = cached.errors + cached.non2xx === 0 ? atLeast(ratio, budgets.cachedPageRateRatio) : 'FAIL';
    return {
      html_bytes: Buffer.byteLength(html),
      cached_page: cached,
      static_file: file,
      ratio,
      budget: { budget: 'cached page rate ≥ 0.5 × @fastify/static precompressed file', value: ratio, limit: budgets.cachedPageRateRatio, verdict },
    };
  } finally {
    await bare.close();
    await site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
