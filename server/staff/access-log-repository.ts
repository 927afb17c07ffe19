/**
 * The owners' access log: who viewed, exported, changed or deleted which patient's data, newest
 * first, in one list read from two append-only tables:
 *
 * - `lead_audit`, the lead's history, written where each lead is read or changed (lead-changes.ts,
 *   lead-export.ts, the photo call, lead-retention.ts, the calendar in server/appointments/): one
 *   write path, so the history a lead shows and the log an owner reads are the same rows;
 * - `access_log_reads`, the log's own views and downloads (migration 115), which are about no lead.
 *
 * Order is (created_at, source, id), newest first. Each table is read in that order from its
 * created_at index, or its (staff_id, created_at, id) index under a person filter (migration 115),
 * and stops after `limit + 1` rows; the two short lists are merged here, as the inbox merges its two tables
 * (inbox-query.ts). A page is "the rows after this cursor": no OFFSET.
 *
 * Nothing here updates or deletes a row, and the database refuses it (migration 115's triggers).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { MAX_EPOCH_MS, parseRowId } from '../db/column-ranges';
import type { AccessLogReadAction, LeadKind } from '../db/staff-tables';
import type { StaffDb } from '../db/schema';
import type { StaffActor } from './lead-changes';

export type AccessLogSource = 'lead' | 'log';

export interface AccessLogFilters {
  /** only what this staff account did */
  staffId?: number;
  /** at or after */
  fromMs?: number;
  /** before */
  toMs?: number;
}

export interface AccessLogCursor {
  createdAt: number;
  source: AccessLogSource;
  id: number;
}

export interface AccessLogEntry {
  source: AccessLogSource;
  id: number;
  /** null for what the patient did herself or the retention period did */
  staff_id: number | null;
  /** the staff member's e-mail at the time, 'patient' or 'retention' */
  actor: string;
  action: string;
  /** the lead the row is about; null for the log's own views */
  lead_kind: LeadKind | null;
  lead_id: number | null;
  detail: string;
  created_at: number;
}

/** Among rows of the same millisecond, the log's own views come first. */
const sourceRank: Record<AccessLogSource, number> = { lead: 0, log: 1 };

export function encodeAccessLogCursor(entry: Pick<AccessLogEntry, 'created_at' | 'source' | 'id'>): string {
  return `${entry.created_at}_${entry.source}_${entry.id}`;
}

/** A cursor as `encodeAccessLogCursor` writes it; anything else is no cursor. */
export function decodeAccessLogCursor(value: string): AccessLogCursor | undefined {
  const match = /^(\d{1,16})_(lead|log)_(\d{1,10})$/.exec(value);
  if (!match) return undefined;
  const createdAt = Number(match[1]);
  const id = parseRowId(match[3]!);
  if (createdAt > MAX_EPOCH_MS || id === undefined) return undefined;
  return { createdAt, source: match[2] as AccessLogSource, id };
}

function compareNewestFirst(a: AccessLogEntry, b: AccessLogEntry): number {
  return b.created_at - a.created_at || sourceRank[b.source] - sourceRank[a.source] || b.id - a.id;
}

/** Rows of one table older than the cursor in the log's (created_at, source, id) order. */
function olderThan(source: AccessLogSource, cursor: AccessLogCursor): RawBuilder<SqlBool> {
  const mine = sourceRank[source];
  const theirs = sourceRank[cursor.source];
  const c = cursor.createdAt;
  if (mine < theirs) return sql<SqlBool>`created_at <= ${c}`;
  if (mine > theirs) return sql<SqlBool>`created_at < ${c}`;
  return sql<SqlBool>`(created_at < ${c} or (created_at = ${c} and id < ${cursor.id}))`;
}

function conditions(source: AccessLogSource, filters: AccessLogFilters, cursor: AccessLogCursor | undefined): RawBuilder<SqlBool>[] {
  const where: RawBuilder<SqlBool>[] = [];
  if (filters.staffId !== undefined) where.push(sql<SqlBool>`staff_id = ${filters.staffId}`);
  if (filters.fromMs !== undefined) where.push(sql<SqlBool>`created_at >= ${filters.fromMs}`);
  if (filters.toMs !== undefined) where.push(sql<SqlBool>`created_at < ${filters.toMs}`);
  if (cursor) where.push(olderThan(source, cursor));
  return where;
}

async function leadRows(db: StaffDb, filters: AccessLogFilters, cursor: AccessLogCursor | undefined, limit: number): Promise<AccessLogEntry[]> {
  let query = db.selectFrom('lead_audit').select(['id', 'staff_id', 'actor', 'action', 'lead_kind', 'lead_id', 'detail', 'created_at']);
  for (const condition of conditions('lead', filters, cursor)) query = query.where(condition);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...r, source: 'lead' as const, created_at: Number(r.created_at) }));
}

async function logRows(db: StaffDb, filters: AccessLogFilters, cursor: AccessLogCursor | undefined, limit: number): Promise<AccessLogEntry[]> {
  let query = db.selectFrom('access_log_reads').select(['id', 'staff_id', 'actor', 'action', 'detail', 'created_at']);
  for (const condition of conditions('log', filters, cursor)) query = query.where(condition);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...r, source: 'log' as const, lead_kind: null, lead_id: null, created_at: Number(r.created_at) }));
}

export interface AccessLogPage {
  entries: AccessLogEntry[];
  /** the cursor of the next, older page; null on the last page */
  older: string | null;
}

export async function accessLogPage(db: StaffDb, filters: AccessLogFilters, cursor: AccessLogCursor | undefined, limit: number): Promise<AccessLogPage> {
  const [leads, reads] = await Promise.all([leadRows(db, filters, cursor, limit + 1), logRows(db, filters, cursor, limit + 1)]);
  const merged = [...leads, ...reads].sort(compareNewestFirst);
  const entries = merged.slice(0, limit);
  const last = entries[entries.length - 1];
  return { entries, older: merged.length > limit && last ? encodeAccessLogCursor(last) : null };
}

/** Every matching row, newest first, a batch at a time (the CSV: never the whole log in memory). */
export async function* eachAccessLogBatch(db: StaffDb, filters: AccessLogFilters, batch = 500): AsyncGenerator<AccessLogEntry[]> {
  let cursor: AccessLogCursor | undefined;
  for (;;) {
    const page = await accessLogPage(db, filters, cursor, batch);
    if (page.entries.length > 0) yield page.entries;
    if (!page.older) return;
    cursor = decodeAccessLogCursor(page.older);
  }
}

/** The log's own view or download, with the filters it was read with: the log records who read it. */
export async function recordAccessLogRead(db: StaffDb, actor: StaffActor, action: AccessLogReadAction, detail: string, now = Date.now()): Promise<void> {
  await db.insertInto('access_log_reads').values({ staff_id: actor.staffId, actor: actor.email, action, detail, created_at: now }).execute();
}

/** Every staff account, for the person filter: its id and e-mail, nothing more. */
export async function staffDirectory(db: StaffDb): Promise<{ id: number; email: string }[]> {
  return db.selectFrom('staff_users').select(['id', 'email']).orderBy('email').execute();
}
