/**
 * Private photo storage in DATA_DIR/uploads, never served over HTTP. A photo is written under a
 * temporary name and fsynced; the caller inserts the row and, in the same transaction, `commit`s
 * the file to its final name. So no row ever points at a missing file, and anything else found
 * here (a temporary file of a crashed request, a renamed file whose transaction failed) is swept.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const TEMP_PREFIX = '.tmp-';
const FINAL_NAME = /^[0-9a-f]{32}\.jpg$/;

export interface PendingUpload {
  tempPath: string;
  fileName: string;
}

export class UploadStore {
  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  pathOf(fileName: string): string {
    if (!FINAL_NAME.test(fileName)) throw new Error('not an upload name');
    return path.join(this.dir, fileName);
  }

  /** Writes the bytes durably under a temporary name; the final name is chosen here, never by the client. */
  async stage(bytes: Buffer): Promise<PendingUpload> {
    const fileName = `${crypto.randomBytes(16).toString('hex')}.jpg`;
    const tempPath = path.join(this.dir, `${TEMP_PREFIX}${fileName}`);
    const handle = await fs.open(tempPath, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return { tempPath, fileName };
  }

  /** Gives the staged file its final name, durably (the directory entry is synced too). */
  async commit(pending: PendingUpload): Promise<void> {
    await fs.rename(pending.tempPath, this.pathOf(pending.fileName));
    await this.syncDir();
  }

  async discard(pending: PendingUpload): Promise<void> {
    await fs.rm(pending.tempPath, { force: true });
    await fs.rm(this.pathOf(pending.fileName), { force: true });
  }

  async remove(fileName: string): Promise<void> {
    if (FINAL_NAME.test(fileName)) await fs.rm(this.pathOf(fileName), { force: true });
  }

  /**
   * Deletes temporary files, and photos no row refers to, older than `minAgeMs`: younger ones may
   * belong to a request another process is finishing right now.
   */
  async sweep(isReferenced: (fileName: string) => boolean, minAgeMs: number, now = Date.now()): Promise<string[]> {
    const removed: string[] = [];
    for (const name of await fs.readdir(this.dir)) {
      const isTemp = name.startsWith(TEMP_PREFIX);
      if (!isTemp && (!FINAL_NAME.test(name) || isReferenced(name))) continue;
      const full = path.join(this.dir, name);
      const stat = await fs.stat(full).catch(() => undefined);
      if (!stat?.isFile() || now - stat.mtimeMs < minAgeMs) continue;
      await fs.rm(full, { force: true });
      removed.push(name);
    }
    return removed;
  }

  private async syncDir(): Promise<void> {
    const handle = await fs.open(this.dir, 'r');
    try {
      await handle.sync();
    } catch {
      // some file systems refuse fsync on a directory; the rename itself has happened
    } finally {
      await handle.close();
    }
  }
}
