/**
 * Renders any URL of the site to HTML on the server: the page's content, its head (title,
 * description, canonical) and the router's data for hydration. The server calls `render`.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes, publicPaths, allPagePaths } from './routes';
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

const handler = createStaticHandler(routes);

export async function render(url: string, opts: { siteUrl: string; context: SiteRequestContext; nonce?: string }): Promise<RenderResult> {
  const full = new URL(url, opts.siteUrl);
  const request = new Request(full.href, { method: 'GET' });
  const context = await handler.query(request, { requestContext: opts.context });
  if (context instanceof Response) {
    return { status: context.status, redirect: context.headers.get('Location') ?? '/', head: '', html: '', page: '', modules: [] };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} nonce={opts.nonce} />
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
