/**
 * Every sentence the backup and restore commands print and the staff area shows, in one place so
 * the tests and docs/backups.md quote the same words. Staff copy is English, like the rest of the
 * staff side.
 */
export const backupMessages = {
  notABackup: (file: string) => `${file} is not a clinic backup (its first bytes are not a backup's header).`,
  noKey: 'BACKUP_ENCRYPTION_KEY is not set: the backup cannot be decrypted without the key it was made with.',
  wrongKey: (file: string, fileKey: string, givenKey: string) =>
    `${file} was encrypted with another key (key id ${fileKey}); BACKUP_ENCRYPTION_KEY is key id ${givenKey}. Set the key that was in use when the backup was made.`,
  damaged: (file: string) =>
    `${file} is damaged or was changed after it was written: it does not decrypt to what was encrypted (authentication failed). Nothing was restored; use another copy of the backup.`,
  checksum: (file: string, expected: string, actual: string) =>
    `${file} decrypted, but its SHA-256 (${actual}) is not the one its manifest records (${expected}). Nothing was restored; use another copy of the backup.`,
  newerSchema: (file: string, unknown: string[], known: string) =>
    `${file} comes from a newer version of the clinic's software: its database has migration ${unknown.join(', ')}, which this code does not know (it knows up to ${known}). Restore it with that version or a later one.`,
  otherDialect: (file: string, from: string, to: string) =>
    `${file} is a ${from} backup and the target is ${to}. Restore a SQLite backup with DATABASE_URL unset, a PostgreSQL one with DATABASE_URL set.`,
  sqliteInUse: (file: string) =>
    `${file} is in use: a server (or another program) has it open. Stop every server on this DATA_DIR, move its files aside, and restore into an empty DATA_DIR.`,
  sqliteNotEmpty: (dir: string, names: string[]) =>
    `DATA_DIR (${dir}) already holds a database (${names.join(', ')}). A restore goes into an empty DATA_DIR: move these files aside first (keep them until the restored data is checked).`,
  postgresInUse: (where: string, serverRunning: boolean, others: number) =>
    `The database ${where} is in use: ${serverRunning ? 'a server is running on it' : `${others} other connection${others === 1 ? '' : 's'}`}. Stop every server and session using it, then restore into an empty database.`,
  postgresNotEmpty: (where: string, tables: number) =>
    `The database ${where} is not empty (${tables} table${tables === 1 ? '' : 's'}). A restore goes into an empty database: create one (createdb) and point DATABASE_URL at it.`,
  noDatabase: (file: string) => `There is no database at ${file}: nothing to back up. Run the command with the server's DATA_DIR (or DATABASE_URL).`,
  toolMissing: (tool: string) =>
    `${tool} was not found on PATH. PostgreSQL backups need the PostgreSQL client tools (pg_dump, pg_restore) of the server's major version or newer, e.g. apt-get install postgresql-client.`,
  toolFailed: (tool: string, detail: string) => `${tool} failed: ${detail}`,
  verification: (detail: string) => `The new backup did not pass verification (${detail}); it was removed and the older backups are kept.`,
  noBackupDir: 'BACKUP_DIR is not set: say where backups go (a directory on another disk, or one copied off the machine).',

  status: {
    off: 'Backups are off: no BACKUP_DIR is set, so the server takes none. Every patient record lives in one database with no copy.',
    failed: (error: string) => `The last backup failed: ${error} The older backups are kept.`,
    stale: (hours: number) => `The last verified backup is more than ${hours} hours old (twice the interval).`,
    abandoned: 'The process taking this backup stopped before it finished.',
  },
} as const;
