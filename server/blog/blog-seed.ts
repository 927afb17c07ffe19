/**
 * Fills the blog from seed-posts.ts (English) and the Spanish posts, sanitised. Each set is seeded
 * once per database (an app_meta flag each records it), so posts the clinic later removes do not
 * come back, and a database made before the Spanish posts existed gets them, once, at its next start.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { getMeta, setMeta } from '../db/app-meta-repository';
import { insertBlogPostsIfMissing } from './blog-repository';
import { sanitizeBlogHtml } from './blog-html';
import { seedPosts, type SeedPost } from './seed-posts';
import { spanishSeedPosts } from './spanish-posts';

const SEEDED_FLAG = 'blog_seeded_at';
const SPANISH_SEEDED_FLAG = 'blog_seeded_es_at';

async function seedOnce(db: Kysely<Database>, flag: string, posts: readonly SeedPost[], now: number): Promise<boolean> {
  if (await getMeta(db, flag)) return false;
  await db.transaction().execute(async (trx) => {
    await insertBlogPostsIfMissing(
      trx,
      posts.map((post) => ({
        slug: post.slug,
        title: post.title,
        image: post.image,
        description: sanitizeBlogHtml(post.description),
        meta_description: post.meta_description,
        meta_schema: JSON.stringify(post.meta_schema),
        release_date: post.release_date,
        language: post.language ?? 'en',
        translation_of: post.translation_of ?? null,
        created_at: now,
        status: 'published',
        published_at: Date.parse(`${post.release_date}T00:00:00Z`),
        updated_at: now,
      })),
    );
    await setMeta(trx, flag, String(now));
  });
  return true;
}

export async function seedBlogOnce(db: Kysely<Database>, posts: readonly SeedPost[] = seedPosts, now = Date.now()): Promise<boolean> {
  return seedOnce(db, SEEDED_FLAG, posts, now);
}

/** The Spanish posts, once per database, whenever the English ones were seeded. */
export async function seedSpanishBlogOnce(db: Kysely<Database>, posts: readonly SeedPost[] = spanishSeedPosts, now = Date.now()): Promise<boolean> {
  return seedOnce(db, SPANISH_SEEDED_FLAG, posts, now);
}
