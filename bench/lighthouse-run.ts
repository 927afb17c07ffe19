/** Lighthouse 12 with its default mobile emulation and simulated throttling, in Debian's Chromium. */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from './chromium';

export interface LighthouseFigures {
  url: string;
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
  failed_audits: string[];
}

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

export async function runLighthouse(urls: string[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const out: LighthouseFigures[] = [];
  try {
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const failed = Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]))
        .filter((a) => a && a.score !== null && a.score < 0.9)
        .map((a) => `${a?.id}: ${a?.title}`);
      out.push({
        url,
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        best_practices: score(lhr.categories['best-practices']?.score),
        seo: score(lhr.categories.seo?.score),
        lcp_ms: Math.round(audit('largest-contentful-paint')),
        cls: Number(audit('cumulative-layout-shift').toFixed(4)),
        tbt_ms: Math.round(audit('total-blocking-time')),
        failed_audits: [...new Set(failed)],
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}
