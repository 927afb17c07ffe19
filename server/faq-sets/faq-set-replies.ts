/**
 * What the FAQ set calls answer (docs/product/api.md#faq-sets), one valibot schema per reply, used
 * like server/http/*: they serialise the replies and generate the OpenAPI document.
 */
import * as v from 'valibot';
import { fieldErrorFirsts } from '../http/reply-schemas';

const message = v.string();
const timestamp = v.pipe(v.number(), v.description('Milliseconds since 1970 (UTC).'));
const language = v.pipe(v.picklist(['en', 'es']), v.description('The language of this copy of the set.'));
const kind = v.pipe(v.picklist(['clinic', 'named']), v.description('"clinic": the site’s own (home page, FAQ page tabs), never deleted; "named": made by staff.'));
const answer = v.pipe(v.string(), v.description('Sanitised HTML: <p>, <br>, <strong>/<b>, <em>/<i>, <ul>/<ol>/<li> and <a href> (http, https, mailto, tel) only.'));

export const publicFaqSetReply = v.pipe(
  v.object({
    success: v.literal(true),
    key: v.string(),
    language,
    version: v.pipe(v.string(), v.description('Changes on every save; the ETag.')),
    items: v.array(v.object({ number: v.number(), question: v.string(), answer })),
  }),
  v.title('FaqSet'),
);

const staffSet = v.object({
  key: v.string(),
  language,
  kind,
  title: v.string(),
  version: v.pipe(v.number(), v.description('Send it back as If-Match to save.')),
  updated_at: timestamp,
  updated_by: v.pipe(v.string(), v.description('The staff member who saved last, or "seed".')),
  items: v.array(
    v.object({
      question: v.string(),
      answer,
      markdown: v.pipe(v.string(), v.description('The answer as staff edit it: Markdown (paragraphs, line breaks, **bold**, *italics*, - and 1. lists, [links](https://…)); for an answer stored as HTML, the Markdown that renders it.')),
    }),
  ),
});

const auditEntry = v.object({
  id: v.number(),
  actor: v.string(),
  language: v.pipe(v.string(), v.description('"en", "es", or "" for the whole set.')),
  action: v.picklist(['created', 'saved', 'deleted']),
  detail: v.string(),
  created_at: timestamp,
});

export const staffFaqSetListReply = v.object({
  success: v.literal(true),
  sets: v.array(
    v.object({
      key: v.string(),
      language,
      kind,
      title: v.string(),
      item_count: v.number(),
      version: v.number(),
      updated_at: timestamp,
      updated_by: v.string(),
    }),
  ),
});

export const staffFaqSetReply = v.object({ success: v.literal(true), set: staffSet, audit: v.array(auditEntry) });

export const staffFaqSetSavedReply = v.object({ success: v.literal(true), message, set: staffSet, audit: v.array(auditEntry) });

/** 409: someone saved first; `set` is what is stored now, for the editor to show beside the text it keeps. */
export const staffFaqSetConflictReply = v.object({ success: v.literal(false), message, set: staffSet });

export const staffFaqSetFieldsReply = v.object({ success: v.literal(false), message, errors: v.optional(fieldErrorFirsts) });

export const staffFaqSetMessageReply = v.object({ success: v.literal(true), message });
