/**
 * The clock every appointment rule reads (notice, horizon, links, reminders): Date.now unless the
 * server was built with another (tests that control time). Registered early, so the housekeeping
 * loop's reminders read it too.
 */
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
