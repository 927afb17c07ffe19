/**
 * The inbox's source filters (docs/product/screens.md#staff-inbox): exact values of source, medium,
 * campaign, partner and landing page, each read from its (column, created_at, id) index (migration
 * 030), so a filter costs what the status filter costs. Values are compared as stored: tags and
 * partner codes lower-cased, as the intake keeps them.
 */
import * as v from 'valibot';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { SOURCE_LIMITS, type SourceColumn } from '../db/lead-source-columns';
import { withoutNul } from '../validation/field-schemas';

/** query key → the column it filters */
export const SOURCE_FILTERS = {
  source: 'source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  partner: 'partner',
  landing_page: 'landing_page',
} as const satisfies Record<string, SourceColumn>;

export type SourceFilterKey = keyof typeof SOURCE_FILTERS;
export type SourceFilter = Partial<Record<SourceFilterKey, string>>;

const LOWER_CASED: ReadonlySet<SourceFilterKey> = new Set(['source', 'medium', 'campaign', 'partner']);

const filterValue = (key: SourceFilterKey) =>
  v.optional(
    v.pipe(
      v.string(),
      withoutNul,
      v.trim(),
      v.maxLength(SOURCE_LIMITS[SOURCE_FILTERS[key]]),
      v.transform((s) => (LOWER_CASED.has(key) ? s.toLowerCase() : s)),
    ),
    '',
  );

/** The filters' entries of a valibot object (the inbox list's query, the export's body). */
export const sourceFilterEntries = Object.fromEntries(
  (Object.keys(SOURCE_FILTERS) as SourceFilterKey[]).map((key) => [key, filterValue(key)]),
) as { [K in SourceFilterKey]: ReturnType<typeof filterValue> };

export const sourceFilterDocs: Record<SourceFilterKey, { description: string }> = {
  source: { description: 'Only leads from this source: the `utm_source`, else the referring site’s origin (https://www.google.com).' },
  medium: { description: 'Only leads with this `utm_medium`.' },
  campaign: { description: 'Only leads with this `utm_campaign`.' },
  partner: { description: 'Only leads sent through a widget with this `partner` code.' },
  landing_page: { description: 'Only leads whose visit started on this page (a path on the site, or a partner page’s origin and path).' },
};

/** The filters given (non-empty) in a parsed query or body. */
export function sourceFilterOf(input: Partial<Record<SourceFilterKey, string>>): SourceFilter {
  const filter: SourceFilter = {};
  for (const key of Object.keys(SOURCE_FILTERS) as SourceFilterKey[]) if (input[key]) filter[key] = input[key];
  return filter;
}

export function sourceConditions(filter: SourceFilter | undefined): RawBuilder<SqlBool>[] {
  return Object.entries(filter ?? {}).flatMap(([key, value]) =>
    value ? [sql<SqlBool>`${sql.ref(SOURCE_FILTERS[key as SourceFilterKey])} = ${value}`] : [],
  );
}
