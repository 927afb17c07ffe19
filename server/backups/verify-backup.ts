/**
 * Verified, not hoped: a backup file is decrypted (its key, its GCM tag and the SHA-256 of the
 * plaintext against its manifest) and the plaintext opened as what it should be: on SQLite
 * `PRAGMA integrity_check` must say ok and every table hold the rows the manifest counted; on
 * PostgreSQL `pg_restore --list` must read the dump and list the data of every table that had rows.
 * Runs on every new backup before it gets its name, and as `npm run backup -- verify FILE`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decryptBackupFile } from './backup-format';
import type { BackupManifest } from './backup-manifest';
import { BackupRefusal } from './backup-refusal';
import { describeSqlite, sqliteIntegrity } from './sqlite-snapshot';
import { dumpedTables } from './postgres-dump';

/** Tables whose rows differ from the manifest's counts, as 'name: manifest → found'. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names.filter((n) => expected[n] !== found[n]).map((n) => `${n}: ${expected[n] ?? 'absent'} → ${found[n] ?? 'absent'}`);
}

/** Checks the backup at `file` with the plaintext in `workDir` (a private folder); resolves with its manifest. */
export async function verifyBackup(file: string, key: Buffer, workDir: string): Promise<BackupManifest> {
  const plain = path.join(workDir, 'verify.plain');
  try {
    const { manifest } = await decryptBackupFile(file, key, plain);
    if (manifest.dialect === 'sqlite') {
      const integrity = await sqliteIntegrity(plain);
      if (integrity !== 'ok') throw new BackupRefusal('verification', `PRAGMA integrity_check says: ${integrity.slice(0, 300)}`);
      const differences = countDifferences(manifest.tables, (await describeSqlite(plain)).tables);
      if (differences.length > 0) throw new BackupRefusal('verification', `row counts differ from the manifest: ${differences.slice(0, 5).join(', ')}`);
    } else {
      const listed = await dumpedTables(plain);
      const missing = Object.entries(manifest.tables)
        .filter(([name, rows]) => rows > 0 && !listed.has(name))
        .map(([name]) => name);
      if (missing.length > 0) throw new BackupRefusal('verification', `pg_restore --list shows no data for ${missing.slice(0, 5).join(', ')}`);
    }
    return manifest;
  } finally {
    for (const leftover of [plain, `${plain}-wal`, `${plain}-shm`]) await fs.promises.rm(leftover, { force: true });
  }
}
