/**
 * The blog calls (docs/product/api.md): one language's list newest first (`?lang=es` for the Spanish
 * posts, English otherwise), and any post by slug with its language (404 JSON when unknown).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiText } from '../i18n/api-text';
import { blogOperations } from './blog-operations';
import { replyShapes } from '../http/reply-serializer';

const blog: FastifyPluginAsync = async (app) => {
  const reader = app.blog;
  if (!reader) throw new Error('the blog plugin must be registered before the blog routes');

  app.get<{ Querystring: { lang?: unknown } }>('/api/blog-list', replyShapes(blogOperations.blogList), async (request, reply) => {
    // Only 'es' picks the Spanish posts: no parameter, 'en' or anything else is today's English list.
    const language = request.query.lang === 'es' ? 'es' : 'en';
    reply.header('cache-control', 'public, max-age=60');
    return { success: true, blogs: await reader.list(language) };
  });

  app.get<{ Params: { slug: string } }>('/api/blog-details/:slug', replyShapes(blogOperations.blogDetails), async (request, reply) => {
    const blog = await reader.get(request.params.slug);
    if (!blog) return reply.status(404).send({ success: false, message: apiText(request).reply.blogNotFound });
    reply.header('cache-control', 'public, max-age=60');
    return { success: true, blog };
  });
};

export default blog;
