/**
 * Every change staff make to a post, each in one transaction with its audit row, its revision
 * (for changes of content) and the blog's change stamp, so every process's pages follow at once
 * (server/blog/blog-repository.ts). A save names the version it started from; when
 * someone saved in between, nothing is written and the caller answers 409.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DialectAdapter } from '../db/dialect';
import { markBlogChanged, type BlogPostRow } from './blog-repository';
import { clinicDateTime } from '../staff';
import { languageLocked, postMessages as m } from './post-messages';
import { renderPostMarkdown } from './post-markdown';
import type { PostInput } from './post-request';
import { postSchemaJson } from './post-schema-ld';
import { slugFromTitle } from './post-slug';
import {
  findPostById,
  findPostBySlug,
  findRevision,
  findTranslations,
  insertPostAudit,
  insertRevision,
  forgetOldSlug,
  rememberOldSlug,
  type PostAuditAction,
  type PostDb,
} from './post-repository';

export interface PostActor {
  staffId: number;
  email: string;
}

export type ChangeOutcome =
  | { kind: 'ok'; post: BlogPostRow }
  | { kind: 'not_found' }
  | { kind: 'conflict'; post: BlogPostRow }
  | { kind: 'invalid'; errors: Record<string, string> };

class Refused extends Error {
  constructor(readonly outcome: ChangeOutcome) {
    super('refused');
  }
}

/** The Miami day a post is dated by on its page and in the list. */
const releaseDay = (instant: number) => clinicDateTime(instant).slice(0, 10);

