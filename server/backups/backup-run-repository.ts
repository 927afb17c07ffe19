/**
 * The backups' record in the database (table backup_runs, migration 070), shared by every process
 * on it. A scheduled backup is claimed by inserting the row (period start, attempt number): the
 * unique key on that pair lets exactly one of several processes insert it, whatever their timing,
 * so each period gets one backup however many servers run. A later attempt in the same period is
 * claimed the same way, only when the last one failed a while ago or its owner's lease ran out (a
 * process that died mid-backup).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { BackupRunsTable } from '../db/backup-tables';
import { backupMessages } from './backup-messages';

export type BackupRun = Selectable<BackupRunsTable>;

const ERROR_CHARS = 1000;

export interface ClaimRules {
  /** how long the claimed attempt is its owner's before another process may take the period over */
  leaseMs: number;
  /** how long after a failed attempt the period's backup is tried again */
  retryAfterMs: number;
  /** attempts at most per period */
  maxAttempts: number;
}

/** The period's backup for this process to take, or undefined when it is done, under way, or someone else's. */
export async function claimPeriod(db: Kysely<Database>, periodStart: number, owner: string, now: number, rules: ClaimRules): Promise<{ id: number; attempt: number } | undefined> {
  const latest = await db.selectFrom('backup_runs').selectAll().where('period_start', '=', periodStart).orderBy('attempt', 'desc').limit(1).executeTakeFirst();
  if (latest) {
    if (latest.attempt >= rules.maxAttempts || latest.status === 'verified') return undefined;
    if (latest.status === 'failed' && (latest.finished_at ?? latest.started_at) + rules.retryAfterMs > now) return undefined;
    if (latest.status === 'running' && latest.lease_until >= now) return undefined;
  }
  const attempt = (latest?.attempt ?? 0) + 1;
  const row = await db
    .insertInto('backup_runs')
    .values({ period_start: periodStart, attempt, trigger: 'schedule', status: 'running', owner, lease_until: now + rules.leaseMs, started_at: now })
    .onConflict((oc) => oc.columns(['period_start', 'attempt']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return undefined;
  // the attempt whose owner went away is recorded as such, not left running for ever
  if (latest?.status === 'running') {
    await db.updateTable('backup_runs').set({ status: 'failed', finished_at: now, error: backupMessages.status.abandoned }).where('id', '=', latest.id).where('status', '=', 'running').execute();
  }
  return { id: row.id, attempt };
}

/** A backup taken with `npm run backup`: recorded, never claimed (the person running it decided). */
export async function recordCommandRun(db: Kysely<Database>, owner: string, now: number, leaseMs: number): Promise<number> {
  const row = await db
    .insertInto('backup_runs')
    .values({ period_start: null, attempt: 1, trigger: 'command', status: 'running', owner, lease_until: now + leaseMs, started_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markVerified(db: Kysely<Database>, id: number, now: number, fileName: string, bytes: number): Promise<void> {
  await db.updateTable('backup_runs').set({ status: 'verified', finished_at: now, file_name: fileName, bytes, error: null }).where('id', '=', id).where('status', '=', 'running').execute();
}

export async function markFailed(db: Kysely<Database>, id: number, now: number, error: string): Promise<void> {
  await db
    .updateTable('backup_runs')
    .set({ status: 'failed', finished_at: now, error: error.slice(0, ERROR_CHARS) })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** The latest attempts, newest first. */
export function latestRuns(db: Kysely<Database>, limit: number): Promise<BackupRun[]> {
  return db.selectFrom('backup_runs').selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export function lastVerifiedRun(db: Kysely<Database>): Promise<BackupRun | undefined> {
  return db.selectFrom('backup_runs').selectAll().where('status', '=', 'verified').orderBy('finished_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Every attempt at a period's backup, in order (the tests of the schedule read them). */
export function runsOfPeriod(db: Kysely<Database>, periodStart: number): Promise<BackupRun[]> {
  return db.selectFrom('backup_runs').selectAll().where('period_start', '=', periodStart).orderBy('attempt').execute();
}
