/**
 * Renders any URL of the site to HTML on the server: the page's content, its head (title,
 * description, canonical) and the router's data for hydration. The server calls `render`.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageError } from './components/page-error';
import { pageErrorText as englishPageError } from './content/page-error-text';
import { pageErrorText as spanishPageError } from './content/page-error-text.es';
import { publicRoutes, publicPaths, allPagePaths } from './routes';
import { staffRoutes } from './staff/staff-routes';
import { resolveMeta } from './meta/resolve-meta';
import { escapeHtml, headHtml } from './meta/head-html';
import { structuredDataFor } from './meta/structured-data';
import * as englishMeta from './meta/page-meta';
import * as spanishMeta from './meta/page-meta.es';
import type { RouteHandle } from './route-handle';
import type { PageCopyKind } from './i18n/copy-kinds';
import { spanishCopyModules } from './i18n/spanish-copy';
import { englishPath, localeOfPath, localizePath } from '../src/i18n/site-locale';
import type { Locale } from '../src/i18n/locale';
import type { BlogPost } from '../src/api/api-types';
import type { SiteRequestContext } from './data/request-context';
import { routerDataBlock } from './data/router-data';
import { blogPage as englishBlog } from './content/blog';
import { blogPage as spanishBlog } from './content/blog.es';

export { publicPaths, allPagePaths };
export type { SiteRequestContext };

export interface RenderResult {
  status: number;
  /** set when a route answered with a redirect */
  redirect?: string;
  head: string;
  html: string;
  /** the router's data for hydration, a JSON block for the end of the body ('' when nothing hydrates) */
  data: string;
  page: string;
  /** source modules (relative to site/) of the matched pages, for the server to preload */
  modules: string[];
  /** the page's language, for <html lang> */
  lang: Locale;
  /**
   * what a loader threw: the page holds the route's error boundary (the site's own error page,
   * never the error), and the server logs it once and never caches the page
   */
  error?: unknown;
}

// The clinic's staff inbox: its own layout, never indexed, not in the sitemap (site/staff).
const handler = createStaticHandler([...publicRoutes, ...staffRoutes]);

/**
 * The whole page as one string. prerender (not a stream to the visitor) because the server keeps
 * every rendered page in its cache and answers from there: it needs the complete document once,
 * with every Suspense boundary resolved, rather than an early first byte for each visitor.
 */
