/**
 * FAQ sets (server/faq-sets/README.md): writes the clinic's own sets missing from the database
 * (faq-set-seed.ts), provides `app.faqSets` for the server render of the home and FAQ pages
 * (server/site/page-route.ts), and registers the public and staff calls. Register it after the
 * staff plugin (its calls use the staff guard) and before the site plugin.
 */
import fp from 'fastify-plugin';
import { seedClinicFaqSets } from './faq-set-seed';
import { createFaqSetReader, type FaqSetReader } from './faq-set-reader';
import { publicFaqSetRoutes, staffFaqSetRoutes } from './faq-set-routes';

declare module 'fastify' {
  interface FastifyInstance {
    faqSets: FaqSetReader;
  }
}

export default fp(
  async (app) => {
    if (await seedClinicFaqSets(app.db)) app.log.info('clinic FAQ sets seeded');
    const reader = createFaqSetReader(app.db);
    app.decorate('faqSets', reader);
    await app.register(publicFaqSetRoutes, { reader });
    await app.register(staffFaqSetRoutes, { prefix: '/api/staff', db: app.db });
  },
  { name: 'faq-sets', dependencies: ['database', 'staff'] },
);
