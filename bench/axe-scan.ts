/** Runs axe-core (WCAG 2.0-2.2 A and AA rules) on a page in Chromium and returns its violations. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { gotoSettled, watchRequests } from './page-settle';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  targets: string[];
}

/** Puts axe-core into the page once, evaluated directly, so the page's CSP does not matter. */
export async function ensureAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/**
 * Waits until every finite animation has finished: colours are measured once toasts have slid and
 * faded in (notyf's message at half opacity fails contrast). It waits for that state rather than on
 * each animation's `finished` promise, which rejects (AbortError) when an animation is cancelled, as
 * a toast's is when a newer one replaces it; endless ones (a loading card's shimmer) never settle.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => (!a.pending && a.playState !== 'running') || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Runs the rules on a page as it is now (or on the part `include` selects), once its animations have
 * settled, evaluated directly, so the page's CSP does not matter.
 */
export async function axeScan(page: Page, include?: string): Promise<AxeViolation[]> {
  await animationsSettled(page);
  await ensureAxe(page);
  const results = (await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }).axe;
    return axe.run(selector ? { include: [[selector]] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
  }, include ?? null)) as { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.length,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

/** A first visit to url in a context of its own, scanned once the page has settled. */
export async function scanPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<AxeViolation[]> {
  const context = await browser.newContext({ viewport });
  await context.route(/google\.com/, (route) => route.abort());
  const page = await context.newPage();
  try {
    await gotoSettled(page, url, watchRequests(page));
    return await axeScan(page);
  } finally {
    await context.close();
  }
}

export const isBlocking = (v: AxeViolation): boolean => v.impact === 'serious' || v.impact === 'critical';
