/**
 * The blog as the API and the server-rendered pages read it: posts from the database, shaped as
 * the client's BlogPost (src/api/api-types.ts), each with its language and, when it is one, the
 * English post it translates.
 */
import type { Kysely } from 'kysely';
import type { BlogPost } from '../../src/api/api-types';
import type { Database } from '../db/schema';
import type { Locale } from '../i18n/request-locale';
import { blogRevision, findAlternateSlug, findBlogPost, findRenamedPost, listAlternateSlugs, listBlogPosts, type BlogPostRow } from './blog-repository';
import type { PublishingClock } from './publishing-clock';
import { siteMetaSchema } from './blog-schema';
import { isPossibleSlug } from './blog-slug';
import { sanitizeBlogHtml } from './blog-html';

export interface BlogReader {
  /** one language's posts, newest first (English unless asked) */
  list(language?: Locale): Promise<BlogPost[]>;
  /** any post by slug, with the slug of its other-language twin */
  get(slug: string): Promise<BlogPost | null>;
  /** changes whenever the posts do, as seen by every process on the database (page caches follow it) */
  revision(): Promise<string>;
  /** each visible post's slug → its other-language twin's, for the sitemap's hreflang */
  alternates(): Promise<Map<string, string>>;
  /** where a post renamed away from `oldSlug` now lives (its page path), for a 301 */
  renamedTo(oldSlug: string): Promise<string | null>;
}

/** A post's page: /blog/{slug}, or /es/blog/{slug} for a Spanish one. */
export function blogPostPath(post: { slug: string; language?: string }): string {
  return post.language === 'es' ? `/es/blog/${post.slug}` : `/blog/${post.slug}`;
}

/**
 * A stored body as shown: sanitised again whatever wrote the row, once per process rather than on
 * every read (the blog list answers every post's body). The stored text is its own key, so an edit
 * is a new entry; the map is emptied when it grows past a few hundred bodies.
 */
const shown = new Map<string, string>();
const SHOWN_MAX = 200;

function shownHtml(stored: string): string {
  let clean = shown.get(stored);
  if (clean === undefined) {
    clean = sanitizeBlogHtml(stored);
    if (shown.size >= SHOWN_MAX) shown.clear();
    shown.set(stored, clean);
  }
  return clean;
}

function toBlogPost(row: BlogPostRow, siteUrl: string): BlogPost {
  const language = row.language === 'es' ? 'es' : 'en';
  return {
    slug: row.slug,
    title: row.title,
    name: row.title,
    image: row.image,
    image_alt: row.image_alt,
    description: shownHtml(row.description),
    meta_description: row.meta_description,
    meta_schema: siteMetaSchema(row.meta_schema, row.slug, siteUrl, blogPostPath({ slug: row.slug, language })),
    release_date: row.release_date,
    language,
    translation_of: row.translation_of,
  };
}

/**
 * `siteUrl` is read on every call: the address can be settled after start (port 0). Every read
 * sees the posts live at the clock's time: drafts and posts scheduled later are not there.
 */
export function createBlogReader(db: Kysely<Database>, siteUrl: () => string, clock: PublishingClock): BlogReader {
  return {
    async list(language = 'en') {
      const base = siteUrl();
      return (await listBlogPosts(db, language, clock.now())).map((row) => toBlogPost(row, base));
    },
    async get(slug) {
      // an address no post can have (a NUL byte, a lone surrogate) is no post before any query
      if (!isPossibleSlug(slug)) return null;
      const now = clock.now();
      const row = await findBlogPost(db, slug, now);
      if (!row) return null;
      return { ...toBlogPost(row, siteUrl()), alternate_slug: await findAlternateSlug(db, row, now) };
    },
    revision: () => blogRevision(db, clock.now()),
    alternates: () => listAlternateSlugs(db, clock.now()),
    async renamedTo(oldSlug) {
      if (!isPossibleSlug(oldSlug)) return null;
      const post = await findRenamedPost(db, oldSlug, clock.now());
      return post ? blogPostPath(post) : null;
    },
  };
}
