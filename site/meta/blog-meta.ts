import type { BlogPost } from '../../src/api/api-types';
import { pageMeta, type PageMeta } from './page-meta';

/** A post's page title and description come from its record (docs/product/screens.md, Blog). */
export function blogDetailMeta(data: unknown): PageMeta {
  const post = data as BlogPost | null;
  if (!post) return pageMeta.blog;
  return { title: post.title || post.name || pageMeta.blog.title, description: post.meta_description || pageMeta.blog.description };
}
