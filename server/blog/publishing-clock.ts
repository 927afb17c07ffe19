/**
 * The time the public blog is read at: a post scheduled for 10:00 shows once this clock passes
 * 10:00, on every process (each asks the database with its own reading). In production it is
 * Date.now(). Tests move it instead of waiting (docs/decisions/0018-publishing-posts.md): server
 * tests call advance(); the browser tests, whose server is another process, write a number of
 * milliseconds into DATA_DIR/test-publishing-clock-offset, read only when NODE_ENV=test.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface PublishingClock {
  now(): number;
  /** moves this process's clock ahead (NODE_ENV=test only; otherwise it throws) */
  advance(ms: number): void;
}

export const TEST_CLOCK_FILE = 'test-publishing-clock-offset';

function fileOffset(file: string): number {
  try {
    const value = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** `testDataDir`: set in tests only, where the offset file may move the clock. */
export function createPublishingClock(testDataDir: string | undefined): PublishingClock {
  let offset = 0;
  const file = testDataDir === undefined ? undefined : path.join(testDataDir, TEST_CLOCK_FILE);
  return {
    now: () => Date.now() + offset + (file ? fileOffset(file) : 0),
    advance(ms) {
      if (testDataDir === undefined) throw new Error('the publishing clock only moves in tests');
      offset += ms;
    },
  };
}
