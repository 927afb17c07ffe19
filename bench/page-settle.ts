/**
 * Opens a site page and waits until it has settled, by state rather than by a quiet period: the
 * load event, React's hydration mark, no request of the page still in flight, and its fonts ready.
 * Playwright's 'networkidle' waits for half a second of silence after every page, which is most of
 * a page check's time; requests started after hydration (an effect's fetch) are already in flight
 * when the mark is seen, so counting them is enough.
 */
import type { Page } from 'playwright-core';

export interface RequestWatch {
  /** resolves once no request of the page is in flight (at once when none is) */
  drained(): Promise<void>;
}

/** Counts the page's requests in flight; call before the navigation it should see. */
export function watchRequests(page: Page): RequestWatch {
  const inFlight = new Set<object>();
  let waiters: (() => void)[] = [];
  const settle = (request: object) => {
    inFlight.delete(request);
    if (inFlight.size > 0) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    drained: () => (inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}

/** Navigates to url and waits until the page has hydrated and its requests and fonts are done. */
export async function gotoSettled(page: Page, url: string, requests: RequestWatch): Promise<void> {
  await page.goto(url);
  await settled(page, requests);
}

/** The same wait, for a page that got where it is by a tap or a redirect. */
export async function settled(page: Page, requests: RequestWatch): Promise<void> {
  // the entry script is only added on the load event (server/site/page-assets.ts)
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await requests.drained();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
