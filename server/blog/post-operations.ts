/**
 * The staff post calls as server/api-operations.ts lists every call: their paths,
 * bodies and replies per status, so the routes answer only these shapes and OpenAPI shows them.
 */
import type { ApiOperation, HeaderDoc, ParameterDoc, ReplyDoc } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { documentObject } from '../http/request-docs';
import { errorReply } from '../http/reply-schemas';
import { MAX_ROW_ID } from '../db/column-ranges';
import { ALT_MAX, BODY_MAX, IMAGE_MAX, META_MAX, postSchema, publishSchema, TITLE_MAX } from './post-request';
import { SLUG_MAX } from './post-slug';
import * as p from './post-reply-schemas';

const refusal = (description: string): ReplyDoc => ({ description, schema: errorReply });
const failure = { '500': refusal('Something unexpected failed; it is logged.') };
const unsigned = { '401': refusal('No staff session (or it ended).') };
const xsrf = { '403': refusal('Missing or wrong `X-Staff-XSRF-Token` header, or sent from another site’s page.') };
const notFound = { '404': refusal('No such post. Message: "This post could not be found. It may have been deleted."') };
const jsonRefusals = { '413': refusal('The body is over 64 KB.'), '415': refusal('The body is not `application/json`.') };
const fields = { '400': { description: 'Not valid JSON, or refused fields (`errors`, one message each).', schema: p.postFieldsReply } };
const conflict = {
  '409': {
    description: 'Someone saved the post since the version named in `If-Match`: nothing was written. Message: "This post was changed by someone else while you were editing…"; `post` is the post as it is now.',
    schema: p.postConflictReply,
  },
};
const etag: Record<string, HeaderDoc> = { ETag: { description: 'The post’s version in quotes, for `If-Match` on the next change.', schema: { type: 'string' } as JsonSchema } };
const idParam: ParameterDoc = { name: 'id', in: 'path', description: `The post’s id, 1 to ${MAX_ROW_ID}.`, required: true, schema: { type: 'string', pattern: '^\\d{1,10}$' } as JsonSchema };
const ifMatch = (required: boolean): ParameterDoc => ({
  name: 'If-Match',
  in: 'header',
  description: required ? 'The ETag of the version being changed (required: 428 without it).' : 'The ETag of the version being changed; when given and stale, 409.',
  required,
  schema: { type: 'string' } as JsonSchema,
});

const postBody = {
  'application/json': documentObject(postSchema, {
    title: { description: `The post’s title (its h1); 1 to ${TITLE_MAX} characters.`, required: true, hints: { maxLength: TITLE_MAX } },
    slug: { description: `Its address: lower-case words and hyphens, up to ${SLUG_MAX}; empty = made from the title. Unique across the blog.`, hints: { maxLength: SLUG_MAX } },
    language: { description: '"en" (/blog/…) or "es" (/es/blog/…).', required: true },
    translation_of: { description: 'The id of the post in the other language this one translates (hreflang links the two both ways), or null.' },
    meta_description: { description: `For search results; up to ${META_MAX} characters (about 155 show).`, hints: { maxLength: META_MAX } },
    image: { description: 'The cover: a path on this site (an uploaded image’s address). Needed to publish.', hints: { maxLength: IMAGE_MAX } },
    image_alt: { description: `The cover’s description; required with a cover, up to ${ALT_MAX} characters.`, hints: { maxLength: ALT_MAX } },
    body: { description: `Markdown (no raw HTML), up to ${BODY_MAX} characters; rendered and sanitised for the page.`, hints: { maxLength: BODY_MAX } },
  }),
};
const publishBody = {
  'application/json': documentObject(publishSchema, {
    at: { description: 'When it goes live (ms since 1970); absent or null = now. Later = scheduled, at most five years ahead.' },
    post: {
      description:
        'What the editor holds, when it differs from the saved version: the same fields as a save (PUT). They are saved as a new revision and released in one transaction, so what goes live is what was on screen; needs `If-Match` (428 without it), and a stale one publishes nothing (409). Absent or null: the saved version is released.',
    },
  }),
};

