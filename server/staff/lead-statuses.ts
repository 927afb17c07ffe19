/**
 * Where a lead stands in the clinic's follow-up; every lead starts as 'new'. The order is the
 * funnel's (server/lead-sources/results-query.ts): contacted, booked, then attended the consultation.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'attended', 'closed'] as const;
export type StaffLeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_KINDS = ['consultation', 'contact'] as const;

export function isLeadStatus(value: unknown): value is StaffLeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}
