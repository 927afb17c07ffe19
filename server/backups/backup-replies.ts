/** The shape of the backup status call's answer (docs/product/api.md#staff-calls), as the reply serializer and OpenAPI read it. */
import * as v from 'valibot';

const time = v.pipe(v.number(), v.integer(), v.description('Epoch milliseconds (the server\'s clock).'));

const run = v.pipe(
  v.object({
    id: v.pipe(v.number(), v.integer()),
    trigger: v.pipe(v.picklist(['schedule', 'command']), v.description('Taken by the server\'s schedule, or with `npm run backup`.')),
    status: v.pipe(v.picklist(['running', 'verified', 'failed']), v.description('Verified: decrypted and opened again after it was written. An attempt whose process went away counts as failed.')),
    started_at: time,
    finished_at: v.nullable(time),
    file: v.pipe(v.nullable(v.string()), v.description('Its file name in BACKUP_DIR, once verified.')),
    bytes: v.pipe(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), v.description('Its size on disk, once verified.')),
    error: v.pipe(v.nullable(v.string()), v.description('Why it failed.')),
  }),
  v.title('BackupRun'),
);

export const backupStatusReply = v.object({
  success: v.literal(true),
  enabled: v.pipe(v.boolean(), v.description('Whether this server takes backups on a schedule (BACKUP_DIR is set).')),
  every_hours: v.pipe(v.nullable(v.pipe(v.number(), v.integer())), v.description('BACKUP_EVERY_HOURS; null when off.')),
  keep: v.pipe(v.nullable(v.pipe(v.number(), v.integer())), v.description('BACKUP_KEEP; null when off.')),
  last: v.pipe(v.nullable(run), v.description('The latest attempt, whatever its outcome.')),
  last_verified: v.pipe(v.nullable(run), v.description('The latest verified backup.')),
  warning: v.pipe(
    v.nullable(v.object({ kind: v.picklist(['off', 'failed', 'stale']), message: v.string() })),
    v.description('What needs a person: backups off, the last attempt failed, or the last verified backup older than twice the interval.'),
  ),
  runs: v.pipe(v.array(run), v.description('The latest 20 attempts, newest first.')),
});
