/**
 * Blog list (docs/product/screens.md): on the server the loader reads the posts from the database; after a
 * client-side navigation it returns null and the page fetches them, showing skeleton cards
 * meanwhile. 6 cards first, 'View More' adds 3 while more exist. A failure is only logged.
 */
import { useEffect, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { BlogPost } from '../../src/api/api-types';
import { blogList } from '../../src/api/calls';
import { serverContext } from '../data/request-context';
import * as englishBlog from '../copy/blog';
import * as englishUi from '../content/ui-text';
import { useCopy } from '../i18n/copy-context';
import { localeOfPath } from '../../src/i18n/site-locale';
import { useSiteLocale } from '../i18n/site-locale-context';
import { Card } from '../components/card';
import { CardSkeleton } from '../components/card-skeleton';
import { PageBanner } from '../components/page-banner';
import { RoutePageError } from '../components/page-error';
import '../styles/blog.css';

export async function blogListLoader({ context, request }: LoaderFunctionArgs): Promise<BlogPost[] | null> {
  const server = serverContext(context);
  return server ? server.blog.list(localeOfPath(new URL(request.url).pathname)) : null;
}

export function BlogListPage() {
  const initial = useLoaderData() as BlogPost[] | null;
  const { blogPage, blogImageAlt } = useCopy('blog', englishBlog);
  const { uiText } = useCopy('ui', englishUi);
  const locale = useSiteLocale();
  const [posts, setPosts] = useState<BlogPost[] | null>(initial);
  const [visible, setVisible] = useState(blogPage.pageSize);

  useEffect(() => {
    if (posts) return;
    let active = true;
    blogList(locale)
      .then((r) => {
        if (active) setPosts(Array.isArray(r.data.blogs) ? r.data.blogs : []);
      })
      .catch((err: unknown) => {
        console.warn('blog list failed', err);
        if (active) setPosts([]);
      });
    return () => {
      active = false;
    };
  }, [posts, locale]);

  const loading = posts === null;
  const shown = (posts ?? []).slice(0, visible);
  const hasMore = !loading && visible < (posts?.length ?? 0);

  return (
    <>
      <PageBanner title={blogPage.title} subtitle={blogPage.subtitle} />
      <div className="container page-body">
        {loading ? (
          <div aria-busy="true">
            <p className="visually-hidden" role="status">
              {uiText.blog.loading}
            </p>
            <ul className="card-grid" aria-hidden="true">
              {Array.from({ length: blogPage.pageSize }, (_, i) => (
                <li key={i}>
                  <CardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : shown.length === 0 ? (
          <p className="blog-empty">{uiText.blog.empty}</p>
        ) : (
          <ul className="card-grid blog-grid" aria-label={blogPage.title}>
            {shown.map((post, index) => (
              <li key={post.slug}>
                <Card
                  // the first post's picture is the page's LCP on a phone: lazy, it waited for
                  // layout and then for bandwidth (docs/decisions/0020-first-paint.md)
                  imagePriority={index === 0}
                  href={`/blog/${post.slug}`}
                  image={post.image}
                  imageAlt={post.image_alt || blogImageAlt(post.image)}
                  title={post.title || post.name || post.slug}
                  date={post.release_date}
                  headingLevel="h2"
                />
              </li>
            ))}
          </ul>
        )}
        {hasMore && (
          <div className="blog-more">
            <button type="button" className="btn btn-outline" onClick={() => setVisible((n) => n + blogPage.step)}>
              {uiText.viewMore}
            </button>
          </div>
        )}
      </div>
    </>
  );
}

/** The page's route parts; its error boundary travels in this chunk, not in every page's entry. */
export const blogListRoute = { Component: BlogListPage, loader: blogListLoader, ErrorBoundary: RoutePageError };
