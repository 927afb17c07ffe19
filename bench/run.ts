/**
 * `npm run bench`: one JSON report of what the issues budget. Builds first when needed, then
 * measures on this machine: Lighthouse three times on each of eleven pages (median and spread), axe
 * on every route at 390 and 1280 px,
 * first-load JS and CSS per route, the widget bundle, what a partner page with booking and FAQ
 * downloads before its visitor acts, a cached page beside a static file, and the
 * API figures, 200 enrollments at once for a course day's 12 seats. Every budget is printed PASS or FAIL; the process exits 1 when any budget fails.
 * Chromium starts only for the parts that drive it (sizes, axe).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { allPagePaths as englishPagePaths } from '../site/route-paths';
import { localizePath } from '../src/i18n/site-locale';

/** every page in both languages: the Spanish twins are held to the same budgets */
const allPagePaths = [...englishPagePaths, ...englishPagePaths.map((p) => localizePath(p, 'es'))];
import { budgets, atLeast, atMost, type Verdict } from './budgets';
import { chromiumArgs, chromiumPath } from './chromium';
import { measurePageWeight } from './page-weight';
import { scanPage, isBlocking } from './axe-scan';
import { runLighthouse } from './lighthouse-run';
import { widgetBundleGzipBytes } from './widget-size';
import { measurePartnerPageWeight } from './partner-page-weight';
import { measureProofSolve } from './proof-of-work-solve';
import { startServer } from './start-server';
import { runPageCacheBench } from './page-cache-bench';

const root = path.resolve(import.meta.dirname, '..');
const parts = ['sizes', 'axe', 'lighthouse', 'page-cache', 'api', 'certificate', 'enrollment', 'fuzz'];
/** `npm run bench -- lighthouse sizes` (or BENCH_ONLY=lighthouse,sizes) runs only those parts */
const chosen = process.argv.slice(2).flatMap((a) => a.split(',')).concat(process.env.BENCH_ONLY?.split(',') ?? []).map((s) => s.trim()).filter(Boolean);
const unknown = chosen.filter((p) => !parts.includes(p));
if (unknown.length > 0) throw new Error(`unknown bench part(s): ${unknown.join(', ')}; the parts are ${parts.join(', ')}`);
const only = new Set(chosen.length > 0 ? chosen : parts);
/** BENCH_LIGHTHOUSE_RUNS: runs per page (default 3); BENCH_LIGHTHOUSE_PAGES: a comma-separated subset of the pages */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

function ensureBuilt(): void {
  const needed = ['dist/site/client/index.html', 'dist/site/server/entry-server.js', 'dist/widgets/clinic-widgets.umd.js'];
  if (needed.every((f) => fs.existsSync(path.join(root, f)))) return;
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('build failed');
}

/**
 * The pages measured (bench/README.md): the five busiest English pages, the consultation form, the
 * Spanish home, one Spanish treatment page, one blog post with its cover picture (a post of the
 * seeded blog, server/blog/seed-posts.ts) and the training course's page in both languages (issue 38).
 */
const allLighthousePages = ['/', '/treatments', '/treatments/neck', '/blog', '/endolift-miami', '/consultation', '/es', '/es/treatments/neck', '/blog/endolift-for-upper-arms', '/trainings', '/es/trainings'];
const lighthousePages = process.env.BENCH_LIGHTHOUSE_PAGES ? process.env.BENCH_LIGHTHOUSE_PAGES.split(',').map((p) => p.trim()) : allLighthousePages;

