/**
 * Lighthouse 12 with its default mobile emulation and simulated throttling, in Debian's Chromium.
 * One run is not a measure (the same page ranges over ten points between runs), so each URL is
 * run `runs` times (three by default) and reported as the median with its spread (min/max). The
 * median run's diagnostics come with it: the LCP breakdown, what blocked rendering, the requests
 * that started before LCP with their priority, and the main thread's time by kind; they explain a
 * score on a loaded machine, where the score itself is noise.
 */
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from './chromium';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  speed_index_ms: number;
}

type Metric = keyof LighthouseRun;

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface LighthouseDiagnostics {
  /** Lighthouse's LCP phases of the median run, ms under its simulated throttling */
  lcp_phases: Record<string, number>;
  lcp_element: string;
  render_blocking: { url: string; wasted_ms: number }[];
  /** every request that started before the observed LCP: what the simulated LCP waits for */
  requests_before_lcp: { url: string; type: string; priority: string; transfer_bytes: number }[];
  main_thread_ms: Record<string, number>;
  bootup_ms: { url: string; scripting: number; total: number }[];
  unused_css_bytes: number;
  failed_audits: string[];
}

export interface LighthouseFigures {
  url: string;
  runs: LighthouseRun[];
  /** runs Lighthouse could not finish (each run again), with its error */
  failed_runs: string[];
  median: Record<Metric, number>;
  spread: Record<Metric, Spread>;
  diagnostics: LighthouseDiagnostics;
  /** kept for the budgets: the medians under their old names */
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
}

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

function figuresOf(lhr: Result): LighthouseRun {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    best_practices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    fcp_ms: Math.round(audit('first-contentful-paint')),
    lcp_ms: Math.round(audit('largest-contentful-paint')),
    tbt_ms: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(4)),
    speed_index_ms: Math.round(audit('speed-index')),
  };
}

type Item = Record<string, unknown>;
const itemsOf = (lhr: Result, id: string): Item[] => {
  const details = lhr.audits[id]?.details as { items?: Item[] } | undefined;
  return details?.items ?? [];
};
const num = (v: unknown) => (typeof v === 'number' ? Math.round(v) : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

function diagnosticsOf(lhr: Result, origin: string): LighthouseDiagnostics {
  const local = (url: string) => url.replace(origin, '');
  // largest-contentful-paint-element: a list of two tables, the element, then the phases
  const [elementTable, phaseTable] = itemsOf(lhr, 'largest-contentful-paint-element') as { items?: Item[] }[];
  const lcpPhases = Object.fromEntries((phaseTable?.items ?? []).map((p) => [str(p.phase), num(p.timing)]));
  const node = elementTable?.items?.[0]?.node as { snippet?: string } | undefined;
  const lcpAt = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY;
  // network-requests reports observed times; the observed LCP is in the metrics audit
  const observed = itemsOf(lhr, 'metrics')[0] ?? {};
  const observedLcp = typeof observed.observedLargestContentfulPaint === 'number' ? observed.observedLargestContentfulPaint : lcpAt;
  const requests = itemsOf(lhr, 'network-requests')
    .filter((r) => typeof r.networkRequestTime === 'number' && r.networkRequestTime <= observedLcp)
    .map((r) => ({ url: local(str(r.url)), type: str(r.resourceType), priority: str(r.priority), transfer_bytes: num(r.transferSize) }));
  const failed = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
    .filter((a) => a && a.score !== null && a.score < 0.9)
    .map((a) => `${a?.id}: ${a?.title}`);
  return {
    lcp_phases: lcpPhases,
    lcp_element: node?.snippet ?? '',
    render_blocking: itemsOf(lhr, 'render-blocking-insight').map((r) => ({ url: local(str(r.url)), wasted_ms: num(r.wastedMs) })),
    requests_before_lcp: requests,
    main_thread_ms: Object.fromEntries(itemsOf(lhr, 'mainthread-work-breakdown').map((g) => [str(g.groupLabel) || str(g.group), num(g.duration)])),
    bootup_ms: itemsOf(lhr, 'bootup-time').map((b) => ({ url: local(str(b.url)), scripting: num(b.scripting), total: num(b.total) })),
    unused_css_bytes: num((lhr.audits['unused-css-rules']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes),
    failed_audits: [...new Set(failed)],
  };
}

/**
 * Runs each URL `runs` times in one Chromium. `reportDir`, when given, keeps the median run's whole
 * report (one JSON per URL) for the waterfall and every audit Lighthouse has.
 */
export async function runLighthouse(urls: string[], opts: { runs?: number; reportDir?: string } = {}): Promise<LighthouseFigures[]> {
  const runs = opts.runs ?? 3;
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const out: LighthouseFigures[] = [];
  try {
    for (const url of urls) {
      const reports: Result[] = [];
      const failedRuns: string[] = [];
      // A run Lighthouse could not finish (its runtimeError, e.g. no paint in time on a loaded
      // machine) has no figures: it is reported and run again, never counted as a score of 0.
      for (let attempt = 0; reports.length < runs && attempt < runs * 2; attempt++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError || lhr.categories.performance?.score == null) failedRuns.push(lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no performance score');
        else reports.push(lhr);
      }
      if (reports.length === 0) throw new Error(`Lighthouse finished no run of ${url}: ${failedRuns.join('; ')}`);
      const each = reports.map(figuresOf);
      const metrics = Object.keys(each[0] ?? {}) as Metric[];
      const med = Object.fromEntries(metrics.map((m) => [m, median(each.map((r) => r[m]))])) as Record<Metric, number>;
      const spread = Object.fromEntries(
        metrics.map((m) => {
          const values = each.map((r) => r[m]);
          return [m, { median: med[m], min: Math.min(...values), max: Math.max(...values) }];
        }),
      ) as Record<Metric, Spread>;
      // the run whose performance score is the median one
      const medianIndex = each.map((r, i) => [r.performance, i] as const).sort((a, b) => a[0] - b[0])[Math.floor(each.length / 2)]?.[1] ?? 0;
      const medianReport = reports[medianIndex];
      if (!medianReport) throw new Error(`no Lighthouse report for ${url}`);
      const origin = new URL(url).origin;
      if (opts.reportDir) {
        fs.mkdirSync(opts.reportDir, { recursive: true });
        const name = (new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home') + '.json';
        fs.writeFileSync(path.join(opts.reportDir, name), JSON.stringify(medianReport));
      }
      out.push({
        url,
        runs: each,
        failed_runs: failedRuns,
        median: med,
        spread,
        diagnostics: diagnosticsOf(medianReport, origin),
        performance: med.performance,
        accessibility: med.accessibility,
        best_practices: med.best_practices,
        seo: med.seo,
        lcp_ms: med.lcp_ms,
        cls: med.cls,
        tbt_ms: med.tbt_ms,
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}
