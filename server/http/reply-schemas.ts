/**
 * What each public call answers (docs/product/api.md), one valibot schema per reply. The routes
 * serialise their replies through these (reply-serializer.ts): a key a schema does not declare
 * never leaves the server, and a reply that does not match fails loudly instead of going out. The
 * OpenAPI document (openapi-document.ts) is generated from the same schemas, and the client's
 * types (src/api/api-types.ts) are checked against them (tests/server/openapi.test.ts).
 *
 * Keys are declared in the order the routes write them, so the JSON bytes clients get are those
 * they always got. `success` keeps each call's historical type: '1'/'0' for register, 1/0 for
 * login and forgot, true/false elsewhere.
 */
import * as v from 'valibot';

const message = v.pipe(v.string(), v.description('A sentence to show the visitor.'));

/** The body of every refusal that is not a field check: a 4xx/5xx with one sentence. */
export const errorReply = v.pipe(
  v.object({ success: v.literal(false), message }),
  v.title('Error'),
  v.description('A refusal: `success` false and one sentence.'),
);

/** field → every message (accounts, passwords, profile). */
export const fieldErrorLists = v.pipe(
  v.record(v.string(), v.array(v.string())),
  v.description('Each refused field with its messages, in the order to show them.'),
);

/** field → its first message (the lead forms). */
export const fieldErrorFirsts = v.pipe(
  v.record(v.string(), v.string()),
  v.description('Each refused field with one message.'),
);

const language = v.optional(v.pipe(v.picklist(['en', 'es']), v.description('The language of the record: "en" or "es".')));

export const publicUser = v.pipe(
  v.object({
    id: v.number(),
    first_name: v.string(),
    last_name: v.string(),
    email: v.string(),
    phone: v.pipe(v.string(), v.description('Ten digits.')),
    dob: v.pipe(v.string(), v.description('YYYY-MM-DD.')),
    gender: v.string(),
    ref_type: v.string(),
    language,
  }),
  v.title('User'),
  v.description('What the account holder may see of the account: never the password hash.'),
);

// ---- the lead forms ----

/** contact us and the consultation booking (a bot gets the same success). */
export const leadFormReply = v.pipe(
  v.union([
    v.object({ success: v.literal(true), message }),
    v.object({ success: v.literal(false), message, errors: fieldErrorFirsts }),
  ]),
  v.title('LeadFormReply'),
);

export const formStampReply = v.object({
  success: v.literal(true),
  stamp: v.pipe(v.string(), v.description('`<issued-at-ms>.<signature>`, good for 12 hours.')),
});

// ---- accounts ----

export const registerReply = v.pipe(
  v.union([
    v.object({ success: v.literal('1'), message }),
    v.object({ success: v.literal('0'), message, data: fieldErrorLists }),
  ]),
  v.title('RegisterReply'),
);

export const loginReply = v.pipe(
  v.union([
    v.object({ success: v.literal(1), message, user: publicUser }),
    v.object({ success: v.literal(0), message, data: v.optional(fieldErrorLists) }),
  ]),
  v.title('LoginReply'),
);

/** The sign-in and per-e-mail limits of the account calls answer in their call's 0/1 dialect. */
export const zeroErrorReply = v.object({ success: v.literal(0), message });

export const logoutReply = v.object({ success: v.literal(1), message });

export const forgotReply = v.pipe(
  v.union([
    v.object({ success: v.literal(1), message }),
    v.object({ success: v.literal(0), message, data: fieldErrorLists }),
  ]),
  v.title('ForgotPasswordReply'),
);

/** forgot-password's 429: 0 from the per-e-mail limit, false from the per-IP one. */
export const forgotLimitReply = v.union([zeroErrorReply, errorReply]);

export const resetReply = v.pipe(
  v.union([
    v.object({ success: v.literal(true), message }),
    v.object({ success: v.literal(false), message, errors: fieldErrorLists }),
  ]),
  v.title('ResetPasswordReply'),
);

export const updateProfileReply = v.pipe(
  v.union([
    v.object({ success: v.literal(1), message, user: publicUser }),
    v.object({ success: v.literal(false), message, errors: fieldErrorLists }),
  ]),
  v.title('UpdateProfileReply'),
);

// ---- the blog ----

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

// ---- operational ----

/** The OpenAPI document itself: any JSON object. */
export const openApiReply = v.pipe(v.record(v.string(), v.unknown()), v.description('This document.'));
