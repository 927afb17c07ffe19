/**
 * Fills the blog on first start from seed-posts.ts, sanitised. It runs once per database (an
 * app_meta flag records it), so posts the clinic later removes do not come back.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { getMeta, setMeta } from '../repositories/app-meta-repository';
import { insertBlogPostsIfMissing } from '../repositories/blog-repository';
import { sanitizeBlogHtml } from './blog-html';
import { seedPosts, type SeedPost } from './seed-posts';

const SEEDED_FLAG = 'blog_seeded_at';

export async function seedBlogOnce(db: Kysely<Database>, posts: readonly SeedPost[] = seedPosts, now = Date.now()): Promise<boolean> {
  if (await getMeta(db, SEEDED_FLAG)) return false;
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
        created_at: now,
      })),
    );
    await setMeta(trx, SEEDED_FLAG, String(now));
  });
  return true;
}
