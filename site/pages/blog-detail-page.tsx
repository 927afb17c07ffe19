import { useEffect, useState } from 'react';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { BlogPost } from '../../src/api/api-types';
import { blogDetails } from '../../src/api/calls';
import { serverContext } from '../data/request-context';
import type { PageMeta } from '../meta/page-meta';
import { pageMeta } from '../meta/page-meta';

export async function blogDetailLoader({ context, params }: LoaderFunctionArgs): Promise<BlogPost | null> {
  const server = serverContext(context);
  return server && params.slug ? server.blog.get(params.slug) : null;
}

export function blogDetailMeta(data: unknown): PageMeta {
  const post = data as BlogPost | null;
  if (!post) return pageMeta.blog;
  return { title: post.title, description: post.meta_description };
}

export function BlogDetailPage() {
  const initial = useLoaderData() as BlogPost | null;
  const { slug = '' } = useParams();
  const [post, setPost] = useState<BlogPost | null>(initial);
  useEffect(() => {
    if (post?.slug === slug) return;
    blogDetails(slug)
      .then((r) => setPost(r.data.blog))
      .catch((err: unknown) => console.warn('blog post failed', err));
  }, [slug, post]);
  if (!post) return <section className="container"><p>Loading the article…</p></section>;
  return (
    <article className="container">
      <h1>{post.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: post.description }} />
    </article>
  );
}
