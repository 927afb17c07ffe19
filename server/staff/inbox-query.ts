/**
 * The inbox's one query: consultation requests and contact messages together, newest first,
 * filtered by kind, status, language, a Miami date range and a search, paged by keyset.
 *
 * Why nothing here reads a whole table, at 100,000 leads or ten times that:
 * - Order is (created_at, kind, id), newest first. Each table is read in that order straight from
 *   its (created_at, id) index, or its (status, created_at, id) index under a status filter, and
 *   stops after `limit + 1` rows; the two short lists are merged here. No OFFSET: a page is "the
 *   rows after this cursor", an index seek, so page 4,000 costs what page 1 costs.
 * - The date range is a range on the same indexes.
 * - Search is a prefix match ("starts with") on lower-cased first name, last name, full name,
 *   e-mail or phone digits, written as a range (key >= 'ros' and key < 'rot') on expression
 *   indexes of exactly those keys (migration 010-staff), so each branch of the OR is an index
 *   range and only matching rows are read and sorted. A "contains" search ('%ros%') could use no
 *   index and would scan everything; the inbox does not offer it.
 * tests/server/staff-inbox.test.ts checks the plans with EXPLAIN QUERY PLAN on 100,000 leads.
 */
import { sql, type Compilable, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../db/dialect';
import { MAX_EPOCH_MS, parseRowId } from '../db/column-ranges';
import { leadTable, type LeadRecord } from './lead-record';
import type { StaffLeadStatus } from './lead-statuses';
import type { LeadKind } from '../db/staff-tables';
import type { StaffDb } from '../db/schema';
import { sourceConditions, type SourceFilter } from '../lead-sources';

export interface InboxFilters {
  /** the search as typed */
  q: string;
  status?: StaffLeadStatus;
  kind?: LeadKind;
  /** created at or after */
  fromMs?: number;
  /** created before */
  toMs?: number;
  /** the language the lead was sent in (migration 012 indexes (language, created_at, id)) */
  language?: 'en' | 'es';
  /** where the lead came from: source, medium, campaign, partner, landing page (server/lead-sources/) */
  source?: SourceFilter;
}

export interface InboxCursor {
  createdAt: number;
  kind: LeadKind;
  id: number;
}

export type PageRequest = { before?: InboxCursor; after?: InboxCursor };

export interface InboxPage {
  leads: LeadRecord[];
  /** cursor of the next, older page; null on the last page */
  older: string | null;
  /** cursor of the previous, newer page; null on the first page */
  newer: string | null;
}

/** Among leads received in the same millisecond, consultations come first. */
const kindRank: Record<LeadKind, number> = { contact: 0, consultation: 1 };

export function encodeCursor(lead: Pick<LeadRecord, 'created_at' | 'kind' | 'id'>): string {
  return `${lead.created_at}_${lead.kind}_${lead.id}`;
}

/** A cursor as `encodeCursor` writes it, its time and id within their columns; anything else is no cursor. */
export function decodeCursor(value: string): InboxCursor | undefined {
  const match = /^(\d{1,16})_(consultation|contact)_(\d{1,10})$/.exec(value);
  if (!match) return undefined;
  const createdAt = Number(match[1]);
  const id = parseRowId(match[3]!);
  if (createdAt > MAX_EPOCH_MS || id === undefined) return undefined;
  return { createdAt, kind: match[2] as LeadKind, id };
}

/** Newest first: negative when a comes before b in the inbox. */
function compareNewestFirst(a: LeadRecord, b: LeadRecord): number {
  return b.created_at - a.created_at || kindRank[b.kind] - kindRank[a.kind] || b.id - a.id;
}

type Search = { phone: string } | { text: string; first?: string; rest?: string };

/**
 * What a search matches. Digits (with the usual phone punctuation) search phone numbers, stored as
 * ten digits; anything else searches names and e-mail addresses. Keys are lower-cased the way the
 * database lower-cases them: SQLite's lower() folds ASCII only, PostgreSQL's folds all letters.
 */
export function parseSearch(q: string, dialect: DialectName): Search | undefined {
  const trimmed = q.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return undefined;
  if (/^[0-9()+.\-\s]+$/.test(trimmed)) {
    let digits = trimmed.replace(/\D/g, '');
    // US area codes never start with 1: a leading 1 is the country code, as in "+1 305 …"
    if (digits.length > 1 && digits.startsWith('1')) digits = digits.slice(1);
    if (digits.length > 0) return { phone: digits };
  }
  const text = dialect === 'postgres' ? trimmed.toLowerCase() : trimmed.replace(/[A-Z]+/g, (s) => s.toLowerCase());
  const space = text.indexOf(' ');
  return space > 0 ? { text, first: text.slice(0, space), rest: text.slice(space + 1) } : { text };
}

/** The smallest string greater than every string starting with `prefix` (code point order). */
function prefixEnd(prefix: string): string | undefined {
  const chars = Array.from(prefix);
  const last = chars.pop();
  if (last === undefined) return undefined;
  const code = last.codePointAt(0) ?? 0;
  // skip the surrogate range, which no stored string contains as a code point
  const next = code + 1 === 0xd800 ? 0xe000 : code + 1;
  if (next > 0x10ffff) return undefined;
  return chars.join('') + String.fromCodePoint(next);
}

/** The indexed search key of a column; it must be the very expression migration 010-staff indexed. */
function searchKey(dialect: DialectName, column: string): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`lower(${sql.ref(column)}) collate "C"` : sql<string>`lower(${sql.ref(column)})`;
}

