/** The availability call's query: a known type and a range of real clinic days, at most 62 days apart. */
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { isClinicDate } from './clinic-zone';

export const MAX_RANGE_DAYS = 62;

export interface AvailabilityQuery {
  type: string;
  from: string;
  to: string;
}

/** The query when it is one; any other input (arrays, missing keys, odd dates) is null. */
export function readAvailabilityQuery(query: unknown): AvailabilityQuery | null {
  if (typeof query !== 'object' || query === null) return null;
  const { type, from, to } = query as Record<string, unknown>;
  if (typeof type !== 'string' || typeof from !== 'string' || typeof to !== 'string') return null;
  if (!isClinicDate(from) || !isClinicDate(to) || to < from) return null;
  if (differenceInCalendarDays(parseISO(to), parseISO(from)) > MAX_RANGE_DAYS) return null;
  return { type, from, to };
}
