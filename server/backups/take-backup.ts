/**
 * One backup, start to finish: a consistent snapshot of the database (sqlite-snapshot.ts or
 * postgres-dump.ts) in a private working folder, its manifest, compressed and encrypted into one
 * file (backup-format.ts), that file decrypted and opened again (verify-backup.ts), and only then
 * named in BACKUP_DIR and the oldest beyond BACKUP_KEEP deleted. A backup that fails anywhere
 * leaves the earlier backups as they were and no file of its own. The same function serves
 * `npm run backup` and the server's schedule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { backupKeyId, fileSha256, writeBackupFile } from './backup-format';
import { schemaVersionOf, type BackupManifest, type SnapshotFacts } from './backup-manifest';
import { BackupRefusal } from './backup-refusal';
import { backupMessages } from './backup-messages';
import { makeWorkDir, placeBackup, pruneBackups, sweepWorkDirs } from './backup-files';
import { describeSqlite, snapshotSqlite } from './sqlite-snapshot';
import { dumpPostgres } from './postgres-dump';
import { verifyBackup } from './verify-backup';

/** what to back up: the SQLite file, or the PostgreSQL database */
export type BackupSource = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface BackupSettings {
  dir: string;
  key: Buffer;
  keep: number;
}

export interface TakenBackup {
  path: string;
  bytes: number;
  manifest: BackupManifest;
  /** older backups deleted because BACKUP_KEEP newer ones are verified */
  removed: string[];
}

/** a working folder this old was left by a process that died mid-backup */
const ABANDONED_WORK_MS = 6 * 3_600_000;

export interface TakeBackupOptions {
  /** the time it is taken (the server's clock) */
  now: number;
  runId: number | null;
  /** the check of the new file (verify-backup.ts; a test hands in one that fails) */
  verify?: typeof verifyBackup;
}

async function snapshot(source: BackupSource, plain: string): Promise<SnapshotFacts> {
  if (source.dialect === 'postgres') return dumpPostgres(source.url, plain);
  if (!fs.existsSync(source.file)) throw new BackupRefusal('no-database', backupMessages.noDatabase(source.file));
  await snapshotSqlite(source.file, plain);
  return { ...(await describeSqlite(plain)), source: 'better-sqlite3 backup API' };
}

export async function takeBackup(source: BackupSource, settings: BackupSettings, opts: TakeBackupOptions): Promise<TakenBackup> {
  await sweepWorkDirs(settings.dir, ABANDONED_WORK_MS);
  const work = await makeWorkDir(settings.dir);
  try {
    const plain = path.join(work, source.dialect === 'sqlite' ? 'snapshot.sqlite' : 'snapshot.dump');
    const facts = await snapshot(source, plain);
    const { sha256, bytes } = await fileSha256(plain);
    const manifest: BackupManifest = {
      app: 'endolift-clinic',
      createdAt: opts.now,
      dialect: source.dialect,
      schemaVersion: schemaVersionOf(facts.migrations),
      migrations: facts.migrations,
      tables: facts.tables,
      plaintextSha256: sha256,
      plaintextBytes: bytes,
      source: facts.source,
      runId: opts.runId,
    };
    const encrypted = path.join(work, 'backup.partial');
    const size = await writeBackupFile(plain, encrypted, settings.key, manifest);
    // the plaintext goes as soon as it is encrypted; the check decrypts its own copy
    await fs.promises.rm(plain, { force: true });
    try {
      await (opts.verify ?? verifyBackup)(encrypted, settings.key, work);
    } catch (err) {
      const unreadable = err instanceof BackupRefusal && (err.kind === 'damaged' || err.kind === 'checksum');
      const detail = unreadable ? 'it does not decrypt to what was encrypted' : err instanceof Error ? err.message : String(err);
      throw new BackupRefusal('verification', backupMessages.verification(detail));
    }
    const placed = await placeBackup(settings.dir, encrypted, opts.now, { ...manifest, fileBytes: size, keyId: backupKeyId(settings.key) });
    const removed = await pruneBackups(settings.dir, settings.keep);
    return { path: placed, bytes: size, manifest, removed };
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
