/**
 * The staff side's queries on posts (server/blog/): every post whatever its state, its
 * revisions, its earlier slugs and its audit log. Public reads stay in
 * server/blog/blog-repository.ts, which sees only live posts.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BlogPostRevisionsTable, Database, PostAuditTable } from '../db/schema';
import type { BlogPostRow } from './blog-repository';

export type PostDb = Kysely<Database> | Transaction<Database>;
export type RevisionRow = Selectable<BlogPostRevisionsTable>;
export type PostAuditRow = Selectable<PostAuditTable>;

export type PostState = 'draft' | 'scheduled' | 'published';

export function postState(row: Pick<BlogPostRow, 'status' | 'published_at'>, now: number): PostState {
  if (row.status !== 'published' || row.published_at === null) return 'draft';
  return row.published_at > now ? 'scheduled' : 'published';
}

/** Every post, both languages, newest change first. */
export async function listAllPosts(db: PostDb): Promise<BlogPostRow[]> {
  return db.selectFrom('blog_posts').selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findPostById(db: PostDb, id: number): Promise<BlogPostRow | undefined> {
  return db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPostBySlug(db: PostDb, slug: string): Promise<BlogPostRow | undefined> {
  return db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The posts that name this slug as the post they translate. */
export async function findTranslations(db: PostDb, slug: string): Promise<Pick<BlogPostRow, 'id' | 'slug' | 'language'>[]> {
  return db.selectFrom('blog_posts').select(['id', 'slug', 'language']).where('translation_of', '=', slug).orderBy('id').execute();
}

export async function listRevisions(db: PostDb, postId: number, limit = 100): Promise<RevisionRow[]> {
  return db.selectFrom('blog_post_revisions').selectAll().where('post_id', '=', postId).orderBy('id', 'desc').limit(limit).execute();
}

export async function findRevision(db: PostDb, postId: number, revisionId: number): Promise<RevisionRow | undefined> {
  return db.selectFrom('blog_post_revisions').selectAll().where('post_id', '=', postId).where('id', '=', revisionId).executeTakeFirst();
}

export async function insertRevision(db: PostDb, post: BlogPostRow, actor: { staffId: number | null; email: string }, now: number): Promise<void> {
  await db
    .insertInto('blog_post_revisions')
    .values({
      post_id: post.id,
      version: post.version,
      title: post.title,
      slug: post.slug,
      translation_of: post.translation_of,
      meta_description: post.meta_description,
      image: post.image,
      image_alt: post.image_alt,
      body_markdown: post.body_markdown,
      staff_id: actor.staffId,
      actor: actor.email,
      created_at: now,
    })
    .execute();
}

/** Remembers a slug the post had, so its old address answers 301; a slug taken back is forgotten. */
export async function rememberOldSlug(db: PostDb, postId: number, oldSlug: string, newSlug: string, now: number): Promise<void> {
  await db.deleteFrom('blog_old_slugs').where('slug', '=', newSlug).execute();
  await db.deleteFrom('blog_old_slugs').where('slug', '=', oldSlug).execute();
  await db.insertInto('blog_old_slugs').values({ slug: oldSlug, post_id: postId, created_at: now }).execute();
}

/** A slug a post takes is no longer any post's old address. */
export async function forgetOldSlug(db: PostDb, slug: string): Promise<void> {
  await db.deleteFrom('blog_old_slugs').where('slug', '=', slug).execute();
}

export async function listOldSlugs(db: PostDb, postId: number): Promise<string[]> {
  return (await db.selectFrom('blog_old_slugs').select('slug').where('post_id', '=', postId).orderBy('created_at').execute()).map((r) => r.slug);
}

export interface PostAuditEntry {
  staff_id: number | null;
  actor: string;
  post_id: number;
  action: PostAuditAction;
  detail?: string;
}

export type PostAuditAction = 'created' | 'saved' | 'published' | 'scheduled' | 'unpublished' | 'restored' | 'deleted';

export async function insertPostAudit(db: PostDb, entry: PostAuditEntry, now: number): Promise<void> {
  await db
    .insertInto('post_audit')
    .values({ ...entry, detail: (entry.detail ?? '').slice(0, 500), created_at: now })
    .execute();
}

export async function listPostAudit(db: PostDb, postId: number, limit = 200): Promise<PostAuditRow[]> {
  return db.selectFrom('post_audit').selectAll().where('post_id', '=', postId).orderBy('id', 'desc').limit(limit).execute();
}
