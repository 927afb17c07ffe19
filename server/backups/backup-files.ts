/**
 * The backups in BACKUP_DIR: `clinic-YYYYMMDD-HHMMSSZ.backup` (the time it was taken, UTC) with
 * its manifest beside it as `….manifest.json`. Only a verified backup gets such a name: it is
 * written and checked inside a private working folder (`.work-…`, mode 0700, the only place a
 * plaintext copy ever is, for the minutes a backup takes) and linked into place after. So pruning
 * to BACKUP_KEEP counts verified backups only, and runs only after a newer one verified.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readBackupHeader } from './backup-format';
import type { BackupManifest } from './backup-manifest';

const NAME = /^clinic-\d{8}-\d{6}Z(-\d+)?\.backup$/;
const WORK_PREFIX = '.work-';

export interface BackupFile {
  name: string;
  path: string;
  createdAt: number;
  bytes: number;
}

export function backupBaseName(createdAt: number): string {
  const iso = new Date(createdAt).toISOString();
  return `clinic-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}Z`;
}

export const manifestPathOf = (backupPath: string) => backupPath.replace(/\.backup$/, '.manifest.json');

/** A private working folder inside BACKUP_DIR (the same disk, so the result is linked, not copied). */
export async function makeWorkDir(dir: string): Promise<string> {
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  return fs.promises.mkdtemp(path.join(dir, WORK_PREFIX), 'utf8');
}

/**
 * Removes working folders a process left behind when it died mid-backup, once they are older than
 * `olderThanMs` (a backup under way in another process is younger than that). File times are the
 * machine's, so this reads the machine's clock.
 */
export async function sweepWorkDirs(dir: string, olderThanMs: number): Promise<void> {
  const entries = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const name of entries.filter((n) => n.startsWith(WORK_PREFIX))) {
    const full = path.join(dir, name);
    const stat = await fs.promises.stat(full).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > olderThanMs) await fs.promises.rm(full, { recursive: true, force: true });
  }
}

/**
 * Gives a verified backup its name in BACKUP_DIR, never over another one (a second backup in the
 * same second gets `-2`), writes its manifest beside it and syncs the folder. Returns its path.
 */
export async function placeBackup(dir: string, verified: string, createdAt: number, sidecar: BackupManifest & Record<string, unknown>): Promise<string> {
  const base = backupBaseName(createdAt);
  for (let n = 1; ; n++) {
    const target = path.join(dir, `${base}${n === 1 ? '' : `-${n}`}.backup`);
    try {
      await fs.promises.link(verified, target);
      await fs.promises.rm(verified, { force: true });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (code === 'EEXIST') continue;
      if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes(code)) throw err;
      // a file system without hard links (some network shares): look, then rename
      if (fs.existsSync(target)) continue;
      await fs.promises.rename(verified, target);
    }
    await fs.promises.writeFile(manifestPathOf(target), `${JSON.stringify(sidecar, null, 2)}\n`, { mode: 0o600 });
    const folder = await fs.promises.open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
    return target;
  }
}

/** The backups in BACKUP_DIR, newest first, by the time their header records. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = (await fs.promises.readdir(dir).catch(() => [] as string[])).filter((n) => NAME.test(n));
  const found: BackupFile[] = [];
  for (const name of names) {
    const full = path.join(dir, name);
    try {
      const { header, size } = await readBackupHeader(full);
      found.push({ name, path: full, createdAt: header.manifest.createdAt, bytes: size });
    } catch {
      // not readable as a backup: never counted, never deleted
    }
  }
  return found.sort((a, b) => b.createdAt - a.createdAt || b.name.localeCompare(a.name));
}

/** Deletes all but the newest `keep` backups (and their manifests); returns the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const removed: string[] = [];
  for (const old of (await listBackups(dir)).slice(keep)) {
    await fs.promises.rm(old.path, { force: true });
    await fs.promises.rm(manifestPathOf(old.path), { force: true });
    removed.push(old.name);
  }
  return removed;
}