export const postOperations = {
  staffUploadPostImage: {
    method: 'POST',
    path: '/api/staff/posts/images',
    operationId: 'uploadPostImage',
    tag: 'Staff',
    summary: 'Upload a cover or inline picture for a post',
    description:
      'A JPEG, PNG or WebP of at most 16 MB and 40 megapixels, re-encoded without metadata into WebP and JPEG at 480, 960 and 1600 px wide (never wider than sent). Its files are at `/media/posts/{name}-{width}.{webp|jpg}` (`name`: 128 random bits): to anyone, cached for a year, while a live post shows it; until then to signed-in staff only (`no-store`), anyone else 404.',
    security: 'staffWrite',
    body: {
      'multipart/form-data': { type: 'object', properties: { image: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: ['image'] } as JsonSchema,
    },
    bodyRequired: true,
    responses: {
      '201': { description: 'Stored; `path` goes in a post’s `image` or its Markdown.', schema: p.postImageReply },
      '400': { description: 'No picture, or not a JPEG, PNG or WebP that decodes (an SVG, an HTML file named .png…), or over 40 megapixels.', schema: p.postFieldsReply },
      ...unsigned,
      ...xsrf,
      '413': refusal('Over 16 MB. Message: "The photo is larger than 16 MB. Please choose a smaller one."'),
      '415': refusal('Not `multipart/form-data`.'),
      '503': refusal('Too many uploads at once; try again after `Retry-After` seconds.'),
      ...failure,
    },
  },
  staffPosts: {
    method: 'GET',
    path: '/api/staff/posts',
    operationId: 'listPosts',
    tag: 'Staff',
    summary: 'Every blog post, both languages, with its state',
    security: 'staff',
    responses: { '200': { description: 'The posts, latest change first.', schema: p.postListReply }, ...unsigned, ...failure },
  },
  staffCreatePost: {
    method: 'POST',
    path: '/api/staff/posts',
    operationId: 'createPost',
    tag: 'Staff',
    summary: 'Create a post (a draft)',
    security: 'staffWrite',
    body: postBody,
    bodyRequired: true,
    responses: { '201': { description: 'Created.', schema: p.postReply, headers: etag }, ...fields, ...unsigned, ...xsrf, ...jsonRefusals, ...failure },
  },
  staffPost: {
    method: 'GET',
    path: '/api/staff/posts/:id',
    operationId: 'getPost',
    tag: 'Staff',
    summary: 'One post with its revisions and audit log',
    security: 'staff',
    parameters: [idParam],
    responses: { '200': { description: 'The post.', schema: p.postReply, headers: etag }, ...unsigned, ...notFound, ...failure },
  },
  staffSavePost: {
    method: 'PUT',
    path: '/api/staff/posts/:id',
    operationId: 'savePost',
    tag: 'Staff',
    summary: 'Save a post’s content (a new revision)',
    security: 'staffWrite',
    parameters: [idParam, ifMatch(true)],
    body: postBody,
    bodyRequired: true,
    responses: {
      '200': { description: 'Saved.', schema: p.postReply, headers: etag },
      ...fields,
      ...unsigned,
      ...xsrf,
      ...notFound,
      ...conflict,
      ...jsonRefusals,
      '428': refusal('No `If-Match` header.'),
      ...failure,
    },
  },
  staffPublishPost: {
    method: 'POST',
    path: '/api/staff/posts/:id/publish',
    operationId: 'publishPost',
    tag: 'Staff',
    summary: 'Publish now, or schedule for a time',
    security: 'staffWrite',
    parameters: [idParam, ifMatch(false)],
    body: publishBody,
    responses: { '200': { description: 'Published or scheduled.', schema: p.postReply, headers: etag }, ...fields, ...unsigned, ...xsrf, ...notFound, ...conflict, ...jsonRefusals, ...failure },
  },
  staffUnpublishPost: {
    method: 'POST',
    path: '/api/staff/posts/:id/unpublish',
    operationId: 'unpublishPost',
    tag: 'Staff',
    summary: 'Take a post back to draft',
    security: 'staffWrite',
    parameters: [idParam, ifMatch(false)],
    responses: { '200': { description: 'A draft again.', schema: p.postReply, headers: etag }, ...unsigned, ...xsrf, ...notFound, ...conflict, ...failure },
  },
  staffRestorePost: {
    method: 'POST',
    path: '/api/staff/posts/:id/revisions/:revision/restore',
    operationId: 'restorePostRevision',
    tag: 'Staff',
    summary: 'Bring back an earlier revision (saved as a new one)',
    security: 'staffWrite',
    parameters: [idParam, { ...idParam, name: 'revision', description: 'The revision’s id.' }, ifMatch(true)],
    responses: {
      '200': { description: 'Restored.', schema: p.postReply, headers: etag },
      ...fields,
      ...unsigned,
      ...xsrf,
      '404': refusal('No such post, or no such revision of it.'),
      ...conflict,
      '428': refusal('No `If-Match` header.'),
      ...failure,
    },
  },
  staffDeletePost: {
    method: 'DELETE',
    path: '/api/staff/posts/:id',
    operationId: 'deletePost',
    tag: 'Staff',
    summary: 'Delete a post (its audit log stays)',
    security: 'staffWrite',
    parameters: [idParam, ifMatch(false)],
    responses: { '200': { description: 'Deleted.', schema: p.postDeletedReply }, ...unsigned, ...xsrf, ...notFound, ...conflict, ...failure },
  },
} satisfies Record<string, ApiOperation>;
