/**
 * What `npm run restore -- FILE` does, as a function of its arguments and environment, so the tests
 * can run it without a process of its own (server/cli/restore.ts is the command itself). The target
 * is the one the server would use: DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL), which must be
 * empty and unused; the key is BACKUP_ENCRYPTION_KEY. The recovery drill: docs/backups.md.
 */
import fs from 'node:fs';
import { loadConfig, ConfigError } from '../config/env';
import { BackupRefusal } from '../backups/backup-refusal';
import { restoreBackup } from '../backups/restore-backup';
import type { CommandOutput } from './staff-command';

const usage = [
  'Usage: npm run restore -- <backup file>',
  '  into an empty DATA_DIR (SQLite) or the empty database at DATABASE_URL (PostgreSQL), with the',
  '  BACKUP_ENCRYPTION_KEY the backup was made with; no server may be using the target.',
  'The recovery drill, step by step: docs/backups.md',
].join('\n');

/** Runs `npm run restore`; resolves with the exit code. */
export async function runRestoreCommand(argv: string[], env: Record<string, string | undefined>, io: CommandOutput): Promise<number> {
  const [file, ...extra] = argv;
  if (!file || file === 'help' || file === '--help' || extra.length > 0) {
    io.err(usage);
    return 1;
  }
  if (!fs.existsSync(file)) {
    io.err(`There is no file at ${file}.`);
    return 1;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    io.err(err.message);
    return 1;
  }
  const target = config.databaseUrl ? { dialect: 'postgres' as const, url: config.databaseUrl } : { dialect: 'sqlite' as const, dataDir: config.dataDir };
  let report;
  try {
    report = await restoreBackup(file, target, config.backup.key);
  } catch (err) {
    if (err instanceof BackupRefusal) io.err(err.message);
    // the machine's refusal (no space left, no permission, a folder given as the file): its own words
    else if (/^E[A-Z]+$/.test(String((err as { code?: unknown } | null)?.code ?? ''))) io.err(`The restore failed: ${(err as Error).message}`);
    else throw err;
    return 1;
  }

  const m = report.manifest;
  io.out(`Restored ${file} into ${report.target}`);
  io.out(`  the backup was taken ${new Date(m.createdAt).toISOString()} (${m.dialect}, schema ${m.schemaVersion || 'none'}, ${m.source})`);
  const width = Math.max(5, ...report.tables.map((t) => t.name.length));
  io.out(`${'TABLE'.padEnd(width)}  ${'MANIFEST'.padStart(9)}  ${'RESTORED'.padStart(9)}`);
  for (const t of report.tables) {
    const mark = t.expected === t.restored ? '' : '  differs';
    io.out(`${t.name.padEnd(width)}  ${String(t.expected ?? '-').padStart(9)}  ${String(t.restored ?? '-').padStart(9)}${mark}`);
  }
  const rows = report.tables.reduce((sum, t) => sum + (t.restored ?? 0), 0);
  if (report.differences.length === 0) io.out(`Every table holds the rows the manifest counted (${report.tables.length} tables, ${rows} rows).`);
  else io.err(`These tables differ from the manifest: ${report.differences.join('; ')}. Check the restored data before a server uses it.`);
  if (report.migrated.length > 0) {
    io.out(`The backup's schema (${m.schemaVersion || 'none'}) is older than this code: migrated up, applying ${report.migrated.join(', ')}.`);
  } else {
    io.out(`The backup's schema (${m.schemaVersion}) is this code's: no migration was needed.`);
  }
  io.out('Next: start the server on it and check the inbox, a photo and the calendar (docs/backups.md, step 6).');
  io.out('Encrypted fields of the health forms, once they exist, also need their field key, which is kept apart from backups: set it before starting the server.');
  return report.differences.length === 0 ? 0 : 1;
}
