import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BlogPostsTable, Database } from '../db/schema';

export type BlogPostRow = Selectable<BlogPostsTable>;
export type NewBlogPost = Omit<Insertable<BlogPostsTable>, 'id'>;

/** Newest first; posts of the same day in the order they were added, latest first. */
export async function listBlogPosts(db: Kysely<Database>): Promise<BlogPostRow[]> {
  return db.selectFrom('blog_posts').selectAll().orderBy('release_date', 'desc').orderBy('id', 'desc').execute();
}

export async function findBlogPost(db: Kysely<Database>, slug: string): Promise<BlogPostRow | undefined> {
  return db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirst();
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
