/** The health forms (server/health-forms/README.md): her form and consent for an in-person appointment, in her account; its status and answers for staff. Register after the staff plugin. */
import fp from 'fastify-plugin';
import healthFormRoutes from './health-form-routes';
import staffHealthFormRoutes from './staff-health-form-routes';

export default fp(
  async (app) => {
    await app.register(healthFormRoutes);
    await app.register(staffHealthFormRoutes, { prefix: '/api/staff' });
  },
  { name: 'health-forms', dependencies: ['database', 'clock', 'sessions', 'field-encryption'] },
);
