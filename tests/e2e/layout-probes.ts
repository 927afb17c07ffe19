/**
 * In-page probes for what a visitor can reach and read at a given screen width: controls a tap at
 * their centre really lands on, text that runs past the edge of the screen, and axe-core rules run
 * on the page as it is at that moment (menu open or closed).
 */
import type { Page } from 'playwright-core';
import { ensureAxe } from '../../bench/axe-scan';

/**
 * Every visible control inside `root` whose centre point is covered by something else (or lies off
 * the screen), as "what (x, y) → what is there instead". A control entirely off the screen is
 * focused first: that is how a skip link appears, and how a keyboard user would reach it.
 */
export async function missedTaps(page: Page, root: string): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const describe = (el: Element | null): string => {
      if (!el) return 'nothing';
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${cls} "${name}"`;
    };
    const container = document.querySelector(rootSelector);
    if (!container) return [`no ${rootSelector}`];
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const offScreen = (r: DOMRect) => r.bottom <= 0 || r.top >= vh || r.right <= 0 || r.left >= vw;
    const controls = container.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])');
    const missed: string[] = [];
    for (const el of Array.from(controls)) {
      let r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility !== 'visible') continue;
      if (offScreen(r)) {
        el.focus();
        r = el.getBoundingClientRect();
      }
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit))) missed.push(`${describe(el)} (${Math.round(x)}, ${Math.round(y)}) → ${describe(hit)}`);
      if (document.activeElement === el) el.blur();
    }
    return missed;
  }, root);
}

/**
 * Text in main that runs past the left or right edge of the screen, where the page cannot be
 * scrolled sideways (the body clips it), so the visitor never sees it. Text is allowed past the
 * edge only when a box inside the screen clips it and that box is, or sits in, a named region (a
 * table's labelled scroll box, a carousel's track): the visitor can scroll or page to it there.
 */
export async function cutOffText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const main = document.querySelector('main');
    if (!main) return ['no main'];
    const named = '[role="region"][aria-label], [role="region"][aria-labelledby]';
    const out: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const past = Array.from(range.getClientRects()).filter((r) => r.width > 0 && (r.left < -1 || r.right > vw + 1));
      if (past.length === 0) continue;
      let clipper: HTMLElement | null = null;
      let screenReaderOnly = false;
      for (let a: HTMLElement | null = parent; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible') continue;
        const box = a.getBoundingClientRect();
        // a 1×1 px clipped box is text for screen readers only (the visually-hidden pattern)
        if (box.width <= 1 && box.height <= 1) {
          screenReaderOnly = true;
          break;
        }
        if (box.left >= -1 && box.right <= vw + 1) {
          clipper = a;
          break;
        }
      }
      if (screenReaderOnly) continue;
      if (clipper?.closest(named) && main.contains(clipper.closest(named))) continue;
      const r = past[0]!;
      out.push(`"${text.slice(0, 40)}" in ${parent.tagName.toLowerCase()}.${parent.className} at ${Math.round(r.left)}–${Math.round(r.right)} of ${vw}`);
    }
    return out;
  });
}

export interface RuleViolation {
  id: string;
  targets: string[];
}

/** Runs the named axe-core rules on the page as it is now (evaluated directly, so the page's CSP does not matter). */
export async function axeViolations(page: Page, rules: string[]): Promise<RuleViolation[]> {
  await ensureAxe(page);
  const found = (await page.evaluate(async (ruleIds) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<unknown> } }).axe;
    return axe.run(document, { runOnly: { type: 'rule', values: ruleIds } });
  }, rules)) as { violations: { id: string; nodes: { target: string[] }[] }[] };
  return found.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
