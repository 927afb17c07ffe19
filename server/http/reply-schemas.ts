/**
 * The reply shapes every call shares (docs/product/api.md): a refusal, the field messages, the
 * sentence and the record's language. Each feature declares its own replies beside its calls, from
 * these. The routes serialise their replies through them
 * (reply-serializer.ts): a key a schema does not declare never leaves the server, and a reply that
 * does not match fails loudly instead of going out. The OpenAPI document (openapi-document.ts) is
 * generated from the same schemas, and the client's types (src/api/api-types.ts) are checked against
 * them (tests/server/openapi.test.ts). Keys are declared in the order the routes write them, so the
 * JSON bytes clients get are those they always got.
 */
import * as v from 'valibot';

export const message = v.pipe(v.string(), v.description('A sentence to show the visitor.'));

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

export const language = v.optional(v.pipe(v.picklist(['en', 'es']), v.description('The language of the record: "en" or "es".')));

/** The OpenAPI document itself: any JSON object. */
export const openApiReply = v.pipe(v.record(v.string(), v.unknown()), v.description('This document.'));
