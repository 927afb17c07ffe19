/**
 * Renders any URL of the site to HTML on the server: the page's content, its head (title,
 * description, canonical) and the router's data for hydration. The server calls `render`.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { publicRoutes, publicPaths, allPagePaths } from './routes';
import { staffRoutes } from './staff/staff-routes';
import { resolveMeta } from './meta/resolve-meta';
import { headHtml } from './meta/head-html';
import { structuredDataFor } from './meta/structured-data';
import type { BlogPost } from '../src/api/api-types';
import type { SiteRequestContext } from './data/request-context';

export { publicPaths, allPagePaths };
export type { SiteRequestContext };

export interface RenderResult {
  status: number;
  /** set when a route answered with a redirect */
  redirect?: string;
  head: string;
  html: string;
  page: string;
  /** source modules (relative to site/) of the matched pages, for the server to preload */
  modules: string[];
}

// The clinic's staff inbox: its own layout, never indexed, not in the sitemap (site/staff).
const handler = createStaticHandler([...publicRoutes, ...staffRoutes]);

/**
 * The whole page as one string. prerender (not a stream to the visitor) because the server keeps
 * every rendered page in its cache and answers from there: it needs the complete document once,
 * with every Suspense boundary resolved, rather than an early first byte for each visitor.
 */
async function prerenderToString(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function render(url: string, opts: { siteUrl: string; context: SiteRequestContext }): Promise<RenderResult> {
  const full = new URL(url, opts.siteUrl);
  const request = new Request(full.href, { method: 'GET' });
  const context = await handler.query(request, { requestContext: opts.context });
  if (context instanceof Response) {
    return { status: context.status, redirect: context.headers.get('Location') ?? '/', head: '', html: '', page: '', modules: [] };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await prerenderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} />
    </StrictMode>,
  );
  const matches = context.matches.map((m) => ({ handle: m.route.handle as unknown, data: context.loaderData[m.route.id] }));
  const { meta, page, notFound } = resolveMeta(matches);
  const canonical = new URL(notFound ? '/' : full.pathname, opts.siteUrl).href;
  const data = matches.at(-1)?.data;
  const post = page === 'blog-post' && data && typeof data === 'object' ? (data as BlogPost) : undefined;
  const head = headHtml({
    meta,
    canonicalUrl: canonical,
    siteUrl: opts.siteUrl,
    type: post ? 'article' : 'website',
    image: post?.image,
    jsonLd: structuredDataFor(page, opts.siteUrl, data),
  });
  // A blog slug that does not exist is a 404 too, like an unknown path.
  const missingPost = page === 'blog-post' && !post;
  const modules = context.matches.flatMap((m) => {
    const h = m.route.handle as { module?: string } | undefined;
    return h?.module ? [h.module] : [];
  });
  return { status: notFound || missingPost ? 404 : context.statusCode, head, html, page, modules };
}
