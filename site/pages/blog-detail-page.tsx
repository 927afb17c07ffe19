/**
 * Blog detail (docs/product/screens.md): title, image and the article's HTML with its tables wrapped for
 * sideways scrolling. The server renders it from the database; a client-side navigation fetches
 * it. Title, description and JSON-LD come from the post record (site/meta). A failure is only logged.
 */
import { useEffect, useState } from 'react';
import { useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { BlogPost } from '../../src/api/api-types';
import { blogDetails } from '../../src/api/calls';
import { serverContext } from '../data/request-context';
import * as englishBlog from '../copy/blog';
import * as englishUi from '../content/ui-text';
import { keepPageTitle } from '../layout/document-meta';
import { useCopy } from '../i18n/copy-context';
import { localeOfPath } from '../../src/i18n/site-locale';
import { formatLongDate } from '../i18n/format-date';
import { LocaleLink, useSiteLocale } from '../i18n/site-locale-context';
import { PostCover } from '../components/post-cover';
import { HtmlBlock } from '../components/html-block';
import { wrapTables } from '../components/blog-html';
import '../styles/tables.css';
import { RoutePageError } from '../components/page-error';
import '../styles/blog.css';

export async function blogDetailLoader({ context, params, request }: LoaderFunctionArgs): Promise<BlogPost | null> {
  const server = serverContext(context);
  if (!server || !params.slug) return null;
  const post = await server.blog.get(params.slug);
  // a post lives under its own language's blog only: /es/blog/{english slug} is a 404
  return post && (post.language ?? 'en') === localeOfPath(new URL(request.url).pathname) ? post : null;
}



export function BlogDetailPage() {
  const initial = useLoaderData() as BlogPost | null;
  const { slug = '' } = useParams();
  const { blogImageAlt } = useCopy('blog', englishBlog);
  const { uiText } = useCopy('ui', englishUi);
  const locale = useSiteLocale();
  const { pathname } = useLocation();
  const [post, setPost] = useState<BlogPost | null>(initial?.slug === slug ? initial : null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (post?.slug === slug) return;
    let active = true;
    setFailed(false);
    blogDetails(slug, locale)
      .then((r) => {
        if (!active) return;
        if (r.data.blog && (r.data.blog.language ?? 'en') === locale) setPost(r.data.blog);
        else setFailed(true);
      })
      .catch((err: unknown) => {
        console.warn('blog post failed', err);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [slug, post, locale]);

  // Keep the tab title in step once a client-side fetch brings the post in.
  useEffect(() => {
    const title = post?.slug === slug ? post.title || post.name : '';
    if (title) keepPageTitle(pathname, title);
  }, [post, slug, pathname]);

  const current = post?.slug === slug ? post : null;

  if (!current) {
    return (
      <div className="container page-body blog-article">
        <h1 className={failed ? undefined : 'visually-hidden'}>{failed ? uiText.blog.notFound : uiText.blog.loadingArticle}</h1>
        {!failed && (
          <div className="blog-article__skeleton" aria-hidden="true">
            <div className="skeleton-line skeleton-line--title" />
            <div className="skeleton-block blog-article__skeleton-image" />
            <div className="skeleton-line" />
            <div className="skeleton-line" />
            <div className="skeleton-line skeleton-line--mid" />
          </div>
        )}
        <p>
          <LocaleLink to="/blog">{`← ${uiText.blog.backToList}`}</LocaleLink>
        </p>
      </div>
    );
  }

  const released = Date.parse(current.release_date);
  return (
    <article className="container page-body blog-article">
      <p className="blog-article__back">
        <LocaleLink to="/blog">{`← ${uiText.blog.backToList}`}</LocaleLink>
      </p>
      <header className="blog-article__header">
        {!Number.isNaN(released) && (
          <p className="blog-article__date">
            <time dateTime={current.release_date}>{formatLongDate(current.release_date, locale)}</time>
          </p>
        )}
        <h1>{current.title || current.name}</h1>
      </header>
      {current.image && (
        <PostCover className="blog-article__image" src={current.image} alt={current.image_alt || blogImageAlt(current.image)} />
      )}
      <HtmlBlock className="blog-article__body prose" html={wrapTables(current.description)} />
      <p className="blog-article__footer">
        <LocaleLink className="btn btn-outline" to="/blog">
          {uiText.blog.backToList}
        </LocaleLink>
      </p>
    </article>
  );
}

/** The page's route parts; its error boundary travels in this chunk, not in every page's entry. */
export const blogDetailRoute = { Component: BlogDetailPage, loader: blogDetailLoader, ErrorBoundary: RoutePageError };
