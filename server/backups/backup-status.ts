/**
 * What the staff area shows about backups (GET /api/staff/backups): whether they are on, the last
 * attempt and the last verified backup (time and size), the latest attempts, and one warning when
 * something needs a person: the last attempt failed, or the last verified backup is older than
 * twice the interval. An attempt still "running" past its owner's lease counts as failed: its
 * process went away.
 */
import type { BackupRun } from './backup-run-repository';
import { backupMessages } from './backup-messages';

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

export interface BackupStatus {
  enabled: boolean;
  every_hours: number | null;
  keep: number | null;
  last: BackupRunView | null;
  last_verified: BackupRunView | null;
  warning: { kind: 'off' | 'failed' | 'stale'; message: string } | null;
  runs: BackupRunView[];
}

export function runView(run: BackupRun, now: number): BackupRunView {
  const abandoned = run.status === 'running' && run.lease_until < now;
  return {
    id: run.id,
    trigger: run.trigger,
    status: abandoned ? 'failed' : run.status,
    started_at: run.started_at,
    finished_at: run.finished_at,
    file: run.file_name,
    bytes: run.bytes,
    error: abandoned ? backupMessages.status.abandoned : run.error,
  };
}

export function backupStatus(
  runs: BackupRun[],
  lastVerified: BackupRun | undefined,
  settings: { enabled: boolean; everyHours: number; keep: number },
  now: number,
): BackupStatus {
  const views = runs.map((run) => runView(run, now));
  const verified = lastVerified ? runView(lastVerified, now) : null;
  // the newest attempt that has an outcome: one under way says nothing yet
  const lastDone = views.find((run) => run.status !== 'running');
  const failedSinceVerified = lastDone?.status === 'failed' && (!verified || lastDone.started_at >= verified.started_at);
  const staleAfter = 2 * settings.everyHours * 3_600_000;
  let warning: BackupStatus['warning'] = null;
  if (!settings.enabled) warning = { kind: 'off', message: backupMessages.status.off };
  else if (failedSinceVerified) warning = { kind: 'failed', message: backupMessages.status.failed(lastDone.error ?? '') };
  else if (verified && now - (verified.finished_at ?? verified.started_at) > staleAfter) warning = { kind: 'stale', message: backupMessages.status.stale(2 * settings.everyHours) };
  return {
    enabled: settings.enabled,
    every_hours: settings.enabled ? settings.everyHours : null,
    keep: settings.enabled ? settings.keep : null,
    last: views[0] ?? null,
    last_verified: verified,
    warning,
    runs: views,
  };
}
