import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { BlogPostsTable, Database } from '../db/schema';
import { setMeta } from '../db/app-meta-repository';

/** app_meta key that every write to blog_posts through this file changes */
const BLOG_CHANGED_KEY = 'blog_changed';

export type BlogPostRow = Selectable<BlogPostsTable>;
export type NewBlogPost = Omit<Insertable<BlogPostsTable>, 'id'>;

/**
 * What visitors may see at `now`: published posts whose release time has passed. Drafts and
 * scheduled posts (server/blog/) stay out of every public query.
 */
function visible(db: Kysely<Database>, now: number) {
  return db.selectFrom('blog_posts').where('status', '=', 'published').where('published_at', '<=', now);
}

/** One language's visible posts, newest first; posts of the same day in the order they were added, latest first. */
export async function listBlogPosts(db: Kysely<Database>, language = 'en', now = Date.now()): Promise<BlogPostRow[]> {
  return visible(db, now).selectAll()
    .where('language', '=', language)
    .orderBy('release_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findBlogPost(db: Kysely<Database>, slug: string, now = Date.now()): Promise<BlogPostRow | undefined> {
  return visible(db, now).selectAll().where('slug', '=', slug).executeTakeFirst();
}

/**
 * Whether a post visitors can see at `now` shows the uploaded image whose addresses all start with
 * `prefix` (`/media/posts/{name}-`): as its cover, or anywhere in its HTML (an inline picture and
 * its srcset). Read from what the public pages print, so no list of uses can fall out of step with
 * them; the name (digits or hex, then `-`) holds no LIKE wildcard and is no part of another's name.
 */
export async function isImageOnLivePost(db: Kysely<Database>, prefix: string, now = Date.now()): Promise<boolean> {
  const row = await visible(db, now)
    .select('id')
    .where((eb) => eb.or([eb('image', 'like', `${prefix}%`), eb('description', 'like', `%${prefix}%`)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The visible post that had this slug before a rename, for a 301 from its old address. */
export async function findRenamedPost(db: Kysely<Database>, oldSlug: string, now = Date.now()): Promise<Pick<BlogPostRow, 'slug' | 'language'> | undefined> {
  return db
    .selectFrom('blog_old_slugs')
    .innerJoin('blog_posts', 'blog_posts.id', 'blog_old_slugs.post_id')
    .select(['blog_posts.slug', 'blog_posts.language'])
    .where('blog_old_slugs.slug', '=', oldSlug)
    .where('blog_posts.status', '=', 'published')
    .where('blog_posts.published_at', '<=', now)
    .executeTakeFirst();
}

/**
 * The slug of the same post in the other language: a translation's original, or the translation
 * of an original (the oldest, should there be several).
 */
export async function findAlternateSlug(db: Kysely<Database>, post: Pick<BlogPostRow, 'slug' | 'translation_of'>, now = Date.now()): Promise<string | null> {
  if (post.translation_of) {
    const original = await visible(db, now).select('slug').where('slug', '=', post.translation_of).executeTakeFirst();
    return original?.slug ?? null;
  }
  const translation = await visible(db, now).select('slug').where('translation_of', '=', post.slug).orderBy('id').executeTakeFirst();
  return translation?.slug ?? null;
}

/** Every visible post's slug with its twin's, for the sitemap's hreflang alternates. */
export async function listAlternateSlugs(db: Kysely<Database>, now = Date.now()): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('blog_posts as t')
    .innerJoin('blog_posts as o', 'o.slug', 't.translation_of')
    .select(['t.slug as translation', 'o.slug as original'])
    .where('t.status', '=', 'published')
    .where('t.published_at', '<=', now)
    .where('o.status', '=', 'published')
    .where('o.published_at', '<=', now)
    .execute();
  const pairs = new Map<string, string>();
  for (const row of rows) {
    if (!pairs.has(row.original)) pairs.set(row.original, row.translation);
    pairs.set(row.translation, row.original);
  }
  return pairs;
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
 * the last write made through this file, how many posts are live at `now`, and a fingerprint of the table (posts, highest id, total
 * length of their text) that also moves when someone edits the table by hand. Pages cached under
 * another revision are rendered again (server/site/page-cache.ts).
 */
export async function blogRevision(db: Kysely<Database>, now = Date.now()): Promise<string> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => [
      eb.fn.countAll().as('posts'),
      eb.fn.max('id').as('last_id'),
      eb.fn
        .sum(sql<number>`length(slug) + length(title) + length(image) + length(description) + length(meta_description) + length(meta_schema) + length(release_date)`)
        .as('text_length'),
      eb.selectFrom('app_meta').select('value').where('key', '=', BLOG_CHANGED_KEY).as('changed'),
      // moves when a scheduled post's time passes, with no write at all: every process sees it at that minute
      eb.fn.sum(sql<number>`case when status = 'published' and published_at <= ${now} then 1 else 0 end`).as('live'),
    ])
    .executeTakeFirstOrThrow();
  return [row.posts, row.last_id, row.text_length, row.changed, row.live].map((v) => String(v ?? '')).join(':');
}
