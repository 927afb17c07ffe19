/**
 * The backups' table as Kysely sees it (migration 070-backup-runs): one row per attempt at a
 * backup (server/backups/). Times are epoch milliseconds of the server's clock, like every table.
 */
import type { Generated } from 'kysely';

export type BackupRunStatus = 'running' | 'verified' | 'failed';
export type BackupTrigger = 'schedule' | 'command';

export interface BackupRunsTable {
  id: Generated<number>;
  /** the start of the period a scheduled backup belongs to; null for `npm run backup` */
  period_start: number | null;
  /** 1, then 2 and 3 when a failed or abandoned attempt of the period is tried again */
  attempt: number;
  trigger: BackupTrigger;
  status: BackupRunStatus;
  /** which process took it: host name and process id */
  owner: string;
  /** until when the attempt is its owner's; past it, a process that died is taken over */
  lease_until: number;
  started_at: number;
  finished_at: number | null;
  /** the backup's file in BACKUP_DIR, once verified */
  file_name: string | null;
  bytes: number | null;
  /** why it failed, in a sentence for the staff area and the log */
  error: string | null;
}

export interface BackupTables {
  backup_runs: BackupRunsTable;
}
