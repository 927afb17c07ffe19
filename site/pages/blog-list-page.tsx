import { useEffect, useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { BlogPost } from '../../src/api/api-types';
import { blogList } from '../../src/api/calls';
import { serverContext } from '../data/request-context';

export async function blogListLoader({ context }: LoaderFunctionArgs): Promise<BlogPost[] | null> {
  const server = serverContext(context);
  return server ? server.blog.list() : null;
}

export function BlogListPage() {
  const initial = useLoaderData() as BlogPost[] | null;
  const [posts, setPosts] = useState<BlogPost[] | null>(initial);
  useEffect(() => {
    if (posts) return;
    blogList()
      .then((r) => setPosts(r.data.blogs ?? []))
      .catch((err: unknown) => {
        console.warn('blog list failed', err);
        setPosts([]);
      });
  }, [posts]);
  return (
    <section className="container">
      <h1>Blog</h1>
      <ul>
        {(posts ?? []).map((p) => (
          <li key={p.slug}>
            <Link to={`/blog/${p.slug}`}>{p.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
