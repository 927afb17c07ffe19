/**
 * The catch-all GET route: every path outside /api and /widgets/ is a page rendered on the server.
 * Pages the same for everyone are kept in the page cache (page-cache.ts) with their compressed
 * bytes; blog pages and the sitemap are rendered again when the posts' revision changes, FAQ pages
 * when the FAQ sets' revision does. Unknown /api and /widgets/ paths answer a JSON 404. Register it
 * last: it matches every path.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteRequestContext } from '../../site/entry-server';
import { PageCache, preparePage, type CachedPage } from './page-cache';
import { pickEncoding, type PageEncoding } from './accept-encoding';
import { pageCsp } from './page-csp';
import { pageHeaders } from './page-headers';
import type { SiteRenderer } from './site-renderer';
import { apiText } from '../i18n/api-text';
import { FAILED_PAGE_CACHE } from './cache-headers';
import { faqPageTest } from './faq-page-paths';
import { staffPagePath } from '../http/staff-paths';

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgets every rendered page (after content changes). */
    clearPageCache(): void;
  }
}

const BLOG_TTL_MS = 30_000;
const TRAININGS_PAGE = /^(?:\/es)?\/trainings\/?$/;
/** a certificate's verification page: never kept, so a revocation shows at once and random numbers fill no cache */
const CERTIFICATE_PAGE = /^(?:\/es)?\/certificates\//i;

export function registerPageRoute(app: FastifyInstance, renderer: SiteRenderer | undefined): void {
  const context: SiteRequestContext = {
    blog: {
      list: async (language?: 'en' | 'es') => (app.blog ? app.blog.list(language) : []),
      // the blog refuses an address no post can have (a NUL byte, a lone surrogate) before any query
      get: async (slug) => (app.blog ? app.blog.get(slug) : null),
    },
    faqs: { get: (key, language) => app.faqSets.get(key, language) },
    // the course days (server/courses/), when that room is registered
    courses: {
      list: async () => (app.hasDecorator('courses') ? app.courses.list() : []),
      certificate: async (code) => (app.hasDecorator('courses') ? app.courses.certificate(code) : null),
    },
  };

  const cache = new PageCache();
  app.decorate('clearPageCache', () => cache.clear());
  // The posts' revision is read from the database on each blog page, so every process serves a
  // change at once; pages also live at most BLOG_TTL_MS, for an edit the revision cannot see.
  const blogRevision = async (): Promise<string> => {
    const ttl = String(Math.floor(Date.now() / BLOG_TTL_MS));
    return app.blog?.revision ? `${await app.blog.revision()}:${ttl}` : ttl;
  };

  const isFaqPage = faqPageTest(renderer?.publicPaths ?? []);
  const renamedPostPath = async (pathname: string): Promise<string | null> => {
    const match = /^(?:\/es)?\/blog\/([^/]+)\/?$/.exec(pathname);
    if (!match?.[1] || !app.blog) return null;
    let slug: string;
    try {
      slug = decodeURIComponent(match[1]);
    } catch {
      return null;
    }
    return app.blog.renamedTo(slug);
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const [pathname = '/', query] = url.split('?');
    // Query strings (reset tokens, tracking tags) and staff pages (one per lead), in whatever
    // spelling the router shows one at (`/STAFF/…`, server/http/staff-paths.ts), are never cached.
    const cacheable = !query && staffPagePath(url) === undefined && !CERTIFICATE_PAGE.test(pathname);
    const blogPage = pathname.startsWith('/blog') || pathname.startsWith('/es/blog') || pathname === '/sitemap.xml';
    // FAQ pages follow the FAQ sets' revision the same way (faq-page-paths.ts)
    const revision = blogPage
      ? await blogRevision()
      : isFaqPage(pathname)
        ? `faq:${await app.faqSets.revision()}`
        : // the training page shows the course days' seats: it follows their revision (server/courses/)
          TRAININGS_PAGE.test(pathname) && app.hasDecorator('courses')
          ? `courses:${await app.courses.revision()}`
          : 'static';
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const cached = cacheable ? cache.get(pathname, revision) : undefined;
    if (cached) return sendCached(cached, pathname, reply, encoding);
    // A renamed post's old address moves for good to the new one (server/blog/). No live
    // post keeps a slug that is another's old one, so a live page is never redirected away.
    const moved = blogPage ? await renamedPostPath(pathname) : null;
    if (moved) return reply.header('cache-control', 'public, max-age=300').redirect(moved + (query ? `?${query}` : ''), 301);
    if (!renderer) {
      return reply.status(503).send({ success: false, message: 'The site is not built yet. Run `npm run build`.' });
    }
    const rendered = await renderer.renderPage(url, context);
    if (rendered.error !== undefined) {
      // logged here, once, with the request; the visitor sees the site's own error page, never kept
      request.log.error({ err: rendered.error }, 'page could not be rendered');
      pageHeaders(reply, pathname, pageCsp());
      reply.header('cache-control', FAILED_PAGE_CACHE);
      return reply.status(500).type('text/html; charset=utf-8').send(rendered.html);
    }
    if (rendered.redirect) return reply.redirect(rendered.redirect, rendered.status);
    if (cacheable && (rendered.status === 200 || rendered.status === 404)) {
      const page = preparePage(rendered.status, rendered.html, revision);
      cache.set(pathname, page);
      return sendCached(page, pathname, reply, encoding);
    }
    // a page made for this request alone is compressed on the way out by @fastify/compress
    pageHeaders(reply, pathname, pageCsp());
    return reply.status(rendered.status).type('text/html; charset=utf-8').send(rendered.html);
  };

  const sendCached = (page: CachedPage, pathname: string, reply: FastifyReply, encoding: PageEncoding) => {
    pageHeaders(reply, pathname, page.csp);
    reply.status(page.status).type('text/html; charset=utf-8');
    // compressed once, when the page was cached; @fastify/compress leaves an encoded reply alone
    if (encoding === 'identity') return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
  };

  app.get('/*', async (request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/widgets/')) {
      return reply.status(404).send({ success: false, message: apiText(request).reply.noSuchEndpoint('GET', url.split('?')[0] ?? '') });
    }
    return sendPage(request, reply);
  });
}
