/**
 * Where this visit came from (docs/product/data.md#lead-sources), in the valtio store the site and
 * the widgets share: the first touch of the visit and the last one. A touch holds the page's
 * `utm_*` tags, which ad click id was in its address (never the id itself), the referring site's
 * origin and the landing page. The lead forms send it to the clinic's server, and only there, as one
 * field of URL-encoded pairs (`lead_source`); the server cleans every value.
 *
 * Loaded on every page of the site: kept as small as it can be (docs/decisions/0016-lead-sources.md).
 */
import { proxy } from 'valtio/vanilla';

/** wire key → value */
export type Touch = Record<string, string>;

export const leadSource = proxy<{ first?: Touch; last?: Touch }>({});

/**
 * One touch from a page's query string (its first non-empty `utm_*` tags, and which ad click id it
 * carried), the referring origin ('' for none) and the landing page. Written for size: it runs on
 * every page.
 */
export function readTouch(search: string, referrer: string, page: string): Touch {
  const touch: Touch = { landing_page: page };
  new URLSearchParams(search).forEach((value, key) => {
    if (/^utm_(source|medium|campaign|term|content)$/.test(key)) {
      if (value && !touch[key]) touch[key] = value;
    } else if (/^(gclid|fbclid|msclkid)$/.test(key)) touch.click_id = key;
  });
  if (referrer) touch.referrer = referrer;
  return touch;
}

/**
 * The `lead_source` field: both touches (the last one's keys prefixed `last_`) and the widget's
 * partner. Always one string, whatever sessionStorage held (URLSearchParams writes any value as
 * text); the server drops what is not a value it knows.
 */
export function leadSourceField(partner?: string | null): string {
  const field = new URLSearchParams();
  const add = (touch: Touch | undefined, prefix: string) => {
    for (const key in touch) field.set(prefix + key, touch[key]!);
  };
  add(leadSource.first, '');
  add(leadSource.last, 'last_');
  if (partner) field.set('partner', partner);
  return field.toString();
}