function startsWith(dialect: DialectName, column: string, prefix: string): RawBuilder<SqlBool> {
  const key = searchKey(dialect, column);
  const end = prefixEnd(prefix);
  return end === undefined ? sql<SqlBool>`${key} >= ${prefix}` : sql<SqlBool>`(${key} >= ${prefix} and ${key} < ${end})`;
}

function searchCondition(kind: LeadKind, search: Search, dialect: DialectName): RawBuilder<SqlBool> {
  if ('phone' in search) return startsWith(dialect, 'phone', search.phone);
  const branches =
    kind === 'consultation'
      ? [startsWith(dialect, 'first_name', search.text), startsWith(dialect, 'last_name', search.text), startsWith(dialect, 'email', search.text)]
      : [startsWith(dialect, 'name', search.text), startsWith(dialect, 'email', search.text)];
  if (kind === 'consultation' && search.first && search.rest) {
    branches.push(sql<SqlBool>`(${startsWith(dialect, 'first_name', search.first)} and ${startsWith(dialect, 'last_name', search.rest)})`);
  }
  return sql<SqlBool>`(${sql.join(branches, sql` or `)})`;
}

/** Rows of one table on the far side of the cursor, in the inbox's (created_at, kind, id) order. */
function cursorCondition(kind: LeadKind, cursor: InboxCursor, side: 'older' | 'newer'): RawBuilder<SqlBool> {
  const mine = kindRank[kind];
  const theirs = kindRank[cursor.kind];
  const c = cursor.createdAt;
  if (side === 'older') {
    if (mine < theirs) return sql<SqlBool>`created_at <= ${c}`;
    if (mine > theirs) return sql<SqlBool>`created_at < ${c}`;
    return sql<SqlBool>`(created_at, id) < (${c}, ${cursor.id})`;
  }
  if (mine < theirs) return sql<SqlBool>`created_at > ${c}`;
  if (mine > theirs) return sql<SqlBool>`created_at >= ${c}`;
  return sql<SqlBool>`(created_at, id) > (${c}, ${cursor.id})`;
}

