import type { BlogPost } from '../../src/api/api-types';
import type { MetaSet } from '../route-handle';
import type { PageMeta } from './page-meta';

/** A post's page title and description come from its record (docs/product/screens.md, Blog). */
export function blogDetailMeta(set: MetaSet, data: unknown): PageMeta {
  const post = data as BlogPost | null;
  if (!post) return set.pageMeta.blog;
  return { title: post.title || post.name || set.pageMeta.blog.title, description: post.meta_description || set.pageMeta.blog.description };
}
