import fp from 'fastify-plugin';
import { createBlogReader } from './blog-posts';
import { seedBlogOnce, seedSpanishBlogOnce } from './blog-seed';
import { createPublishingClock, type PublishingClock } from './publishing-clock';
import { registerPostImageFiles } from './post-image-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** the time public blog reads are made at (server/blog/publishing-clock.ts) */
    publishingClock: PublishingClock;
  }
}

/**
 * Seeds the blog on the first start of a database (the Spanish posts on the first start that has
 * them) and provides `app.blog`, which the API routes and the server-rendered pages (server/site) both read.
 */
export default fp(
  async (app) => {
    if (await seedBlogOnce(app.db)) app.log.info('blog seeded');
    if (await seedSpanishBlogOnce(app.db)) app.log.info('Spanish blog posts seeded');
    const clock = createPublishingClock(app.config.env === 'test' ? app.config.dataDir : undefined);
    app.decorate('publishingClock', clock);
    app.decorate('blog', createBlogReader(app.db, () => app.config.siteUrl, clock));
    // the posts' pictures, public once a live post shows them (server/blog/post-image-routes.ts)
    registerPostImageFiles(app);
  },
  { name: 'blog', dependencies: ['database'] },
);
