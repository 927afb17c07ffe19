/**
 * The staff results call (GET /api/staff/lead-sources/results). Register it after the staff plugin,
 * whose guard and headers it uses.
 */
import fp from 'fastify-plugin';
import leadSourceRoutes from './lead-source-routes';

export default fp(
  async (app) => {
    await app.register(leadSourceRoutes, { prefix: '/api/staff', db: app.db });
  },
  { name: 'lead-sources', dependencies: ['database', 'staff'] },
);