async function main(): Promise<void> {
  ensureBuilt();
  const report: Record<string, unknown> = { measured_at: new Date().toISOString(), node: process.version, machine: 'loopback, this machine' };
  const verdicts: { budget: string; value: number | string; limit: number | string; verdict: Verdict }[] = [];
  const server = await startServer();
  const browser = only.has('sizes') || only.has('axe') ? await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs }) : undefined;
  try {
    if (browser && only.has('sizes')) {
      const widget = widgetBundleGzipBytes(path.join(root, 'dist'));
      report.widget_bundle = widget;
      verdicts.push({ budget: 'widget bundle gzip ≤ 20 KB', value: widget.gzip_bytes, limit: budgets.widgetBundleGzip, verdict: atMost(widget.gzip_bytes, budgets.widgetBundleGzip) });
      const partner = await measurePartnerPageWeight(browser, server.baseUrl);
      report.partner_page_before_interaction = partner;
      const limit = budgets.partnerPageBeforeInteractionGzip;
      verdicts.push({ budget: 'partner page (booking + FAQ) before the visitor acts, gzip ≤ 25 KB', value: partner.gzip_bytes, limit, verdict: atMost(partner.gzip_bytes, limit) });
      report.proof_of_work_solve = await measureProofSolve(browser, server.baseUrl, path.join(root, 'dist'), process.env.PROOF_OF_WORK_DIFFICULTY ?? '60000 (default)');
      const weights = [];
      for (const p of allPagePaths) weights.push(await measurePageWeight(browser, server.baseUrl, p));
      report.first_load = weights;
      for (const w of weights) {
        const limit = w.path === '/' ? budgets.homeFirstLoadJsGzip : budgets.pageFirstLoadJsGzip;
        verdicts.push({ budget: `first-load JS gzip ≤ ${limit / 1024} KB ${w.path}`, value: w.js_gzip_bytes, limit, verdict: atMost(w.js_gzip_bytes, limit) });
      }
    }
    if (browser && only.has('axe')) {
      const axe: Record<string, unknown>[] = [];
      let blocking = 0;
      for (const p of allPagePaths) {
        for (const [name, viewport] of [['390', { width: 390, height: 844 }], ['1280', { width: 1280, height: 800 }]] as const) {
          const violations = await scanPage(browser, server.baseUrl + p, viewport);
          blocking += violations.filter(isBlocking).length;
          if (violations.length) axe.push({ path: p, viewport: name, violations });
        }
      }
      report.axe = { routes: allPagePaths.length, viewports: [390, 1280], pages_with_findings: axe };
      verdicts.push({ budget: 'no serious or critical axe violation (every route, 390 and 1280 px)', value: blocking, limit: 0, verdict: atMost(blocking, 0) });
    }
    if (only.has('lighthouse')) {
      const lh = await runLighthouse(
        lighthousePages.map((p) => server.baseUrl + p),
        { runs: lighthouseRuns, reportDir: path.join(root, 'bench/reports/lighthouse') },
      );
      report.lighthouse = lh;
      for (const r of lh) {
        const p = r.url.replace(server.baseUrl, '') || '/';
        verdicts.push({ budget: `median LCP ≤ 2.5 s ${p}`, value: r.lcp_ms, limit: budgets.lighthouseLcpMs, verdict: atMost(r.lcp_ms, budgets.lighthouseLcpMs) });
        verdicts.push({ budget: `lighthouse performance ≥ 95 ${p}`, value: r.performance, limit: budgets.lighthousePerformance, verdict: atLeast(r.performance, budgets.lighthousePerformance) });
        verdicts.push({ budget: `lighthouse accessibility = 100 ${p}`, value: r.accessibility, limit: 100, verdict: atLeast(r.accessibility, budgets.lighthouseAccessibility) });
        verdicts.push({ budget: `lighthouse best practices = 100 ${p}`, value: r.best_practices, limit: 100, verdict: atLeast(r.best_practices, budgets.lighthouseBestPractices) });
        verdicts.push({ budget: `lighthouse SEO = 100 ${p}`, value: r.seo, limit: 100, verdict: atLeast(r.seo, budgets.lighthouseSeo) });
        verdicts.push({ budget: `CLS ≤ 0.02 ${p}`, value: r.cls, limit: budgets.cls, verdict: atMost(r.cls, budgets.cls) });
        verdicts.push({ budget: `TBT ≤ 150 ms ${p}`, value: r.tbt_ms, limit: budgets.lighthouseTbtMs, verdict: atMost(r.tbt_ms, budgets.lighthouseTbtMs) });
      }
    }
  } finally {
    await browser?.close();
    await server.close();
  }
  if (only.has('page-cache')) {
    const pageCache = await runPageCacheBench();
    report.page_cache = pageCache;
    verdicts.push(pageCache.budget);
  }
  if (only.has('api')) {
    const apiBench = path.join(root, 'bench/api-bench.ts');
    if (fs.existsSync(apiBench)) {
      const mod = (await import(apiBench)) as { runApiBench: () => Promise<Record<string, unknown>> };
      const api = await mod.runApiBench();
      report.api = api;
      const budgetsOfApi = (api.budgets ?? []) as typeof verdicts;
      verdicts.push(...budgetsOfApi);
    } else {
      report.api = 'bench/api-bench.ts is not there yet';
    }
  }
  if (only.has('api')) { const availability = await (await import('./availability-bench')).runAvailabilityBench(); report.availability = availability; verdicts.push(availability.budget); }
  if (only.has('certificate')) {
    const certificate = await (await import('./certificate-pdf-bench')).runCertificatePdfBench();
    report.certificate_pdf = certificate;
    verdicts.push(certificate.budget);
  }
  if (only.has('enrollment')) {
    const enrollment = await (await import('./enrollment-bench')).runEnrollmentBench();
    report.enrollment_burst = enrollment;
    verdicts.push(...enrollment.budgets);
  }
  if (only.has('fuzz')) {
    const { runFuzz } = await import('./fuzz-run');
    const fuzz = await runFuzz();
    report.fuzz = fuzz;
    verdicts.push(...(fuzz.budgets as typeof verdicts));
  }
  report.budgets = verdicts;
  report.all_pass = verdicts.every((v) => v.verdict === 'PASS');
  const text = JSON.stringify(report, null, 2);
  fs.mkdirSync(path.join(root, 'bench/reports'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/reports/latest.json'), text);
  console.log(text);
  process.exitCode = report.all_pass ? 0 : 1;
}

await main();
