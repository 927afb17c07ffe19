/** The shape of the results call's answer (docs/product/api.md#staff-calls), as the reply serializer and OpenAPI read it. */
import * as v from 'valibot';
import { LEAD_KINDS } from '../staff';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const key = v.pipe(
  v.nullable(v.string()),
  v.description('The value counted ("" for none: a direct visit, no partner, no campaign, an unknown page); null for all the other values together.'),
);

const weeklySeries = v.pipe(
  v.object({ key, counts: v.pipe(v.array(count), v.description('Leads in each week of `weeks`, in order.')), total: count }),
  v.title('WeeklySeries'),
);

const funnelRow = v.pipe(
  v.object({
    key,
    leads: count,
    contacted: v.pipe(count, v.description('Leads that were ever contacted, booked or attended.')),
    booked: v.pipe(count, v.description('Leads that were ever booked or attended.')),
    attended: v.pipe(count, v.description('Leads that ever attended their consultation.')),
    closed: v.pipe(count, v.description('Leads that were ever closed (done, or not going ahead).')),
  }),
  v.title('FunnelRow'),
);

export const resultsReply = v.object({
  success: v.literal(true),
  from: v.pipe(v.string(), v.description('The first day counted (YYYY-MM-DD, Miami).')),
  to: v.pipe(v.string(), v.description('The last day counted (YYYY-MM-DD, Miami).')),
  kind: v.picklist(['', ...LEAD_KINDS]),
  weeks: v.pipe(v.array(v.string()), v.description('The Monday each week starts on (YYYY-MM-DD); the first week is counted from `from`, the last up to `to`.')),
  total: count,
  weekly: v.object({ source: v.array(weeklySeries), partner: v.array(weeklySeries) }),
  funnel: v.object({
    source: v.array(funnelRow),
    partner: v.array(funnelRow),
    campaign: v.array(funnelRow),
    landing_page: v.array(funnelRow),
    language: v.array(funnelRow),
  }),
});
