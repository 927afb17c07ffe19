/**
 * Serves the site: hashed assets (cached for a year), public images, the widget bundle (loadable
 * from any origin), and every other GET outside /api rendered on the server.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { SiteRequestContext } from '../../site/data/request-context';
import type { BlogPost } from '../../src/api/api-types';
import { loadSiteRenderer } from './site-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public blog posts, provided by the blog routes' plugin when it is registered. */
    blog?: { list(): Promise<BlogPost[]>; get(slug: string): Promise<BlogPost | null> };
  }
}

const YEAR = 31_536_000;

function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.google.com https://maps.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export default fp(
  async (app) => {
    const clientDir = path.join(app.config.distDir, 'site/client');
    const widgetsDir = path.join(app.config.distDir, 'widgets');

    if (fs.existsSync(clientDir)) {
      await app.register(fastifyStatic, {
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
        wildcard: false,
        setHeaders(res) {
          // Partner pages on any origin load the bundle with one script tag.
          res.header('access-control-allow-origin', '*');
          res.header('cross-origin-resource-policy', 'cross-origin');
          res.header('cache-control', 'public, max-age=300, stale-while-revalidate=86400');
        },
      });
    }

    const renderer = await loadSiteRenderer(app.config.distDir, app.config.siteUrl);
    if (!renderer) app.log.warn('the site is not built: run `npm run build` (npm start does it for you)');

    const context: SiteRequestContext = {
      blog: {
        list: async () => (app.blog ? app.blog.list() : []),
        get: async (slug) => (app.blog ? app.blog.get(slug) : null),
      },
    };

    const sendPage = async (url: string, reply: FastifyReply) => {
      if (!renderer) {
        return reply.status(503).send({ success: false, message: 'The site is not built yet. Run `npm run build`.' });
      }
      const nonce = crypto.randomBytes(16).toString('base64');
      const page = await renderer.renderPage(url, context, nonce);
      if (page.redirect) return reply.redirect(page.redirect, page.status);
      const pathname = url.split('?')[0] ?? '/';
      reply.header('content-security-policy', pageCsp(nonce));
      reply.header('cache-control', 'no-cache');
      if (pathname === '/reset-password') reply.header('referrer-policy', 'no-referrer');
      return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
    };

    app.get('/*', async (request, reply) => {
      const url = request.url;
      if (url === '/api' || url.startsWith('/api/') || url.startsWith('/widgets/')) {
        return reply.status(404).send({ success: false, message: `No such endpoint: GET ${url.split('?')[0]}` });
      }
      return sendPage(url, reply);
    });
  },
  { name: 'site', dependencies: ['config'] },
);
