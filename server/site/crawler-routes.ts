/** GET /robots.txt and /sitemap.xml, whose text crawler-files.ts writes. */
import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from './crawler-files';
import { CRAWLER_FILE_CACHE } from './cache-headers';
import type { SiteRenderer } from './site-renderer';

export function registerCrawlerRoutes(app: FastifyInstance, renderer: SiteRenderer | undefined): void {
  app.get('/robots.txt', async (_request, reply) => {
    return reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_FILE_CACHE).send(robotsTxt(app.config.siteUrl));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const posts = app.blog ? [...(await app.blog.list('en')), ...(await app.blog.list('es'))] : [];
    const alternates = app.blog ? await app.blog.alternates() : new Map<string, string>();
    const paths = renderer?.publicPaths ?? ['/'];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_FILE_CACHE)
      .send(sitemapXml(app.config.siteUrl, paths, posts, alternates));
  });
}
