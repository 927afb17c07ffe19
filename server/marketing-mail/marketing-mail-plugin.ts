/** Marketing mail (server/marketing-mail/README.md): the one-click unsubscribe and her account's setting. */
import fp from 'fastify-plugin';
import unsubscribeRoutes from './unsubscribe-routes';
import accountMarketingRoutes from './account-marketing-routes';

export default fp(
  async (app) => {
    await app.register(unsubscribeRoutes);
    await app.register(accountMarketingRoutes);
  },
  { name: 'marketing-mail', dependencies: ['database', 'clock', 'sessions'] },
);
