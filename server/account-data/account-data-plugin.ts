/** Her data (server/account-data/README.md): download it, and close her account. */
import fp from 'fastify-plugin';
import accountDataRoutes from './account-data-routes';

export default fp(
  async (app) => {
    await app.register(accountDataRoutes);
  },
  { name: 'account-data', dependencies: ['database', 'clock', 'sessions', 'uploads', 'mailer'] },
);
