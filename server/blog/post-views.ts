/**
 * What the staff post calls answer about a post (shapes in post-reply-schemas.ts): its fields as
 * written, its state at the publishing clock's time, its public address, and for one post its
 * translation, revisions, old addresses and audit log.
 */
import type { BlogPostRow } from './blog-repository';
import { blogPostPath } from './blog-posts';
import { postState, type PostAuditRow, type RevisionRow } from './post-repository';

export function postSummary(row: BlogPostRow, now: number) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    language: row.language === 'es' ? ('es' as const) : ('en' as const),
    state: postState(row, now),
    published_at: row.status === 'published' ? row.published_at : null,
    updated_at: row.updated_at ?? row.created_at,
    translation_of: row.translation_of,
    path: blogPostPath(row),
    version: row.version,
  };
}

export interface PostLinks {
  translationOfId: number | null;
  translatedBy: { id: number; slug: string; language: string } | null;
  oldSlugs: string[];
}

export function postDetail(row: BlogPostRow, now: number, links: PostLinks) {
  return {
    ...postSummary(row, now),
    translation_of_id: links.translationOfId,
    translated_by: links.translatedBy ? { id: links.translatedBy.id, slug: links.translatedBy.slug, language: links.translatedBy.language === 'es' ? ('es' as const) : ('en' as const) } : null,
    meta_description: row.meta_description,
    image: row.image,
    image_alt: row.image_alt,
    body: row.body_markdown,
    /** the sanitised HTML the public page shows */
    html: row.description,
    /** a seeded post whose body is HTML with no Markdown behind it */
    seeded_html: row.body_markdown === '' && row.description !== '',
    old_slugs: links.oldSlugs,
    created_at: row.created_at,
  };
}

export function revisionView(row: RevisionRow) {
  return { id: row.id, version: row.version, title: row.title, slug: row.slug, actor: row.actor, created_at: row.created_at };
}

export function postAuditView(row: PostAuditRow) {
  return { id: row.id, actor: row.actor, action: row.action, detail: row.detail, created_at: row.created_at };
}
