/**
 * `npm run restore -- FILE`: a backup back into an empty DATA_DIR (SQLite) or an empty database
 * (PostgreSQL). Everything that can refuse does so before a byte reaches the target: a file that
 * is no backup, no key or another key, a backup of the other database kind, one from newer code
 * (its migrations unknown here), a target a server is using or that already holds data, then a
 * file whose tag or checksum does not match. Then the data goes in whole (a SQLite file linked
 * into place, a dump restored in one transaction), its rows are counted against the manifest, and
 * a backup from an older schema is migrated up as the server would at start.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../db/connect';
import { knownMigrations, pendingMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { backupKeyId, decryptBackupFile, readBackupHeader } from './backup-format';
import type { BackupManifest } from './backup-manifest';
import { BackupRefusal } from './backup-refusal';
import { backupMessages } from './backup-messages';
import { markVerified } from './backup-run-repository';
import { describeSqlite, sqliteInUse, sqliteIntegrity } from './sqlite-snapshot';
import { postgresFacts, postgresTarget, restorePostgres } from './postgres-dump';
import { countDifferences } from './verify-backup';

export type RestoreTarget = { dialect: 'sqlite'; dataDir: string } | { dialect: 'postgres'; url: string };

export interface RestoreReport {
  manifest: BackupManifest;
  /** where the data went: the SQLite file, or the database without credentials */
  target: string;
  /** every table of the manifest or the restored data: the rows the manifest counted and the rows restored */
  tables: { name: string; expected: number | undefined; restored: number | undefined }[];
  /** tables whose rows differ (empty when the restore is whole) */
  differences: string[];
  /** migrations applied after the restore, because the backup came from an older schema */
  migrated: string[];
}

const SQLITE_FILES = ['clinic.sqlite', 'clinic.sqlite-wal', 'clinic.sqlite-shm'];

const describeUrl = (url: string) => {
  const u = new URL(url);
  return `postgres://${u.host}${u.pathname}`;
};

/** Refuses a SQLite target that is in use or not empty. */
function checkSqliteTarget(dataDir: string): void {
  const present = SQLITE_FILES.filter((name) => fs.existsSync(path.join(dataDir, name)));
  if (present.length === 0) return;
  const file = path.join(dataDir, 'clinic.sqlite');
  let inUse = false;
  try {
    inUse = fs.existsSync(file) && sqliteInUse(file);
  } catch {
    // not a database SQLite can open: it is still in the way
  }
  if (inUse) throw new BackupRefusal('in-use', backupMessages.sqliteInUse(file));
  throw new BackupRefusal('not-empty', backupMessages.sqliteNotEmpty(dataDir, present));
}

async function checkPostgresTarget(url: string): Promise<void> {
  const { serverRunning, others, tables } = await postgresTarget(url);
  if (serverRunning || others > 0) throw new BackupRefusal('in-use', backupMessages.postgresInUse(describeUrl(url), serverRunning, others));
  if (tables > 0) throw new BackupRefusal('not-empty', backupMessages.postgresNotEmpty(describeUrl(url), tables));
}

function tableRows(expected: Record<string, number>, restored: Record<string, number>): RestoreReport['tables'] {
  return [...new Set([...Object.keys(expected), ...Object.keys(restored)])].sort().map((name) => ({ name, expected: expected[name], restored: restored[name] }));
}

export async function restoreBackup(file: string, target: RestoreTarget, key: Buffer | undefined): Promise<RestoreReport> {
  const { header } = await readBackupHeader(file);
  const manifest = header.manifest;
  if (!key) throw new BackupRefusal('no-key', backupMessages.noKey);
  if (header.keyId !== backupKeyId(key)) throw new BackupRefusal('wrong-key', backupMessages.wrongKey(file, header.keyId, backupKeyId(key)));
  const dialectName = (d: string) => (d === 'sqlite' ? 'SQLite' : 'PostgreSQL');
  if (manifest.dialect !== target.dialect) throw new BackupRefusal('other-dialect', backupMessages.otherDialect(file, dialectName(manifest.dialect), dialectName(target.dialect)));
  const known = knownMigrations();
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new BackupRefusal('newer-schema', backupMessages.newerSchema(file, unknown, known.at(-1) ?? ''));

  let restored: Record<string, number>;
  let where: string;
  if (target.dialect === 'sqlite') {
    fs.mkdirSync(target.dataDir, { recursive: true });
    checkSqliteTarget(target.dataDir);
    const dbFile = path.join(target.dataDir, 'clinic.sqlite');
    const partial = path.join(target.dataDir, `.restore-${crypto.randomBytes(6).toString('hex')}.sqlite`);
    try {
      await decryptBackupFile(file, key, partial);
      const integrity = await sqliteIntegrity(partial);
      if (integrity !== 'ok') throw new BackupRefusal('verification', `The restored database fails PRAGMA integrity_check (${integrity.slice(0, 300)}); nothing was restored.`);
      restored = (await describeSqlite(partial)).tables;
      const differences = countDifferences(manifest.tables, restored);
      if (differences.length > 0) throw new BackupRefusal('verification', `The backup's rows differ from its manifest (${differences.slice(0, 5).join(', ')}); nothing was restored.`);
      try {
        // never over a database a server created meanwhile
        await fs.promises.link(partial, dbFile);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') checkSqliteTarget(target.dataDir);
        throw err;
      }
    } finally {
      for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`]) await fs.promises.rm(leftover, { force: true });
    }
    where = dbFile;
  } else {
    await checkPostgresTarget(target.url);
    const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'clinic-restore-'));
    try {
      const dump = path.join(work, 'restore.dump');
      await decryptBackupFile(file, key, dump);
      await restorePostgres(target.url, dump);
    } finally {
      await fs.promises.rm(work, { recursive: true, force: true });
    }
    restored = (await postgresFacts(target.url)).tables;
    where = describeUrl(target.url);
  }

  // as the server does at start: what the backup's schema lacks is applied now
  const location = target.dialect === 'sqlite' ? { databaseUrl: undefined, dataDir: target.dataDir } : { databaseUrl: target.url, dataDir: os.tmpdir() };
  const before = connectDatabase(location);
  let migrated: string[];
  try {
    migrated = await pendingMigrations(before.db, before.adapter);
  } finally {
    await before.db.destroy();
  }
  const { db } = await openDatabase(location);
  try {
    // the backup's own record was "running" when its snapshot was taken: it is verified now
    if (manifest.runId !== null) await markVerified(db, manifest.runId, Date.now(), path.basename(file), fs.statSync(file).size);
  } finally {
    await db.destroy();
  }
  return { manifest, target: where, tables: tableRows(manifest.tables, restored), differences: countDifferences(manifest.tables, restored), migrated };
}
