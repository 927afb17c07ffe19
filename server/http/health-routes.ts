import type { FastifyPluginAsync } from 'fastify';
import { pendingMigrations } from '../db/migrate';

/**
 * For load balancers and monitors:
 * - /livez: the process is up and serving (no database call), so a database blip never makes an
 *   orchestrator restart a healthy process;
 * - /readyz: the database answers and every migration this code knows is applied, so traffic
 *   goes only to a process that can serve it;
 * - /healthz: both in one answer, kept as it was for existing monitors.
 */
const health: FastifyPluginAsync = async (app) => {
  app.get('/livez', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok', uptime_s: Math.round(process.uptime()) });
  });

  app.get('/readyz', async (_request, reply) => {
    const reachable = await app.dbPing();
    const pending = reachable ? await pendingMigrations(app.db, app.dbAdapter).catch(() => null) : null;
    const ready = reachable && pending !== null && pending.length === 0;
    const body = {
      status: ready ? 'ready' : 'not ready',
      database: { dialect: app.dbDialect, reachable },
      migrations: { pending: pending ?? 'unknown' },
    };
    return reply.status(ready ? 200 : 503).header('cache-control', 'no-store').send(body);
  });

  app.get('/healthz', async (_request, reply) => {
    const database = await app.dbPing();
    const body = {
      status: database ? 'ok' : 'degraded',
      uptime_s: Math.round(process.uptime()),
      database: { dialect: app.dbDialect, reachable: database },
    };
    return reply.status(database ? 200 : 503).header('cache-control', 'no-store').send(body);
  });
};

export default health;
