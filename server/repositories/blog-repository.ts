import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { BlogPostsTable, Database } from '../db/schema';
import { setMeta } from './app-meta-repository';

/** app_meta key that every write to blog_posts through this file changes */
const BLOG_CHANGED_KEY = 'blog_changed';

export type BlogPostRow = Selectable<BlogPostsTable>;
export type NewBlogPost = Omit<Insertable<BlogPostsTable>, 'id'>;

/** One language's posts, newest first; posts of the same day in the order they were added, latest first. */
export async function listBlogPosts(db: Kysely<Database>, language = 'en'): Promise<BlogPostRow[]> {
  return db
    .selectFrom('blog_posts')
    .selectAll()
    .where('language', '=', language)
    .orderBy('release_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findBlogPost(db: Kysely<Database>, slug: string): Promise<BlogPostRow | undefined> {
  return db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/**
 * The slug of the same post in the other language: a translation's original, or the translation
 * of an original (the oldest, should there be several).
 */
export async function findAlternateSlug(db: Kysely<Database>, post: Pick<BlogPostRow, 'slug' | 'translation_of'>): Promise<string | null> {
  if (post.translation_of) {
    const original = await db.selectFrom('blog_posts').select('slug').where('slug', '=', post.translation_of).executeTakeFirst();
    return original?.slug ?? null;
  }
  const translation = await db.selectFrom('blog_posts').select('slug').where('translation_of', '=', post.slug).orderBy('id').executeTakeFirst();
  return translation?.slug ?? null;
}

/** Adds posts whose slug is new; an existing slug (another process seeding at once) is left alone. */
export async function insertBlogPostsIfMissing(db: Kysely<Database>, posts: NewBlogPost[]): Promise<void> {
  for (const post of posts) {
    await db
      .insertInto('blog_posts')
      .values(post)
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }
  await markBlogChanged(db);
}

/** Call in the same transaction as any other write to blog_posts, so every process's pages follow. */
export async function markBlogChanged(db: Kysely<Database>): Promise<void> {
  await setMeta(db, BLOG_CHANGED_KEY, `${Date.now()}.${Math.random().toString(36).slice(2)}`);
}

/**
 * What the blog's rendered pages depend on, in one small query every process can ask: the stamp of
 * the last write made through this file, and a fingerprint of the table (posts, highest id, total
 * length of their text) that also moves when someone edits the table by hand. Pages cached under
 * another revision are rendered again (server/site/page-cache.ts).
 */
export async function blogRevision(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => [
      eb.fn.countAll().as('posts'),
      eb.fn.max('id').as('last_id'),
      eb.fn
        .sum(sql<number>`length(slug) + length(title) + length(image) + length(description) + length(meta_description) + length(meta_schema) + length(release_date)`)
        .as('text_length'),
      eb.selectFrom('app_meta').select('value').where('key', '=', BLOG_CHANGED_KEY).as('changed'),
    ])
    .executeTakeFirstOrThrow();
  return [row.posts, row.last_id, row.text_length, row.changed].map((v) => String(v ?? '')).join(':');
}
