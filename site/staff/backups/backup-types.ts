/** The backup status call's answer as the staff pages read it (server/backups/backup-replies.ts; tests/server/openapi.test.ts checks they agree). */
export interface BackupRunView {
  id: number;
  trigger: 'schedule' | 'command';
  status: 'running' | 'verified' | 'failed';
  started_at: number;
  finished_at: number | null;
  file: string | null;
  bytes: number | null;
  error: string | null;
}

export interface BackupStatusAnswer {
  success: boolean;
  enabled: boolean;
  every_hours: number | null;
  keep: number | null;
  last: BackupRunView | null;
  last_verified: BackupRunView | null;
  warning: { kind: 'off' | 'failed' | 'stale'; message: string } | null;
  runs: BackupRunView[];
}
