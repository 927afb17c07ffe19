/**
 * The site's capture, run once per page load (site/entry-client.tsx): the first page of a visit is
 * its first touch; a later load that arrives with tags, a click id or from another site is the new
 * last touch; a load from the site's own pages changes nothing. Kept in the tab's sessionStorage
 * (gone when the tab closes; never a cookie, so nothing is sent with every request and no consent
 * banner is needed: docs/decisions/0016-lead-sources.md).
 */
import { leadSource, readTouch } from './lead-source-store';

const KEY = 'clinic-lead-source';

export function captureVisit(): void {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) || '{}');
    const from = document.referrer && new URL(document.referrer).origin;
    const touch = readTouch(location.search, from == location.origin ? '' : from, location.pathname);
    leadSource.first = saved.first || touch;
    leadSource.last = Object.keys(touch).length > 1 || !saved.last ? touch : saved.last;
    sessionStorage.setItem(KEY, JSON.stringify(leadSource));
  } catch {
    // storage blocked, or a referrer that is no URL: the visit's source is simply not known
  }
}
