/** The inbox's filters and page live in the URL, so a reload, the Back button and a shared link keep them. */
import type { InboxFilterValues } from '../staff-types';

export const FILTER_KEYS = ['q', 'kind', 'status', 'language', 'from', 'to', 'source', 'medium', 'campaign', 'partner', 'landing_page'] as const;

export function filtersFrom(params: URLSearchParams): InboxFilterValues {
  return {
    q: params.get('q') ?? '',
    kind: params.get('kind') ?? '',
    status: params.get('status') ?? '',
    language: params.get('language') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    source: params.get('source') ?? '',
    medium: params.get('medium') ?? '',
    campaign: params.get('campaign') ?? '',
    partner: params.get('partner') ?? '',
    landing_page: params.get('landing_page') ?? '',
  };
}

/** The query string of these filters (empty ones left out), with a page cursor when given. */
export function inboxSearch(filters: InboxFilterValues, cursor?: { before?: string; after?: string }): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (cursor?.before) params.set('before', cursor.before);
  if (cursor?.after) params.set('after', cursor.after);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(filters: InboxFilterValues): boolean {
  return FILTER_KEYS.some((key) => filters[key].trim() !== '');
}
