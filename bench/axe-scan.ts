/** Runs axe-core (WCAG 2.0-2.2 A and AA rules) on a page in Chromium and returns its violations. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  targets: string[];
}

export async function scanPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<AxeViolation[]> {
  // The page's CSP allows only its own nonce-tagged scripts; the scanner is injected around it.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  await context.route(/google\.com/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.addScriptTag({ content: axeSource });
  const results = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<unknown> } }).axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
  })) as { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };
  await context.close();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.length,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

export const isBlocking = (v: AxeViolation): boolean => v.impact === 'serious' || v.impact === 'critical';
