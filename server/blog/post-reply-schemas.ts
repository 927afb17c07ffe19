/**
 * What the staff post calls answer (docs/product/api.md#posts), one valibot schema per reply, like
 * server/staff/staff-reply-schemas.ts: they serialise the replies and make the OpenAPI document.
 */
import * as v from 'valibot';
import { fieldErrorFirsts } from '../http/reply-schemas';

const message = v.string();
const timestamp = v.pipe(v.number(), v.description('Milliseconds since 1970 (UTC).'));
const language = v.picklist(['en', 'es']);

export const postSummary = v.pipe(
  v.object({
    id: v.number(),
    title: v.string(),
    slug: v.string(),
    language,
    state: v.pipe(v.picklist(['draft', 'scheduled', 'published']), v.description('Scheduled: published with a release time still ahead.')),
    published_at: v.pipe(v.nullable(v.number()), v.description('The release time (ms); null for a draft.')),
    updated_at: timestamp,
    translation_of: v.pipe(v.nullable(v.string()), v.description('The slug of the post this one translates.')),
    path: v.pipe(v.string(), v.description('The public page: /blog/{slug} or /es/blog/{slug}.')),
    version: v.pipe(v.number(), v.description('Moves on every change; the ETag is this number in quotes.')),
  }),
  v.title('PostSummary'),
);

export const postDetail = v.pipe(
  v.object({
    ...postSummary.entries,
    translation_of_id: v.nullable(v.number()),
    translated_by: v.nullable(v.object({ id: v.number(), slug: v.string(), language })),
    meta_description: v.string(),
    image: v.string(),
    image_alt: v.string(),
    body: v.pipe(v.string(), v.description('Markdown, as written.')),
    html: v.pipe(v.string(), v.description('The sanitised HTML the public page shows.')),
    seeded_html: v.pipe(v.boolean(), v.description('A seeded post whose body is HTML with no Markdown: an empty body keeps that HTML.')),
    old_slugs: v.pipe(v.array(v.string()), v.description('Earlier slugs; their addresses answer 301.')),
    created_at: timestamp,
  }),
  v.title('PostDetail'),
);

export const revisionEntry = v.object({ id: v.number(), version: v.number(), title: v.string(), slug: v.string(), actor: v.string(), created_at: timestamp });

export const postAuditEntry = v.object({
  id: v.number(),
  actor: v.pipe(v.string(), v.description('The staff member’s e-mail.')),
  action: v.picklist(['created', 'saved', 'published', 'scheduled', 'unpublished', 'restored', 'deleted']),
  detail: v.string(),
  created_at: timestamp,
});

export const postListReply = v.object({ success: v.literal(true), posts: v.array(postSummary) });

export const postReply = v.object({
  success: v.literal(true),
  message: v.optional(message),
  post: postDetail,
  revisions: v.array(revisionEntry),
  audit: v.array(postAuditEntry),
});

export const postFieldsReply = v.object({ success: v.literal(false), message, errors: v.optional(fieldErrorFirsts) });

export const postConflictReply = v.object({
  success: v.literal(false),
  message,
  post: v.pipe(postDetail, v.description('The post as it is now, saved by someone else; the editor keeps the text it was sending.')),
});

export const postDeletedReply = v.object({ success: v.literal(true), message });

export const postImageReply = v.object({
  success: v.literal(true),
  message,
  image: v.object({
    name: v.pipe(v.string(), v.description('32 hex digits (128 random bits): the image in its addresses.')),
    width: v.number(),
    height: v.number(),
    path: v.pipe(v.string(), v.description('/media/posts/{name}-{width}x{height}.jpg: the largest JPEG, and the name pages build the other sizes from.')),
    srcset_webp: v.string(),
    srcset_jpeg: v.string(),
  }),
});
