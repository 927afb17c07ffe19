/**
 * The staff's post calls under /api/staff (writing, scheduling and publishing posts, their images).
 * Register it after the staff plugin, whose guard and headers they use; the public blog is
 * blog-plugin.ts.
 */
import fp from 'fastify-plugin';
import publishingRoutes from './post-routes';
import { postImageUploadRoutes } from './post-image-routes';

export default fp(
  async (app) => {
    await app.register(postImageUploadRoutes, { prefix: '/api/staff' });
    await app.register(publishingRoutes, { prefix: '/api/staff', db: app.db });
  },
  { name: 'posts', dependencies: ['database', 'uploads', 'blog', 'staff'] },
);
