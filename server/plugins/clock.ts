/**
 * The clock every appointment rule reads (notice, horizon, links, reminders): Date.now unless the
 * server was built with another (tests that control time). Registered early, so the housekeeping
 * loop's reminders read it too.
 */
import fs from 'node:fs';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** now, in epoch ms, for appointment rules */
    clock(): number;
  }
}

export default fp<{ clock?: () => number }>(
  async (app, opts) => {
    app.decorate('clock', opts.clock ?? Date.now);
  },
  { name: 'clock' },
);

/**
 * A clock that reads the time (epoch ms) from a file, so a test can move it for several server
 * processes at once (TEST_CLOCK_FILE, test runs only). A file that cannot be read gives the real time.
 */
export function fileClock(file: string): () => number {
  return () => {
    try {
      const ms = Number(fs.readFileSync(file, 'utf8').trim());
      return Number.isFinite(ms) && ms > 0 ? ms : Date.now();
    } catch {
      return Date.now();
    }
  };
}
