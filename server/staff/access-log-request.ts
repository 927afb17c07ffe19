/** What the access log's calls accept: a person, Miami days, and the next page's cursor. */
import * as v from 'valibot';
import { parseRowId } from '../db/column-ranges';
import { clinicDayEnd, clinicDayStart } from './clinic-day';
import { decodeAccessLogCursor, type AccessLogCursor, type AccessLogFilters } from './access-log-repository';

export const ACCESS_LOG_PAGE_SIZE = 50;

const day = v.optional(v.pipe(v.string(), v.trim(), v.check((s) => s === '' || clinicDayStart(s) !== undefined)), '');
const filterEntries = {
  staff: v.optional(v.pipe(v.string(), v.trim(), v.check((s) => s === '' || parseRowId(s) !== undefined)), ''),
  from: day,
  to: day,
};

export const accessLogCsvSchema = v.object(filterEntries);
export const accessLogSchema = v.object({ ...filterEntries, cursor: v.optional(v.pipe(v.string(), v.check((s) => s === '' || decodeAccessLogCursor(s) !== undefined)), '') });

export interface AccessLogQuery {
  filters: AccessLogFilters;
  cursor?: AccessLogCursor;
  /** the filters in words, for the log's own row ("staff #3; from 2026-03-01; to 2026-03-05") */
  words: string;
}

function query(input: v.InferOutput<typeof accessLogCsvSchema>, cursor: string): AccessLogQuery {
  const filters: AccessLogFilters = {
    staffId: input.staff ? parseRowId(input.staff) : undefined,
    fromMs: input.from ? clinicDayStart(input.from) : undefined,
    toMs: input.to ? clinicDayEnd(input.to) : undefined,
  };
  const words = [input.staff && `staff #${input.staff}`, input.from && `from ${input.from}`, input.to && `to ${input.to}`, cursor && 'an older page'].filter(Boolean).join('; ');
  return { filters, ...(cursor ? { cursor: decodeAccessLogCursor(cursor) } : {}), words: words || 'everything' };
}

export function parseAccessLogQuery(raw: unknown): AccessLogQuery | undefined {
  const parsed = v.safeParse(accessLogSchema, raw ?? {});
  return parsed.success ? query(parsed.output, parsed.output.cursor) : undefined;
}

export function parseAccessLogCsvQuery(raw: unknown): AccessLogQuery | undefined {
  const parsed = v.safeParse(accessLogCsvSchema, raw ?? {});
  return parsed.success ? query(parsed.output, '') : undefined;
}
