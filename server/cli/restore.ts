/**
 * `npm run restore -- <file>`: a backup back into an empty DATA_DIR (SQLite) or the empty database
 * at DATABASE_URL, with the BACKUP_ENCRYPTION_KEY it was made with; refused while a server uses the
 * target. Prints what it restored against the backup's manifest. The drill: docs/backups.md.
 */
import { runRestoreCommand } from './restore-command';

process.exitCode = await runRestoreCommand(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
