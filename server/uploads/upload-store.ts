/**
 * DATA_DIR/uploads, where consultation photos lived before they moved into the database. At start
 * its photos are moved in (legacy-photo-import.ts); whatever is left that no row names (a file
 * whose move was interrupted, a temporary file of an upload cut off by a crash of an older
 * version) is swept once it is old enough.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const TEMP_PREFIX = '.tmp-';
const FINAL_NAME = /^[0-9a-f]{32}\.jpg$/;

export class UploadStore {
  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  pathOf(fileName: string): string {
    if (!FINAL_NAME.test(fileName)) throw new Error('not an upload name');
    return path.join(this.dir, fileName);
  }

  /** The file's bytes, or undefined when it is not there (or the name is not one of ours). */
  async read(fileName: string): Promise<Buffer | undefined> {
    if (!FINAL_NAME.test(fileName)) return undefined;
    return fs.readFile(this.pathOf(fileName)).catch(() => undefined);
  }

  async remove(fileName: string): Promise<void> {
    if (FINAL_NAME.test(fileName)) await fs.rm(this.pathOf(fileName), { force: true });
  }

  /**
   * Deletes temporary files, and photos no row refers to, older than `minAgeMs`: younger ones may
   * belong to a move another process is finishing right now.
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
}
