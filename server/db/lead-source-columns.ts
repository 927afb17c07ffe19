/**
 * Where a lead came from, as the lead tables keep it (migration 030): the first touch of the
 * visit (the page it started on, with its campaign tags and the referring site), the last touch
 * (the latest arrival in the same visit that carried tags, a click id or another site as
 * referrer), the partner named by a widget's `partner` attribute, and `source`, the one value the
 * inbox and the results group by. docs/product/data.md#lead-sources says what each holds and why.
 */
import type { Generated } from 'kysely';

/** One touch: how the visitor arrived at one page. */
export const TOUCH_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'click_id', 'referrer', 'landing_page'] as const;
export type TouchKey = (typeof TOUCH_KEYS)[number];

/** Each key of the wire format (the `lead_source` field) and the column it is stored in. */
export const LAST_TOUCH_KEYS = TOUCH_KEYS.map((k) => `last_${k}` as const);
export type LastTouchKey = (typeof LAST_TOUCH_KEYS)[number];

export const SOURCE_COLUMNS = ['source', ...TOUCH_KEYS, ...LAST_TOUCH_KEYS, 'partner'] as const;
export type SourceColumn = (typeof SOURCE_COLUMNS)[number];

/** Longest value kept per column, in characters; a longer value is cut to it. */
export const SOURCE_LIMITS: Record<SourceColumn, number> = {
  source: 200,
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 100,
  utm_term: 100,
  utm_content: 100,
  click_id: 10,
  referrer: 200,
  landing_page: 500,
  last_utm_source: 100,
  last_utm_medium: 100,
  last_utm_campaign: 100,
  last_utm_term: 100,
  last_utm_content: 100,
  last_click_id: 10,
  last_referrer: 200,
  last_landing_page: 500,
  partner: 64,
};

/** The click ids whose presence (never their value) is recorded. */
export const CLICK_IDS = ['gclid', 'fbclid', 'msclkid'] as const;

/** The columns as Kysely sees them; every one is '' when unknown (leads from before migration 030 have '' throughout). */
export type LeadSourceColumns = { [K in SourceColumn]: Generated<string> };

/** The values one lead is stored with. */
export type LeadSourceValues = { [K in SourceColumn]: string };

export const NO_SOURCE: LeadSourceValues = Object.fromEntries(SOURCE_COLUMNS.map((c) => [c, ''])) as LeadSourceValues;