function conditions(kind: LeadKind, filters: InboxFilters, dialect: DialectName, cursor?: { at: InboxCursor; side: 'older' | 'newer' }) {
  const where: RawBuilder<SqlBool>[] = [];
  if (filters.status) where.push(sql<SqlBool>`status = ${filters.status}`);
  if (filters.language) where.push(sql<SqlBool>`language = ${filters.language}`);
  if (filters.fromMs !== undefined) where.push(sql<SqlBool>`created_at >= ${filters.fromMs}`);
  if (filters.toMs !== undefined) where.push(sql<SqlBool>`created_at < ${filters.toMs}`);
  where.push(...sourceConditions(filters.source));
  const search = parseSearch(filters.q, dialect);
  if (search) where.push(searchCondition(kind, search, dialect));
  if (cursor) where.push(cursorCondition(kind, cursor.at, cursor.side));
  return where;
}

/** The kinds a filter asks for. */
function kindsOf(filters: InboxFilters): LeadKind[] {
  return filters.kind ? [filters.kind] : ['consultation', 'contact'];
}

/**
 * One query per table: the rows of a page (`limit` of them, one more to tell whether more exist),
 * on the older side of a cursor (newest first) or the newer side (oldest first).
 */
export function inboxTableQueries(
  db: StaffDb,
  dialect: DialectName,
  filters: InboxFilters,
  limit: number,
  cursor?: { at: InboxCursor; side: 'older' | 'newer' },
): { kind: LeadKind; query: Compilable & { execute(): Promise<Record<string, unknown>[]> } }[] {
  const direction = cursor?.side === 'newer' ? 'asc' : 'desc';
  return kindsOf(filters).map((kind) => {
    let query = db.selectFrom(leadTable[kind]).selectAll();
    for (const condition of conditions(kind, filters, dialect, cursor)) query = query.where(condition);
    return { kind, query: query.orderBy('created_at', direction).orderBy('id', direction).limit(limit + 1) };
  });
}

async function fetchSide(
  db: StaffDb,
  dialect: DialectName,
  filters: InboxFilters,
  limit: number,
  cursor?: { at: InboxCursor; side: 'older' | 'newer' },
): Promise<{ rows: LeadRecord[]; more: boolean }> {
  const perTable = await Promise.all(
    inboxTableQueries(db, dialect, filters, limit, cursor).map(async ({ kind, query }) =>
      (await query.execute()).map((row) => ({ ...row, kind }) as LeadRecord),
    ),
  );
  const merged = perTable.flat().sort(compareNewestFirst);
  if (cursor?.side === 'newer') merged.reverse();
  const more = merged.length > limit;
  const rows = merged.slice(0, limit);
  if (cursor?.side === 'newer') rows.reverse();
  return { rows, more };
}

export async function listInbox(db: StaffDb, dialect: DialectName, filters: InboxFilters, page: PageRequest, limit: number): Promise<InboxPage> {
  if (page.after) {
    const newer = await fetchSide(db, dialect, filters, limit, { at: page.after, side: 'newer' });
    // Back at the newest leads: show the full first page rather than a short one.
    if (newer.more) {
      const first = newer.rows[0];
      const last = newer.rows.at(-1);
      return { leads: newer.rows, newer: first ? encodeCursor(first) : null, older: last ? encodeCursor(last) : null };
    }
  }
  const cursor = page.before && !page.after ? { at: page.before, side: 'older' as const } : undefined;
  const older = await fetchSide(db, dialect, filters, limit, cursor);
  const first = older.rows[0];
  const last = older.rows.at(-1);
  return {
    leads: older.rows,
    older: older.more && last ? encodeCursor(last) : null,
    newer: cursor && first ? encodeCursor(first) : null,
  };
}

/** Every lead the filters match, newest first, a batch at a time (the export). */
export async function* eachMatchingLead(db: StaffDb, dialect: DialectName, filters: InboxFilters, batch = 1000): AsyncGenerator<LeadRecord[]> {
  let cursor: InboxCursor | undefined;
  for (;;) {
    const { rows, more } = await fetchSide(db, dialect, filters, batch, cursor ? { at: cursor, side: 'older' } : undefined);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!more || !last) return;
    cursor = { createdAt: last.created_at, kind: last.kind, id: last.id };
  }
}