/** A free slug: the one typed (refused when taken), the post's own, or for a new post the title's with -2, -3… until free. */
async function chooseSlug(db: PostDb, input: PostInput, postId: number | null, current: string | null): Promise<string> {
  const taken = async (slug: string) => {
    const other = await findPostBySlug(db, slug);
    return other !== undefined && other.id !== postId;
  };
  if (input.slug !== '') {
    if (await taken(input.slug)) throw new Refused({ kind: 'invalid', errors: { slug: m.slugTaken } });
    return input.slug;
  }
  // a saved post keeps its address when none is typed: a new title does not move a live page
  if (current !== null) return current;
  const base = slugFromTitle(input.title) || 'post';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/**
 * The slug of the post this one translates, after the rules that keep hreflang a pair: the other
 * language, not a translation itself, not already translated by another post, and this post not
 * the original of a translation.
 */
async function resolveTranslation(db: PostDb, input: PostInput, existing: BlogPostRow | undefined): Promise<string | null> {
  const ownTranslations = existing ? await findTranslations(db, existing.slug) : [];
  if (existing && ownTranslations.length > 0 && input.language !== existing.language) {
    throw new Refused({ kind: 'invalid', errors: { language: languageLocked } });
  }
  if (input.translation_of === null) return null;
  if (ownTranslations.length > 0) throw new Refused({ kind: 'invalid', errors: { translation_of: m.translationHasOwn } });
  const target = await findPostById(db, input.translation_of);
  if (!target || target.id === existing?.id || target.language === input.language || target.translation_of !== null) {
    throw new Refused({ kind: 'invalid', errors: { translation_of: m.translationInvalid } });
  }
  const others = (await findTranslations(db, target.slug)).filter((t) => t.id !== existing?.id);
  if (others.length > 0) throw new Refused({ kind: 'invalid', errors: { translation_of: m.translationTaken } });
  return target.slug;
}

async function audit(db: PostDb, actor: PostActor, postId: number, action: PostAuditAction, now: number, detail = ''): Promise<void> {
  await insertPostAudit(db, { staff_id: actor.staffId, actor: actor.email, post_id: postId, action, detail }, now);
}

/** What a save changed, for the audit log: the fields' names, and a slug's old and new value. */
function changedFields(before: BlogPostRow, after: BlogPostRow): string {
  const fields: string[] = [];
  if (before.title !== after.title) fields.push('title');
  if (before.slug !== after.slug) fields.push(`address ${before.slug} → ${after.slug}`);
  if (before.language !== after.language) fields.push('language');
  if (before.translation_of !== after.translation_of) fields.push('translation');
  if (before.meta_description !== after.meta_description) fields.push('meta description');
  if (before.image !== after.image || before.image_alt !== after.image_alt) fields.push('cover');
  if (before.body_markdown !== after.body_markdown) fields.push('body');
  return fields.join(', ');
}

async function inTransaction(db: Kysely<Database>, dialect: DialectAdapter, work: (trx: PostDb) => Promise<ChangeOutcome>): Promise<ChangeOutcome> {
  try {
    return await db.transaction().execute(work);
  } catch (err) {
    if (err instanceof Refused) return err.outcome;
    // two saves choosing the same free slug at once: the second is told, as if it had seen it
    if (dialect.isUniqueViolation(err)) return { kind: 'invalid', errors: { slug: m.slugTaken } };
    throw err;
  }
}

export async function createPost(db: Kysely<Database>, dialect: DialectAdapter, input: PostInput, actor: PostActor, now: number): Promise<ChangeOutcome> {
  return inTransaction(db, dialect, async (trx) => {
    const slug = await chooseSlug(trx, input, null, null);
    const translationOf = await resolveTranslation(trx, input, undefined);
    const content = {
      slug,
      title: input.title,
      language: input.language,
      translation_of: translationOf,
      meta_description: input.meta_description,
      image: input.image,
      image_alt: input.image_alt,
      body_markdown: input.body,
      published_at: null,
      updated_at: now,
      created_at: now,
    };
    const inserted = await trx
      .insertInto('blog_posts')
      .values({
        ...content,
        status: 'draft',
        description: renderPostMarkdown(input.body),
        meta_schema: postSchemaJson(content),
        release_date: releaseDay(now),
        version: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = await findPostById(trx, inserted.id);
    if (!post) throw new Error('the post just created is not there');
    // the address was another post's old one: it now names this post, not a redirect
    await forgetOldSlug(trx, slug);
    await insertRevision(trx, post, actor, now);
    await audit(trx, actor, post.id, 'created', now, `${post.language} ${post.slug}`);
    await markBlogChanged(trx);
    return { kind: 'ok', post };
  });
}

/** Writes `changes` if the post is still at `expectedVersion`, moving it one version on. */
async function writeIfUnchanged(trx: PostDb, existing: BlogPostRow, expectedVersion: number, changes: Partial<BlogPostRow>, now: number): Promise<BlogPostRow> {
  if (existing.version !== expectedVersion) throw new Refused({ kind: 'conflict', post: existing });
  const result = await trx
    .updateTable('blog_posts')
    .set({ ...changes, updated_at: now, version: expectedVersion + 1 })
    .where('id', '=', existing.id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  const after = await findPostById(trx, existing.id);
  if (!after) throw new Refused({ kind: 'not_found' });
  if (Number(result.numUpdatedRows) === 0) throw new Refused({ kind: 'conflict', post: after });
  return after;
}

async function saveContent(
  trx: PostDb,
  existing: BlogPostRow,
  expectedVersion: number,
  input: PostInput,
  actor: PostActor,
  now: number,
  action: 'saved' | 'restored',
  detail?: string,
): Promise<ChangeOutcome> {
  if (existing.version !== expectedVersion) throw new Refused({ kind: 'conflict', post: existing });
  const slug = await chooseSlug(trx, input, existing.id, existing.slug);
  const translationOf = await resolveTranslation(trx, input, existing);
  // A seeded post's body is HTML with no Markdown behind it: it stays as it is until staff write one.
  const keepsSeededHtml = input.body === '' && existing.body_markdown === '';
  const next = {
    slug,
    title: input.title,
    language: input.language,
    translation_of: translationOf,
    meta_description: input.meta_description,
    image: input.image,
    image_alt: input.image_alt,
    body_markdown: input.body,
  };
  const after = await writeIfUnchanged(
    trx,
    existing,
    expectedVersion,
    {
      ...next,
      description: keepsSeededHtml ? existing.description : renderPostMarkdown(input.body),
      meta_schema: postSchemaJson({ ...existing, ...next, updated_at: now }),
    },
    now,
  );
  if (existing.slug !== slug) {
    await rememberOldSlug(trx, existing.id, existing.slug, slug, now);
    // its translation keeps pointing at it under the new name
    await trx.updateTable('blog_posts').set({ translation_of: slug }).where('translation_of', '=', existing.slug).execute();
  }
  await insertRevision(trx, after, actor, now);
  await audit(trx, actor, existing.id, action, now, detail ?? changedFields(existing, after));
  await markBlogChanged(trx);
  return { kind: 'ok', post: after };
}

export async function savePost(
  db: Kysely<Database>,
  dialect: DialectAdapter,
  id: number,
  expectedVersion: number,
  input: PostInput,
  actor: PostActor,
  now: number,
): Promise<ChangeOutcome> {
  return inTransaction(db, dialect, async (trx) => {
    const existing = await findPostById(trx, id);
    if (!existing) return { kind: 'not_found' };
    return saveContent(trx, existing, expectedVersion, input, actor, now, 'saved');
  });
}

/** Brings back an earlier revision's content as a new save (itself a revision). */
export async function restoreRevision(
  db: Kysely<Database>,
  dialect: DialectAdapter,
  id: number,
  revisionId: number,
  expectedVersion: number,
  actor: PostActor,
  now: number,
): Promise<ChangeOutcome | { kind: 'revision_not_found' }> {
  const revision = await findRevision(db, id, revisionId);
  if (!revision) return (await findPostById(db, id)) ? { kind: 'revision_not_found' } : { kind: 'not_found' };
  return inTransaction(db, dialect, async (trx) => {
    const existing = await findPostById(trx, id);
    if (!existing) return { kind: 'not_found' };
    const translationTarget = revision.translation_of ? await findPostBySlug(trx, revision.translation_of) : undefined;
    const input: PostInput = {
      title: revision.title,
      slug: revision.slug,
      language: existing.language === 'es' ? 'es' : 'en',
      translation_of: translationTarget?.id ?? null,
      meta_description: revision.meta_description,
      image: revision.image,
      image_alt: revision.image_alt,
      body: revision.body_markdown,
    };
    return saveContent(trx, existing, expectedVersion, input, actor, now, 'restored', `version ${revision.version}`);
  });
}

/**
 * Publishes at `at`: now (or earlier) goes live at once, later is scheduled and goes live at that
 * minute with no further write. A post needs a cover with its description first. With `input`
 * (what the editor holds), it is saved first as any save is, in the same transaction: what goes
 * live is what staff saw in the editor, and a refusal of either step writes nothing.
 */
export async function publishPost(
  db: Kysely<Database>,
  dialect: DialectAdapter,
  id: number,
  at: number,
  expectedVersion: number | undefined,
  actor: PostActor,
  now: number,
  input?: PostInput,
): Promise<ChangeOutcome> {
  return inTransaction(db, dialect, async (trx) => {
    const found = await findPostById(trx, id);
    if (!found) return { kind: 'not_found' };
    let existing = found;
    let expected = expectedVersion ?? existing.version;
    if (input) {
      const saved = await saveContent(trx, existing, expected, input, actor, now, 'saved');
      if (saved.kind !== 'ok') throw new Refused(saved);
      existing = saved.post;
      expected = existing.version;
    }
    // thrown, not returned: a save made just above must not be kept without its release
    if (existing.image === '' || existing.image_alt === '') throw new Refused({ kind: 'invalid', errors: { image: m.coverRequired } });
    const after = await writeIfUnchanged(
      trx,
      existing,
      expected,
      {
        status: 'published',
        published_at: at,
        release_date: releaseDay(at),
        meta_schema: postSchemaJson({ ...existing, published_at: at, updated_at: existing.updated_at ?? now }),
      },
      now,
    );
    await audit(trx, actor, id, at > now ? 'scheduled' : 'published', now, new Date(at).toISOString());
    await markBlogChanged(trx);
    return { kind: 'ok', post: after };
  });
}

export async function unpublishPost(
  db: Kysely<Database>,
  dialect: DialectAdapter,
  id: number,
  expectedVersion: number | undefined,
  actor: PostActor,
  now: number,
): Promise<ChangeOutcome> {
  return inTransaction(db, dialect, async (trx) => {
    const existing = await findPostById(trx, id);
    if (!existing) return { kind: 'not_found' };
    const after = await writeIfUnchanged(trx, existing, expectedVersion ?? existing.version, { status: 'draft', published_at: null }, now);
    await audit(trx, actor, id, 'unpublished', now);
    await markBlogChanged(trx);
    return { kind: 'ok', post: after };
  });
}

/** Deletes the post, its revisions and old addresses; its translation no longer names it. The audit stays. */
export async function deletePost(
  db: Kysely<Database>,
  dialect: DialectAdapter,
  id: number,
  expectedVersion: number | undefined,
  actor: PostActor,
  now: number,
): Promise<ChangeOutcome> {
  return inTransaction(db, dialect, async (trx) => {
    const existing = await findPostById(trx, id);
    if (!existing) return { kind: 'not_found' };
    if (expectedVersion !== undefined && existing.version !== expectedVersion) return { kind: 'conflict', post: existing };
    await trx.updateTable('blog_posts').set({ translation_of: null }).where('translation_of', '=', existing.slug).execute();
    await trx.deleteFrom('blog_post_revisions').where('post_id', '=', id).execute();
    await trx.deleteFrom('blog_old_slugs').where('post_id', '=', id).execute();
    await trx.deleteFrom('blog_posts').where('id', '=', id).execute();
    await audit(trx, actor, id, 'deleted', now, `${existing.language} ${existing.slug}`);
    await markBlogChanged(trx);
    return { kind: 'ok', post: existing };
  });
}
