/** The marketing-mail calls (unsubscribe-routes.ts, account-marketing-routes.ts), as server/api-operations.ts lists every call. */
import * as v from 'valibot';
import { failure, jsonRefusals, refusal, perIpLimit, type ApiOperation } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { message } from '../http/reply-schemas';

const unsubscribedReply = v.pipe(v.object({ success: v.literal(true), message }), v.title('Unsubscribed'));

export const marketingMailStateReply = v.pipe(
  v.object({
    success: v.literal(true),
    email: v.pipe(v.string(), v.description('The account’s address, the one the setting is for.')),
    subscribed: v.pipe(v.boolean(), v.description('Whether she gets marketing mail (the follow-up invitation). Mail about her appointments and her aftercare comes either way.')),
    message,
  }),
  v.title('MarketingMailState'),
);

const tokenParam = {
  name: 'token',
  in: 'query' as const,
  description: 'The token of the mail’s `List-Unsubscribe` link.',
  required: true,
  schema: { type: 'string', maxLength: 100 } as JsonSchema,
};

const sessionRefusals = {
  '401': refusal('No session, or one that names no account (the cookies are cleared). Message: "Please sign in to continue."'),
};

export const marketingMailOperations = {
  unsubscribeOneClick: {
    method: 'POST',
    path: '/api/unsubscribe',
    operationId: 'unsubscribeOneClick',
    tag: 'Accounts',
    summary: 'One-click unsubscribe from marketing mail (RFC 8058)',
    description:
      'What a mail program posts to the https link of a marketing mail’s `List-Unsubscribe` header, as its `List-Unsubscribe-Post: List-Unsubscribe=One-Click` allows: body `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded), or none. No session. Idempotent: the same link again answers the same. Mail about her appointments and her aftercare is not marketing and still comes.',
    security: 'public',
    parameters: [tokenParam],
    body: { 'application/x-www-form-urlencoded': { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } } as JsonSchema },
    responses: {
      '200': { description: 'Unsubscribed (or already).', schema: unsubscribedReply },
      '400': refusal('No token, or not one of the shape we send.'),
      '404': refusal('No such token.'),
      '413': refusal('The body is over 64 KB.'),
      '415': refusal('A body that is neither `application/x-www-form-urlencoded` nor JSON.'),
      ...perIpLimit(30, 10),
      ...failure,
    },
  },
  unsubscribePage: {
    method: 'GET',
    path: '/api/unsubscribe',
    operationId: 'unsubscribePage',
    tag: 'Accounts',
    summary: 'A browser opening the unsubscribe link: sent on to the unsubscribe page',
    description:
      'The one call that answers a redirect instead of JSON: a person (or a mail program) opening the `List-Unsubscribe` link in a browser sends a GET, which unsubscribes nothing, since link scanners open links too (RFC 8058 section 3). It answers 303 to the site’s page `/unsubscribe?token=…` (`/es/unsubscribe?token=…` when Accept-Language asks for Spanish), whose ‘Unsubscribe’ button makes the POST. The token goes on as it came (at most 100 characters); the page says when it is not one of ours.',
    security: 'public',
    parameters: [{ ...tokenParam, required: false }],
    responses: {
      '303': {
        description: 'Sent on to the unsubscribe page, in the browser’s language. No body.',
        headers: {
          Location: { description: '`/unsubscribe?token=…` or `/es/unsubscribe?token=…`', schema: { type: 'string' } as JsonSchema },
          'Cache-Control': { description: '`no-store`', schema: { type: 'string' } as JsonSchema },
        },
      },
      ...perIpLimit(30, 10),
      ...failure,
    },
  },
  getOwnMarketingMail: {
    method: 'GET',
    path: '/api/account/marketing-mail',
    operationId: 'getOwnMarketingMail',
    tag: 'Accounts',
    summary: 'Whether the signed-in patient gets marketing mail',
    description: 'Her account’s address and whether it gets marketing mail (the follow-up invitation), with a sentence to show.',
    security: 'visitor',
    responses: {
      '200': { description: 'Her setting.', schema: marketingMailStateReply },
      ...sessionRefusals,
      ...perIpLimit(30, 10),
      ...failure,
    },
  },
  setOwnMarketingMail: {
    method: 'PUT',
    path: '/api/account/marketing-mail',
    operationId: 'setOwnMarketingMail',
    tag: 'Accounts',
    summary: 'Unsubscribe from or resubscribe to marketing mail',
    description:
      'Body `{ "subscribed": false }` unsubscribes her account’s address (as the one-click link does), `true` resubscribes it. Needs a confirmed e-mail, so nobody resubscribes an address that is not theirs. Same origin only, with the session’s `X-XSRF-TOKEN`.',
    security: 'visitor',
    body: { 'application/json': { type: 'object', properties: { subscribed: { type: 'boolean' } }, required: ['subscribed'] } as JsonSchema },
    bodyRequired: true,
    responses: {
      '200': { description: 'Changed (or already so).', schema: marketingMailStateReply },
      ...jsonRefusals,
      '400': refusal('The body is not valid JSON, or `subscribed` is not true or false.'),
      ...sessionRefusals,
      '403': refusal('Another site’s page, a missing or wrong `X-XSRF-TOKEN`, or an e-mail not confirmed yet.'),
      ...perIpLimit(30, 10),
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
