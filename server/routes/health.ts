import type { FastifyPluginAsync } from 'fastify';

/** For load balancers and monitors: is the process up, and can it reach its database? */
const health: FastifyPluginAsync = async (app) => {
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
