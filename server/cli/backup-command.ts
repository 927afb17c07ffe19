/**
 * What `npm run backup` does, as a function of its arguments and environment, so the tests can run
 * it without a process of its own (server/cli/backup.ts is the command itself). It reads the same
 * environment as the server (DATA_DIR or DATABASE_URL, BACKUP_DIR, BACKUP_ENCRYPTION_KEY,
 * BACKUP_KEEP) and may run while the server runs: the snapshot is an online one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, ConfigError, type Config } from '../config/env';
import { newBackupKey } from '../config/backup-key';
import { connectDatabase } from '../db/connect';
import { fileClock } from '../plugins/clock';
import { BackupRefusal } from '../backups/backup-refusal';
import { backupMessages } from '../backups/backup-messages';
import { manifestPathOf } from '../backups/backup-files';
import { backupKeyId } from '../backups/backup-format';
import { markFailed, markVerified, recordCommandRun } from '../backups/backup-run-repository';
import { BACKUP_LEASE_MS, processOwner } from '../backups/backup-schedule';
import { takeBackup, type BackupSource } from '../backups/take-backup';
import { verifyBackup } from '../backups/verify-backup';
import type { CommandOutput } from './staff-command';

const usage = [
  'Usage:',
  '  npm run backup                    take an encrypted, verified backup now, into BACKUP_DIR',
  '  npm run backup -- verify <file>   decrypt a backup and check it opens, without restoring it',
  '  npm run backup -- new-key         print a new BACKUP_ENCRYPTION_KEY',
  'Restore with: npm run restore -- <file>  (docs/backups.md)',
].join('\n');

class Refused extends Error {}

function fail(message: string): never {
  throw new Refused(message);
}

const sizeText = (bytes: number) => (bytes < 1_048_576 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`);

function configFrom(env: Record<string, string | undefined>): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

function sourceOf(config: Config): BackupSource {
  return config.databaseUrl ? { dialect: 'postgres', url: config.databaseUrl } : { dialect: 'sqlite', file: path.join(config.dataDir, 'clinic.sqlite') };
}

/** Runs one command of `npm run backup`; resolves with the exit code. */
export async function runBackupCommand(argv: string[], env: Record<string, string | undefined>, io: CommandOutput): Promise<number> {
  try {
    await run(argv, env, io);
    return 0;
  } catch (err) {
    if (err instanceof Refused || err instanceof BackupRefusal) {
      io.err(err.message);
      return 1;
    }
    // the machine's refusal (no space left, no permission on BACKUP_DIR): its own words, no stack
    if (isSystemError(err)) {
      io.err(`The backup failed: ${(err as Error).message}`);
      return 1;
    }
    throw err;
  }
}

const isSystemError = (err: unknown) => /^E[A-Z]+$/.test(String((err as { code?: unknown } | null)?.code ?? ''));

async function run(argv: string[], env: Record<string, string | undefined>, io: CommandOutput): Promise<void> {
  const [command, argument, ...extra] = argv;
  if (command === 'help' || command === '--help' || extra.length > 0) fail(usage);
  if (command === 'new-key' && argument === undefined) {
    const key = newBackupKey();
    io.out(key);
    io.out(`Its key id (safe to write beside it; every backup made with it names it): ${backupKeyId(Buffer.from(key, 'hex'))}`);
    io.out('Set it as BACKUP_ENCRYPTION_KEY where the server and these commands run, and keep a copy apart from the backups (docs/backups.md): without it no backup can be restored.');
    return;
  }
  if (command === 'verify' && argument) return verify(argument, configFrom(env), io);
  if (command !== undefined) fail(`Unknown command "${argv.join(' ')}".\n${usage}`);
  return backupNow(configFrom(env), io);
}

async function verify(file: string, config: Config, io: CommandOutput): Promise<void> {
  if (!fs.existsSync(file)) fail(`There is no file at ${file}.`);
  if (!config.backup.key) fail(backupMessages.noKey);
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'clinic-verify-'));
  try {
    const manifest = await verifyBackup(file, config.backup.key, work);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    io.out(`Verified: ${file}`);
    io.out(`  taken ${new Date(manifest.createdAt).toISOString()} (${manifest.dialect}, schema ${manifest.schemaVersion || 'none'})`);
    io.out(`  key id ${backupKeyId(config.backup.key)}`);
    io.out(`  it decrypts with this key, its SHA-256 matches the manifest, and ${manifest.dialect === 'sqlite' ? 'PRAGMA integrity_check says ok' : 'pg_restore --list reads it'}: ${Object.keys(manifest.tables).length} tables, ${rows} rows.`);
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

async function backupNow(config: Config, io: CommandOutput): Promise<void> {
  const { dir, key, keep } = config.backup;
  if (!dir || !key) fail(backupMessages.noBackupDir);
  const source = sourceOf(config);
  // connecting to SQLite would create an empty database where none is
  if (source.dialect === 'sqlite' && !fs.existsSync(source.file)) fail(backupMessages.noDatabase(source.file));
  const now = config.testClockFile ? fileClock(config.testClockFile) : Date.now;
  const { db } = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // recorded like the scheduled ones, so the staff area shows it; a database whose schema is
    // older than the record (the server has not started on it since) is backed up unrecorded
    const recorded = (await db.introspection.getTables()).some((t) => t.name === 'backup_runs');
    const runId = recorded ? await recordCommandRun(db, processOwner(), now(), BACKUP_LEASE_MS) : null;
    try {
      const backup = await takeBackup(source, { dir, key, keep }, { now: now(), runId });
      if (runId !== null) await markVerified(db, runId, now(), path.basename(backup.path), backup.bytes);
      const m = backup.manifest;
      const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
      io.out(`Backup written and verified: ${backup.path} (${sizeText(backup.bytes)})`);
      io.out(`  taken ${new Date(m.createdAt).toISOString()} from ${source.dialect === 'sqlite' ? source.file : 'PostgreSQL'} (${m.source}), schema ${m.schemaVersion || 'none'}`);
      io.out(`  ${Object.keys(m.tables).length} tables, ${rows} rows; SHA-256 of the plaintext ${m.plaintextSha256}`);
      io.out(`  manifest: ${manifestPathOf(backup.path)}`);
      io.out(`Older backups deleted (BACKUP_KEEP=${keep}): ${backup.removed.length === 0 ? 'none' : backup.removed.join(', ')}.`);
    } catch (err) {
      if (runId !== null) await markFailed(db, runId, now(), err instanceof Error ? err.message : String(err)).catch(() => undefined);
      throw err;
    }
  } finally {
    await db.destroy();
  }
}
