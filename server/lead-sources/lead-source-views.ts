/**
 * A lead's source as the staff side shows it: the inbox line's five values, the lead page's two
 * touches, the CSV export's columns, and the valibot shapes of the first two (server/api-schemas).
 */
import * as v from 'valibot';
import { TOUCH_KEYS, type LeadSourceValues, type TouchKey } from '../db/lead-source-columns';

/** The inbox line: what the source filters filter by. */
export function summarySource(lead: LeadSourceValues) {
  return { source: lead.source, medium: lead.utm_medium, campaign: lead.utm_campaign, partner: lead.partner, landing_page: lead.landing_page };
}

const touchOf = (lead: LeadSourceValues, prefix: '' | 'last_') =>
  Object.fromEntries(TOUCH_KEYS.map((key) => [key, lead[`${prefix}${key}`]])) as Record<TouchKey, string>;

/** The lead page: both touches, the partner, and the source the reports count it under. */
export function detailSource(lead: LeadSourceValues) {
  return { source: lead.source, partner: lead.partner, first: touchOf(lead, ''), last: touchOf(lead, 'last_') };
}

const text = (description: string) => v.pipe(v.string(), v.description(description));

export const summarySourceEntries = {
  source: text('The `utm_source` of the visit’s first touch, else the referring site’s origin; "" for a direct visit.'),
  medium: text('The first touch’s `utm_medium` ("" when none).'),
  campaign: text('The first touch’s `utm_campaign` ("" when none).'),
  partner: text('The `partner` code of the widget it was sent through ("" when none).'),
  landing_page: text('Where the visit started: a path on the site, or a partner page’s origin and path ("" when unknown).'),
};

const touch = v.pipe(
  v.object(Object.fromEntries(TOUCH_KEYS.map((key) => [key, v.string()])) as Record<TouchKey, v.StringSchema<undefined>>),
  v.title('LeadTouch'),
  v.description('One arrival: its `utm_*` tags, which ad click id was present (its name only), the referring origin and the landing page; "" when unknown.'),
);

export const leadSourceDetail = v.pipe(
  v.object({ source: v.string(), partner: v.string(), first: touch, last: touch }),
  v.title('LeadSource'),
  v.description('Where the lead came from: the first touch of the visit and its last one (docs/product/data.md#lead-sources).'),
);

export const SOURCE_EXPORT_COLUMNS = [
  'Source', 'Medium', 'Campaign', 'Term', 'Content', 'Click ID', 'Referrer', 'Landing page', 'Partner',
  'Last source', 'Last medium', 'Last campaign', 'Last term', 'Last content', 'Last click ID', 'Last referrer', 'Last landing page',
] as const;

export function sourceExportCells(lead: LeadSourceValues): string[] {
  return [
    lead.source, lead.utm_medium, lead.utm_campaign, lead.utm_term, lead.utm_content, lead.click_id, lead.referrer, lead.landing_page, lead.partner,
    lead.last_utm_source, lead.last_utm_medium, lead.last_utm_campaign, lead.last_utm_term, lead.last_utm_content, lead.last_click_id, lead.last_referrer, lead.last_landing_page,
  ];
}