async function prerenderToString(node: ReactNode, errors: unknown[]): Promise<string> {
  // React's own default writes the error to the console; the server logs it once, with the request
  const { prelude } = await prerenderToNodeStream(node, { onError: (error) => void errors.push(error) });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function render(url: string, opts: { siteUrl: string; context: SiteRequestContext }): Promise<RenderResult> {
  const full = new URL(url, opts.siteUrl);
  const request = new Request(full.href, { method: 'GET' });
  const context = await handler.query(request, { requestContext: opts.context });
  if (context instanceof Response) {
    return { status: context.status, redirect: context.headers.get('Location') ?? '/', head: '', html: '', data: '', page: '', modules: [], lang: 'en' };
  }
  // A loader that threw is shown by its route's error boundary, inside the layout; a component that
  // failed while rendering leaves no page worth sending, so the server sends its error document.
  const loaderErrors = Object.values(context.errors ?? {}).filter((e) => !(isRouteErrorResponse(e) && e.status === 404));
  if (context.errors && loaderErrors.length > 0) {
    // the router writes its errors into the page for hydration: the visitor's copy names nothing
    context.errors = Object.fromEntries(Object.entries(context.errors).map(([id, e]) => [id, loaderErrors.includes(e) ? new Error('') : e]));
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderErrors: unknown[] = [];
  const html = await prerenderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    renderErrors,
  );
  if (renderErrors.length > 0) throw renderErrors[0];
  const matches = context.matches.map((m) => ({ handle: m.route.handle as unknown, data: context.loaderData[m.route.id] }));
  const handles = context.matches.map((m) => m.route.handle as Partial<RouteHandle> | undefined);
  const lang: Locale = handles.find((h) => h?.locale)?.locale ?? 'en';
  const { meta, page, notFound } = resolveMeta(matches, lang === 'es' ? spanishMeta : englishMeta);
  const canonical = new URL(notFound ? localizePath('/', lang) : full.pathname, opts.siteUrl).href;
  const data = matches.at(-1)?.data;
  const post = page === 'blog-post' && data && typeof data === 'object' ? (data as BlogPost) : undefined;
  // A blog slug that does not exist is a 404 too, like an unknown path; neither has a twin to name.
  const missingPost = page === 'blog-post' && !post;
  const alternates = notFound || missingPost ? undefined : alternatesFor(englishPath(full.pathname), post, opts.siteUrl);
  const head = headHtml({
    meta,
    canonicalUrl: canonical,
    siteUrl: opts.siteUrl,
    type: post ? 'article' : 'website',
    image: post?.image,
    jsonLd: structuredDataFor(page, opts.siteUrl, data, lang),
    locale: lang,
    alternates,
    feed:
      (page === 'blog' || page === 'blog-post') && !missingPost
        ? { href: `${opts.siteUrl}${localizePath('/blog/feed.xml', lang)}`, title: (lang === 'es' ? spanishBlog : englishBlog).feedTitle }
        : undefined,
  });
  const modules = handles.flatMap((h) => [...(h?.module ? [h.module] : []), ...(h?.preload ?? []), ...(lang === 'es' ? spanishModules(h?.copy) : [])]);
  if (lang === 'es') modules.unshift('i18n/spanish-layout.tsx');
  const routerData = routerDataBlock(context);
  if (loaderErrors.length > 0) return { status: 500, head, html, data: routerData, page, modules, lang, error: loaderErrors[0] };
  return { status: notFound || missingPost ? 404 : context.statusCode, head, html, data: routerData, page, modules, lang };
}

/**
 * The site's own error page as a whole document body, for a page that could not be rendered at all
 * (the render itself threw): no router, no data, nothing that could fail again.
 */
export function renderErrorPage(url: string, opts: { siteUrl: string }): RenderResult {
  const lang = localeOfPath(new URL(url, opts.siteUrl).pathname);
  const text = lang === 'es' ? spanishPageError : englishPageError;
  const head = [`<title>${escapeHtml(text.title)}</title>`, '<meta name="robots" content="noindex" />'].join('\n    ');
  const html = renderToStaticMarkup(
    <main id="main">
      <PageError locale={lang} />
    </main>,
  );
  return { status: 500, head, html, data: '', page: 'error', modules: [], lang };
}

/**
 * The page's URL in each language. A blog post has a twin only when it was translated
 * (`alternate_slug`); every other page has one at the same path under /es.
 */
function alternatesFor(path: string, post: BlogPost | undefined, siteUrl: string): { en: string; es: string } | undefined {
  if (post) {
    if (!post.alternate_slug) return undefined;
    const [enSlug, esSlug] = post.language === 'es' ? [post.alternate_slug, post.slug] : [post.slug, post.alternate_slug];
    return { en: `${siteUrl}/blog/${encodeURIComponent(enSlug)}`, es: `${siteUrl}/es/blog/${encodeURIComponent(esSlug)}` };
  }
  return { en: new URL(path, siteUrl).href, es: new URL(localizePath(path, 'es'), siteUrl).href };
}

/** For the sitemap: the Spanish twin of each public path (server/site/crawler-files.ts). */
export const spanishPathOf = (path: string): string => localizePath(path, 'es');

/** The source modules (relative to site/) a Spanish page's words come from (i18n/spanish-copy.ts). */
function spanishModules(kinds: readonly PageCopyKind[] = []): string[] {
  return kinds.length === 0 ? [] : ['i18n/spanish-copy.ts', ...kinds.map((kind) => spanishCopyModules[kind])];
}
