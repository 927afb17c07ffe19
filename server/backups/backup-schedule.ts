/**
 * The server's own schedule, without a cron: time is cut into periods of BACKUP_EVERY_HOURS
 * (counted from midnight UTC, so every process on one database agrees where a period starts), and
 * each process looks every minute whether the current period has its backup. The first to claim
 * the period (backup-run-repository.ts) takes it; the others see it claimed and do nothing. A
 * failed attempt is tried again after a quarter of the period (at most an hour), three times at
 * most; an attempt whose process died is taken over when its lease runs out.
 */
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { BackupRefusal } from './backup-refusal';
import { claimPeriod, markFailed, markVerified, type ClaimRules } from './backup-run-repository';
import { takeBackup, type BackupSettings, type BackupSource, type TakenBackup } from './take-backup';

const HOUR_MS = 3_600_000;
/** long enough for a backup of gigabytes on a slow disk; a process that died is replaced after it */
export const BACKUP_LEASE_MS = 3 * HOUR_MS;

export interface ScheduleLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export type ScheduledOutcome =
  | { taken: false }
  | { taken: true; runId: number; periodStart: number; backup: TakenBackup }
  | { taken: true; runId: number; periodStart: number; error: string };

export interface BackupSchedule {
  /** takes the current period's backup if it is this process's to take; one run at a time */
  runDue(): Promise<ScheduledOutcome>;
}

export const periodStartOf = (now: number, everyHours: number) => Math.floor(now / (everyHours * HOUR_MS)) * everyHours * HOUR_MS;

export function claimRules(everyHours: number): ClaimRules {
  return { leaseMs: BACKUP_LEASE_MS, retryAfterMs: Math.min(HOUR_MS, (everyHours * HOUR_MS) / 4), maxAttempts: 3 };
}

/** `host:pid`, so the record says which process took a backup */
export const processOwner = () => `${os.hostname()}:${process.pid}`.slice(0, 200);

export function createBackupSchedule(deps: {
  db: Kysely<Database>;
  source: BackupSource;
  settings: BackupSettings & { everyHours: number };
  clock: () => number;
  log: ScheduleLog;
  /** the check of each new backup (a test hands in one that fails) */
  verify?: Parameters<typeof takeBackup>[2]['verify'];
}): BackupSchedule {
  const { db, source, settings, clock, log } = deps;
  const rules = claimRules(settings.everyHours);
  const owner = processOwner();
  /** the period this process saw finished: no need to ask the database again until the next one */
  let settledPeriod: number | undefined;
  let running: Promise<ScheduledOutcome> | undefined;

  async function attempt(): Promise<ScheduledOutcome> {
    const now = clock();
    const periodStart = periodStartOf(now, settings.everyHours);
    if (settledPeriod === periodStart) return { taken: false };
    const claim = await claimPeriod(db, periodStart, owner, now, rules);
    if (!claim) return { taken: false };
    try {
      const backup = await takeBackup(source, settings, { now, runId: claim.id, verify: deps.verify });
      await markVerified(db, claim.id, clock(), path.basename(backup.path), backup.bytes);
      settledPeriod = periodStart;
      log.info(
        { file: backup.path, bytes: backup.bytes, period: new Date(periodStart).toISOString(), attempt: claim.attempt, removed: backup.removed },
        'backup verified',
      );
      return { taken: true, runId: claim.id, periodStart, backup };
    } catch (err) {
      const message = err instanceof BackupRefusal ? err.message : `${err instanceof Error ? err.message : String(err)}`;
      await markFailed(db, claim.id, clock(), message).catch(() => undefined);
      log.error(
        { ...(err instanceof BackupRefusal ? {} : { err }), reason: message, period: new Date(periodStart).toISOString(), attempt: claim.attempt },
        'backup failed; the older backups are kept',
      );
      return { taken: true, runId: claim.id, periodStart, error: message };
    }
  }

  return {
    async runDue() {
      // a run asked for while one is going waits for it and reports nothing new
      if (running) {
        await running.catch(() => undefined);
        return { taken: false };
      }
      running = attempt().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
