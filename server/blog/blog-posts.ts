/**
 * The blog as the API and the server-rendered pages read it: posts from the database, shaped as
 * the client's BlogPost (src/api/api-types.ts).
 */
import type { Kysely } from 'kysely';
import type { BlogPost } from '../../src/api/api-types';
import type { Database } from '../db/schema';
import { blogRevision, findBlogPost, listBlogPosts, type BlogPostRow } from '../repositories/blog-repository';
import { siteMetaSchema } from './blog-schema';

export interface BlogReader {
  list(): Promise<BlogPost[]>;
  get(slug: string): Promise<BlogPost | null>;
  /** changes whenever the posts do, as seen by every process on the database (page caches follow it) */
  revision(): Promise<string>;
}

function toBlogPost(row: BlogPostRow, siteUrl: string): BlogPost {
  return {
    slug: row.slug,
    title: row.title,
    name: row.title,
    image: row.image,
    description: row.description,
    meta_description: row.meta_description,
    meta_schema: siteMetaSchema(row.meta_schema, row.slug, siteUrl),
    release_date: row.release_date,
  };
}

/** `siteUrl` is read on every call: the address can be settled after start (port 0). */
export function createBlogReader(db: Kysely<Database>, siteUrl: () => string): BlogReader {
  return {
    async list() {
      const base = siteUrl();
      return (await listBlogPosts(db)).map((row) => toBlogPost(row, base));
    },
    async get(slug) {
      if (slug.length > 200) return null;
      const row = await findBlogPost(db, slug);
      return row ? toBlogPost(row, siteUrl()) : null;
    },
    revision: () => blogRevision(db),
  };
}
