/**
 * What the public blog calls answer (docs/product/api.md), one valibot schema per reply, declared as
 * server/http/reply-schemas.ts says.
 */
import * as v from 'valibot';
import { language } from '../http/reply-schemas';

export const blogPost = v.pipe(
  v.object({
    slug: v.string(),
    title: v.string(),
    name: v.optional(v.string()),
    image: v.string(),
    image_alt: v.optional(v.pipe(v.string(), v.description('The cover’s description as staff wrote it; empty for the seeded posts.'))),
    description: v.pipe(v.string(), v.description('The article as sanitised HTML.')),
    meta_description: v.string(),
    meta_schema: v.pipe(
      v.nullable(v.union([v.string(), v.record(v.string(), v.unknown())])),
      v.description('The article’s JSON-LD, its brand, logo and url those of this site; null when it has none.'),
    ),
    release_date: v.string(),
    language,
    translation_of: v.optional(v.pipe(v.nullable(v.string()), v.description('The slug of the English post this one translates.'))),
    alternate_slug: v.optional(v.pipe(v.nullable(v.string()), v.description('blog-details only: the slug of the same post in the other language.'))),
  }),
  v.title('BlogPost'),
);

export const blogListReply = v.object({ success: v.literal(true), blogs: v.array(blogPost) });

export const blogDetailsReply = v.object({ success: v.literal(true), blog: blogPost });

