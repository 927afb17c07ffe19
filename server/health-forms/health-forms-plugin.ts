/** The health forms (server/health-forms/README.md): her form and consent for an in-person appointment, in her account. */
import fp from 'fastify-plugin';
import healthFormRoutes from './health-form-routes';

export default fp(
  async (app) => {
    await app.register(healthFormRoutes);
  },
  { name: 'health-forms', dependencies: ['database', 'clock', 'sessions', 'field-encryption'] },
);
