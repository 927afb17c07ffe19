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

/** Runs the rules on a page as it is now, evaluated directly, so the page's CSP does not matter. */
export async function axeScan(page: Page): Promise<AxeViolation[]> {
  await ensureAxe(page);
  const results = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<unknown> } }).axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
  })) as { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };
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
