/**
 * GET /blog/feed.xml and /es/blog/feed.xml, registered by the site plugin before its catch-all
 * page route. Each request asks the database for the blog's revision at the publishing clock's
 * time, so a post published or scheduled on any process is in every feed at once; the rendered
 * feed is kept per language under that revision (feed-cache.ts), so only a change reads the posts.
 * Limited per address like the forms (server/plugins/rate-limit.ts): a 429 JSON with Retry-After.
 */
import type { FastifyInstance } from 'fastify';
import { blogRevision, listBlogPosts } from './blog-repository';
import { blogFeedXml, feedPath } from './blog-feed';
import { FeedCache } from './feed-cache';

export function registerFeedRoutes(app: FastifyInstance): void {
  const cache = new FeedCache();
  for (const language of ['en', 'es'] as const) {
    app.get(feedPath(language), { config: { rateLimit: app.attemptLimits.perIp('feed') } }, async (_request, reply) => {
      // one reading of the clock for the revision and the posts, so the feed kept is the one that revision describes
      const now = app.publishingClock.now();
      const siteUrl = app.config.siteUrl;
      const revision = await blogRevision(app.db, now);
      const xml = await cache.get(language, `${revision}|${siteUrl}`, async () => blogFeedXml(await listBlogPosts(app.db, language, now), language, siteUrl));
      return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=60').send(xml);
    });
  }
}
