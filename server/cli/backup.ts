/**
 * Encrypted, verified backups from the command line, of the database the server uses (same DATA_DIR
 * or DATABASE_URL), into BACKUP_DIR with BACKUP_ENCRYPTION_KEY:
 *   npm run backup                    take one now (the server also takes them on its own schedule)
 *   npm run backup -- verify <file>   decrypt one and check it opens, without restoring it
 *   npm run backup -- new-key         print a new key
 * PostgreSQL needs pg_dump and pg_restore on PATH. The drill: docs/backups.md.
 */
import { runBackupCommand } from './backup-command';

process.exitCode = await runBackupCommand(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
