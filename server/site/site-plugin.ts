/**
 * Serves the site by composing its parts, in this order: compression (compression.ts), the built
 * files and the widget bundle (static-assets.ts), robots.txt and sitemap.xml (crawler-routes.ts),
 * the routes other features serve beside the pages (the blog's feeds, handed in by the top level),
 * and last the catch-all route that renders every other GET outside /api (page-route.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BlogPost } from '../../src/api/api-types';
import { loadSiteRenderer } from './site-renderer';
import { registerCompression } from './compression';
import { registerStaticAssets } from './static-assets';
import { registerCrawlerRoutes } from './crawler-routes';
import { registerPageRoute } from './page-route';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public blog posts, provided by the blog routes' plugin when it is registered. */
    blog?: {
      /** one language's posts, English unless asked */
      list(language?: 'en' | 'es'): Promise<BlogPost[]>;
      get(slug: string): Promise<BlogPost | null>;
      /** changes whenever a post is added, changed, removed, or goes live at its scheduled time */
      revision?(): Promise<string>;
      /** each visible post's slug → its other-language twin's (sitemap hreflang) */
      alternates(): Promise<ReadonlyMap<string, string>>;
      /** the page path a post renamed away from this slug now has, for a 301 */
      renamedTo(oldSlug: string): Promise<string | null>;
    };
  }
}

export interface SiteOptions {
  /** routes of other features served beside the pages, compressed like them (the blog's feeds) */
  siteRoutes?: ((app: FastifyInstance) => void)[];
}

export default fp<SiteOptions>(
  async (app, opts) => {
    await registerCompression(app);
    await registerStaticAssets(app);

    const renderer = await loadSiteRenderer(app.config.distDir, () => app.config.siteUrl);
    if (!renderer) app.log.warn('the site is not built: run `npm run build` (npm start does it for you)');

    for (const register of opts.siteRoutes ?? []) register(app);
    registerCrawlerRoutes(app, renderer);
    registerPageRoute(app, renderer);
  },
  { name: 'site', dependencies: ['config'] },
);
