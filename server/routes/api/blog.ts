/** The blog calls (docs/product/api.md): the list newest first, and one post by slug (404 JSON when unknown). */
import type { FastifyPluginAsync } from 'fastify';
import { replyMessages } from '../../services/api-messages';
import { apiOperations } from '../../api-schemas/api-operations';
import { replyShapes } from '../../api-schemas/reply-serializer';

const blog: FastifyPluginAsync = async (app) => {
  const reader = app.blog;
  if (!reader) throw new Error('the blog plugin must be registered before the blog routes');

  app.get('/api/blog-list', replyShapes(apiOperations.blogList), async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { success: true, blogs: await reader.list() };
  });

  app.get<{ Params: { slug: string } }>('/api/blog-details/:slug', replyShapes(apiOperations.blogDetails), async (request, reply) => {
    const blog = await reader.get(request.params.slug);
    if (!blog) return reply.status(404).send({ success: false, message: replyMessages.blogNotFound });
    reply.header('cache-control', 'public, max-age=60');
    return { success: true, blog };
  });
};

export default blog;
