/**
 * What the inbox calls accept: filters (in the query string of the list, in the body of the
 * export), a page cursor and size, and the changes staff may make to a lead.
 */
import * as v from 'valibot';
import { clinicDayEnd, clinicDayStart } from './clinic-day';
import { decodeCursor, type InboxFilters, type PageRequest } from './inbox-query';
import { LEAD_KINDS, LEAD_STATUSES } from './lead-statuses';
import { staffMessages } from './staff-messages';
import { LOCALES } from '../i18n/request-locale';
import { parseRowId } from '../db/column-ranges';
import { withoutNul } from '../validation/field-schemas';
import { sourceFilterEntries, sourceFilterOf } from '../lead-sources';

export const NOTE_MAX = 5000;
export const PAGE_SIZE = 25;
export const PAGE_SIZE_MAX = 100;

const optionalString = (max: number) => v.optional(v.pipe(v.string(), withoutNul, v.trim(), v.maxLength(max)), '');
const day = v.optional(v.pipe(v.string(), v.trim(), v.check((s) => s === '' || clinicDayStart(s) !== undefined)), '');
const cursor = v.optional(v.pipe(v.string(), v.check((s) => s === '' || decodeCursor(s) !== undefined)), '');

const filtersEntries = {
  q: optionalString(100),
  status: v.optional(v.picklist(['', ...LEAD_STATUSES]), ''),
  kind: v.optional(v.picklist(['', ...LEAD_KINDS]), ''),
  language: v.optional(v.picklist(['', ...LOCALES]), ''),
  from: day,
  to: day,
  ...sourceFilterEntries,
};

export const listSchema = v.object({
  ...filtersEntries,
  before: cursor,
  after: cursor,
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(PAGE_SIZE_MAX)),
    String(PAGE_SIZE),
  ),
});

export const exportSchema = v.object(filtersEntries);

function toFilters(input: v.InferOutput<typeof exportSchema>): InboxFilters {
  return {
    q: input.q,
    status: input.status || undefined,
    kind: input.kind || undefined,
    language: input.language || undefined,
    fromMs: input.from ? clinicDayStart(input.from) : undefined,
    toMs: input.to ? clinicDayEnd(input.to) : undefined,
    source: sourceFilterOf(input),
  };
}

export type ParsedList = { ok: true; filters: InboxFilters; page: PageRequest; limit: number } | { ok: false };

export function parseListQuery(query: unknown): ParsedList {
  const parsed = v.safeParse(listSchema, query ?? {});
  if (!parsed.success) return { ok: false };
  const { before, after, limit } = parsed.output;
  return {
    ok: true,
    filters: toFilters(parsed.output),
    page: { before: before ? decodeCursor(before) : undefined, after: after ? decodeCursor(after) : undefined },
    limit,
  };
}

export function parseExportBody(body: unknown): InboxFilters | undefined {
  const parsed = v.safeParse(exportSchema, body ?? {});
  return parsed.success ? toFilters(parsed.output) : undefined;
}

export const changeSchema = v.object(
  {
    status: v.optional(v.picklist(LEAD_STATUSES, staffMessages.statusInvalid)),
    note: v.optional(
      v.pipe(
        v.string(staffMessages.notText),
        // no control characters but line breaks and tabs; spaces at either end mean nothing
        v.transform((s) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim()),
        v.check((s) => [...s].length <= NOTE_MAX, staffMessages.noteTooLong(NOTE_MAX)),
      ),
    ),
  },
  staffMessages.formMissing,
);

export type ParsedChange = { ok: true; changes: v.InferOutput<typeof changeSchema> } | { ok: false; errors: Record<string, string> };

export function parseChangeBody(body: unknown): ParsedChange {
  const parsed = v.safeParse(changeSchema, body ?? {});
  if (parsed.success) return { ok: true, changes: parsed.output };
  const errors: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** `:kind/:id` of a lead's URL; an id past its column's range names no lead. */
export function parseLeadRef(params: unknown): { kind: (typeof LEAD_KINDS)[number]; id: number } | undefined {
  const p = (params ?? {}) as Record<string, unknown>;
  const kind = LEAD_KINDS.find((k) => k === p.kind);
  const id = typeof p.id === 'string' ? parseRowId(p.id) : undefined;
  return kind && id !== undefined ? { kind, id } : undefined;
}
