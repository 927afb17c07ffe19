/**
 * What the booking's proof of work costs a visitor's browser (docs/decisions/0023-proof-of-work.md):
 * Chromium, on a page of the bench server, imports the widgets' `proof` part (the same solver the
 * site's chunk holds), fetches real challenges at the server's difficulty and solves them, once at
 * this machine's speed and once with the CPU slowed four times (Lighthouse's phone setting).
 * Reported as the median and the slowest of the runs; no budget, a figure to watch.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

const RUNS = 5;

export interface ProofSolveReport {
  difficulty: string;
  runs: number;
  desktop_ms: { median: number; max: number };
  cpu_4x_slower_ms: { median: number; max: number };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function measureProofSolve(browser: Browser, baseUrl: string, distDir: string, difficulty: string): Promise<ProofSolveReport> {
  const part = fs.readdirSync(path.join(distDir, 'widgets')).find((name) => /^clinic-widgets-proof\.[0-9a-f]+\.js$/.test(name));
  if (!part) throw new Error('dist/widgets has no proof part: run npm run build');
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  try {
    await page.goto(`${baseUrl}/consultation`);
    const solveOnce = () =>
      page.evaluate(async (url) => {
        const { solveProof } = (await import(url)) as { solveProof: (c: unknown, a: AbortController) => Promise<string | null> };
        const { challenge } = (await (await fetch('/api/proof-of-work')).json()) as { challenge: unknown };
        const started = performance.now();
        const proof = await solveProof(challenge, new AbortController());
        if (!proof) throw new Error('not solved');
        return performance.now() - started;
      }, `${baseUrl}/widgets/${part}`);
    const timed = async () => {
      const ms: number[] = [];
      for (let i = 0; i < RUNS; i++) ms.push(Math.round(await solveOnce()));
      return { median: median(ms), max: Math.max(...ms) };
    };
    const desktop = await timed();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const slowed = await timed();
    return { difficulty, runs: RUNS, desktop_ms: desktop, cpu_4x_slower_ms: slowed };
  } finally {
    await page.close();
  }
}
