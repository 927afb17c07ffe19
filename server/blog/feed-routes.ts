/**
 * GET /blog/feed.xml and /es/blog/feed.xml: read from the database on each request at the
 * publishing clock's time, so a post published or scheduled on any process is in every feed at
 * once. Registered by the site plugin before its catch-all page route.
 */
import type { FastifyInstance } from 'fastify';
import { listBlogPosts } from './blog-repository';
import { blogFeedXml, feedPath } from './blog-feed';

export function registerFeedRoutes(app: FastifyInstance): void {
  for (const language of ['en', 'es'] as const) {
    app.get(feedPath(language), async (_request, reply) => {
      const posts = await listBlogPosts(app.db, language, app.publishingClock.now());
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=60')
        .send(blogFeedXml(posts, language, app.config.siteUrl));
    });
  }
}
