/**
 * Serves the site: hashed assets (cached for a year), public images, the widget bundle (loadable
 * from any origin), and every other GET outside /api rendered on the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteRequestContext } from '../../site/data/request-context';
import type { BlogPost } from '../../src/api/api-types';
import { loadSiteRenderer } from './site-renderer';
import { PageCache, preparePage, type CachedPage } from './page-cache';
import { pickEncoding, type PageEncoding } from './accept-encoding';
import { pageCsp } from './page-csp';
import { robotsTxt, sitemapXml } from './crawler-files';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public blog posts, provided by the blog routes' plugin when it is registered. */
    blog?: {
      list(): Promise<BlogPost[]>;
      get(slug: string): Promise<BlogPost | null>;
      /** changes whenever a post is added, changed or removed */
      revision?(): Promise<string>;
    };
    /** Forgets every rendered page (after content changes). */
    clearPageCache(): void;
  }
}

const YEAR = 31_536_000;

export default fp(
  async (app) => {
    const clientDir = path.join(app.config.distDir, 'site/client');
    const widgetsDir = path.join(app.config.distDir, 'widgets');

    // Pages and text responses are compressed on the fly (brotli at a quality that is fast for
    // HTML); built assets are served from the .br/.gz files written at build time.
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });

    if (fs.existsSync(clientDir)) {
      await app.register(fastifyStatic, {
        preCompressed: true,
        root: clientDir,
        prefix: '/',
        index: false,
        wildcard: false,
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite'),
        setHeaders(res, filePath) {
          const rel = path.relative(clientDir, filePath);
          if (rel.startsWith('assets')) res.header('cache-control', `public, max-age=${YEAR}, immutable`);
          else res.header('cache-control', 'public, max-age=3600, stale-while-revalidate=86400');
          if (rel.startsWith('images')) res.header('cross-origin-resource-policy', 'cross-origin');
        },
      });
    }

    if (fs.existsSync(widgetsDir)) {
      await app.register(fastifyStatic, {
        root: widgetsDir,
        prefix: '/widgets/',
        decorateReply: false,
        preCompressed: true,
        wildcard: false,
        setHeaders(res) {
          // Partner pages on any origin load the bundle with one script tag.
          res.header('access-control-allow-origin', '*');
          res.header('cross-origin-resource-policy', 'cross-origin');
          res.header('cache-control', 'public, max-age=300, stale-while-revalidate=86400');
        },
      });
    }

    const renderer = await loadSiteRenderer(app.config.distDir, () => app.config.siteUrl);
    if (!renderer) app.log.warn('the site is not built: run `npm run build` (npm start does it for you)');

    const context: SiteRequestContext = {
      blog: {
        list: async () => (app.blog ? app.blog.list() : []),
        get: async (slug) => (app.blog ? app.blog.get(slug) : null),
      },
    };

    const cache = new PageCache();
    app.decorate('clearPageCache', () => cache.clear());
    const BLOG_TTL_MS = 30_000;
    // The posts' revision is read from the database on each blog page, so every process serves a
    // change at once; pages also live at most BLOG_TTL_MS, for an edit the revision cannot see.
    const blogRevision = async (): Promise<string> => {
      const ttl = String(Math.floor(Date.now() / BLOG_TTL_MS));
      return app.blog?.revision ? `${await app.blog.revision()}:${ttl}` : ttl;
    };

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url;
      if (!renderer) {
        return reply.status(503).send({ success: false, message: 'The site is not built yet. Run `npm run build`.' });
      }
      const [pathname = '/', query] = url.split('?');
      // Query strings (reset tokens, tracking tags) and staff pages (one per lead) are never cached.
      const cacheable = !query && !pathname.startsWith('/staff');
      const revision = pathname.startsWith('/blog') || pathname === '/sitemap.xml' ? await blogRevision() : 'static';
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const cached = cacheable ? cache.get(pathname, revision) : undefined;
      if (cached) return sendCached(cached, pathname, reply, encoding);
      const rendered = await renderer.renderPage(url, context);
      if (rendered.redirect) return reply.redirect(rendered.redirect, rendered.status);
      if (cacheable && (rendered.status === 200 || rendered.status === 404)) {
        const page = preparePage(rendered.status, rendered.html, revision);
        cache.set(pathname, page);
        return sendCached(page, pathname, reply, encoding);
      }
      // a page made for this request alone is compressed on the way out by @fastify/compress
      pageHeaders(reply, pathname, pageCsp(rendered.html));
      return reply.status(rendered.status).type('text/html; charset=utf-8').send(rendered.html);
    };

    const pageHeaders = (reply: FastifyReply, pathname: string, csp: string) => {
      reply.header('content-security-policy', csp);
      reply.header('cache-control', 'no-cache');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('vary', 'Accept-Encoding');
      if (pathname === '/reset-password') reply.header('referrer-policy', 'no-referrer');
      else reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    };

    const sendCached = (page: CachedPage, pathname: string, reply: FastifyReply, encoding: PageEncoding) => {
      pageHeaders(reply, pathname, page.csp);
      reply.status(page.status).type('text/html; charset=utf-8');
      // compressed once, when the page was cached; @fastify/compress leaves an encoded reply alone
      if (encoding === 'identity') return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
    };

    app.get('/robots.txt', async (_request, reply) => {
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(app.config.siteUrl));
    });

    app.get('/sitemap.xml', async (_request, reply) => {
      const posts = app.blog ? await app.blog.list() : [];
      const paths = renderer?.publicPaths ?? ['/'];
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemapXml(app.config.siteUrl, paths, posts));
    });

    app.get('/*', async (request, reply) => {
      const url = request.url;
      if (url === '/api' || url.startsWith('/api/') || url.startsWith('/widgets/')) {
        return reply.status(404).send({ success: false, message: `No such endpoint: GET ${url.split('?')[0]}` });
      }
      return sendPage(request, reply);
    });
  },
  { name: 'site', dependencies: ['config'] },
);
