/**
 * The FAQ set calls, declared like every call in server/api-operations.ts (which
 * spreads these in): the routes take their reply shapes from here and the OpenAPI document lists them.
 */
import type { ApiOperation, HeaderDoc, ParameterDoc, ReplyDoc } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { documentObject } from '../http/request-docs';
import { errorReply } from '../http/reply-schemas';
import { createSetSchema, saveSetSchema } from './faq-set-request';
import { FAQ_LIMITS } from './faq-set-items';
import { NAMED_KEY_MAX } from './faq-set-keys';
import * as s from './faq-set-replies';

const refusal = (description: string): ReplyDoc => ({ description, schema: errorReply });
const failure = { '500': refusal('Something unexpected failed; it is logged. Message: "Something went wrong. Please try again."') };
const unsigned = { '401': refusal('No staff session (or it ended). Message: "Please sign in with a staff account to continue."') };
const xsrf = { '403': refusal('Missing or wrong `X-Staff-XSRF-Token` header, or sent from another site’s page.') };
const notFound = { '404': refusal('No set with this key (it may have been deleted). Message: "This FAQ set could not be found. It may have been deleted."') };
const jsonRefusals = { '413': refusal('The body is over 64 KB.'), '415': refusal('The body is not `application/json`.') };

const keyParam: ParameterDoc = {
  name: 'key',
  in: 'path',
  description: '`home`, `all` (the FAQ page’s three tabs, numbered 1..13), `treatment_faq`, `results_faq`, `post_treatment_faq`, or a named set’s key.',
  required: true,
  schema: { type: 'string', maxLength: 60 } as JsonSchema,
};
const langParam: ParameterDoc = {
  name: 'lang',
  in: 'query',
  description: '"es" for the Spanish copy; without it (or any other value) the English one.',
  required: false,
  schema: { type: 'string' } as JsonSchema,
};
const etag: Record<string, HeaderDoc> = {
  ETag: { description: 'The set’s version, quoted.', schema: { type: 'string' } as JsonSchema },
};
const publicHeaders: Record<string, HeaderDoc> = {
  ...etag,
  'Cache-Control': { description: '`public, max-age=30`: an edit reaches every page within 30 seconds.', schema: { type: 'string' } as JsonSchema },
};

const saveBody = documentObject(saveSetSchema, {
  title: { description: `The set’s name in the staff area, 1 to ${FAQ_LIMITS.title} characters.`, required: true },
  items: {
    description: `The questions in order, at most ${FAQ_LIMITS.items}; each a question (text, up to ${FAQ_LIMITS.question} characters) and its answer: "markdown" (what the staff editor sends: up to ${FAQ_LIMITS.answer} characters of Markdown with paragraphs, line breaks, bold, italics, lists and links, rendered to the limited HTML) or "answer" (up to ${FAQ_LIMITS.answer} characters of the limited HTML); either is sanitised before it is stored.`,
    required: true,
  },
});
const createBody = documentObject(createSetSchema, {
  key: { description: `1 to ${NAMED_KEY_MAX} lower-case letters, digits and hyphens, not at either end; not home or all. The widget’s group attribute.`, required: true },
  title: { description: `The set’s name, 1 to ${FAQ_LIMITS.title} characters; both languages start with it and no questions.`, required: true },
});

export const faqSetOperations = {
  faqSet: {
    method: 'GET',
    path: '/api/faq-sets/:key',
    operationId: 'getFaqSet',
    tag: 'FAQ sets',
    summary: 'One FAQ set in one language, numbered',
    description: 'Partner origins may call it (CORS); `If-None-Match` with the ETag answers 304.',
    parameters: [keyParam, langParam],
    security: 'public',
    responses: {
      '200': { description: 'The set.', schema: s.publicFaqSetReply, headers: publicHeaders },
      '304': { description: 'Unchanged since the ETag sent in If-None-Match.', headers: publicHeaders },
      ...notFound,
      ...failure,
    },
  },
  staffFaqSets: {
    method: 'GET',
    path: '/api/staff/faq-sets',
    operationId: 'listFaqSets',
    tag: 'FAQ sets',
    summary: 'Every FAQ set in both languages',
    security: 'staff',
    responses: { '200': { description: 'The sets, the clinic’s first.', schema: s.staffFaqSetListReply }, ...unsigned, ...failure },
  },
  staffFaqSet: {
    method: 'GET',
    path: '/api/staff/faq-sets/:key',
    operationId: 'getStaffFaqSet',
    tag: 'FAQ sets',
    summary: 'One set in one language to edit, with its history',
    security: 'staff',
    parameters: [keyParam, langParam],
    responses: { '200': { description: 'The set and its audit log, newest first.', schema: s.staffFaqSetReply, headers: etag }, ...unsigned, ...notFound, ...failure },
  },
  staffCreateFaqSet: {
    method: 'POST',
    path: '/api/staff/faq-sets',
    operationId: 'createFaqSet',
    tag: 'FAQ sets',
    summary: 'Create a named set (both languages, no questions yet)',
    security: 'staffWrite',
    body: { 'application/json': createBody },
    bodyRequired: true,
    responses: {
      '200': { description: 'Created; the English copy.', schema: s.staffFaqSetSavedReply, headers: etag },
      '400': { description: 'Not valid JSON, or refused fields (`errors`).', schema: s.staffFaqSetFieldsReply },
      ...unsigned,
      ...xsrf,
      '409': refusal('A set with this key exists. Message: "A set with this key already exists. Please choose another key."'),
      ...jsonRefusals,
      ...failure,
    },
  },
  staffSaveFaqSet: {
    method: 'PUT',
    path: '/api/staff/faq-sets/:key',
    operationId: 'saveFaqSet',
    tag: 'FAQ sets',
    summary: 'Save one language of a set, if nobody saved it since it was loaded',
    description: '`If-Match` must carry the version the editor loaded (the ETag of the GET).',
    security: 'staffWrite',
    parameters: [keyParam, langParam],
    body: { 'application/json': saveBody },
    bodyRequired: true,
    responses: {
      '200': { description: 'Saved, with the new version and the audit log.', schema: s.staffFaqSetSavedReply, headers: etag },
      '400': { description: 'Not valid JSON, or refused fields (`errors`, an item’s as `items.2.answer`).', schema: s.staffFaqSetFieldsReply },
      ...unsigned,
      ...xsrf,
      ...notFound,
      '409': { description: 'Saved by someone else since that version: nothing was saved; `set` is what is stored now.', schema: s.staffFaqSetConflictReply },
      ...jsonRefusals,
      '428': refusal('No If-Match header with a version. Message: "Please reload the set before saving: the version you edited is missing."'),
      ...failure,
    },
  },
  staffDeleteFaqSet: {
    method: 'DELETE',
    path: '/api/staff/faq-sets/:key',
    operationId: 'deleteFaqSet',
    tag: 'FAQ sets',
    summary: 'Delete a named set (both languages)',
    security: 'staffWrite',
    parameters: [keyParam],
    responses: {
      '200': { description: 'Deleted.', schema: s.staffFaqSetMessageReply },
      '400': refusal('One of the clinic’s own sets, which cannot be deleted.'),
      ...unsigned,
      ...xsrf,
      ...notFound,
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
