import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BlogPostsTable, Database } from '../db/schema';

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
}
