/**
 * The passkey calls (/api/staff/second-factor/passkey…), as server/api-operations.ts merges every
 * feature's table: their routes take their reply shapes from here and the OpenAPI document is built from them.
 */
import { failure, jsonBody, jsonRefusals, pathParam, refusal, retryAfter, type ApiOperation } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { MAX_ROW_ID } from '../db/column-ranges';
import * as s from './staff-reply-schemas';

const unsigned = { '401': refusal('No staff session (or it ended). Message: "Please sign in with a staff account to continue."') };
const xsrf = { '403': refusal('Missing or wrong `X-Staff-XSRF-Token` header, or sent from another site’s page; or (adding a passkey) a session still waiting for its second step.') };
const empty = jsonBody({ type: 'object' } as JsonSchema);
const answer = jsonBody({
  type: 'object',
  required: ['response'],
  properties: {
    response: {
      type: 'object',
      description: 'What @simplewebauthn/browser’s startRegistration (to /register) or startAuthentication (to /sign-in) returned: RegistrationResponseJSON or AuthenticationResponseJSON.',
      required: ['id', 'rawId', 'type', 'response'],
      properties: { id: { type: 'string', maxLength: 1400 }, rawId: { type: 'string', maxLength: 1400 }, type: { const: 'public-key' }, response: { type: 'object' } },
    },
  },
} as JsonSchema);
const idParam = pathParam('id', `The passkey’s id (from GET /api/staff/second-factor/passkeys), 1 to ${MAX_ROW_ID}.`, { type: 'string', pattern: '^\\d{1,10}$' } as JsonSchema);
const bodyRefusals = { '413': jsonRefusals['413'], '415': refusal('A body that is not `application/json`.') };

export const staffPasskeyOperations = {
  staffPasskeyRegisterOptions: {
    method: 'POST',
    path: '/api/staff/second-factor/passkey/register-options',
    operationId: 'staffPasskeyRegisterOptions',
    tag: 'Staff',
    summary: 'Start adding a passkey: the options for the browser',
    description: 'For a session setting up its second factor (`enrol`) or one fully signed in (`done`); a session waiting for its code or passkey (`code`) is refused. The RP ID is SITE_URL’s host name.',
    security: 'staffWrite',
    body: empty,
    responses: { '200': { description: 'The options and their challenge.', schema: s.passkeyOptionsReply }, '400': jsonRefusals['400'], ...unsigned, ...xsrf, ...bodyRefusals, ...failure },
  },
  staffPasskeyRegister: {
    method: 'POST',
    path: '/api/staff/second-factor/passkey/register',
    operationId: 'staffPasskeyRegister',
    tag: 'Staff',
    summary: 'Add the passkey the browser made; during the set-up it also passes the second step',
    description: 'Answers the latest register-options challenge of this session, once, within 5 minutes. Refused answers are limited like wrong codes.',
    security: 'staffWrite',
    body: answer,
    bodyRequired: true,
    responses: {
      '200': { description: 'Added.', schema: s.passkeyDoneReply },
      '400': { description: 'Not valid JSON, a malformed answer (with `errors`), no challenge (expired or used), or an answer that does not verify.', schema: s.staffFieldsReply },
      ...unsigned,
      ...xsrf,
      '409': refusal('That passkey is already registered.'),
      ...bodyRefusals,
      '429': refusal('Too many refused answers.', retryAfter),
      ...failure,
    },
  },
  staffPasskeySignInOptions: {
    method: 'POST',
    path: '/api/staff/second-factor/passkey/sign-in-options',
    operationId: 'staffPasskeySignInOptions',
    tag: 'Staff',
    summary: 'The second step of signing in with a passkey: the options for the browser',
    description: 'For a session waiting for its second step (`code`); lists her passkeys as the allowed ones.',
    security: 'staffWrite',
    body: empty,
    responses: {
      '200': { description: 'The options and their challenge.', schema: s.passkeyOptionsReply },
      '400': jsonRefusals['400'],
      ...unsigned,
      ...xsrf,
      '409': refusal('The session is not waiting for its second step.'),
      ...bodyRefusals,
      ...failure,
    },
  },
  staffPasskeySignIn: {
    method: 'POST',
    path: '/api/staff/second-factor/passkey/sign-in',
    operationId: 'staffPasskeySignIn',
    tag: 'Staff',
    summary: 'The second step of signing in: the browser’s answer signed with one of her passkeys',
    description: 'Answers the latest sign-in-options challenge of this session, once, within 5 minutes; a removed passkey is refused. Refused answers are limited like wrong codes.',
    security: 'staffWrite',
    body: answer,
    bodyRequired: true,
    responses: {
      '200': { description: 'Signed in.', schema: s.codeAcceptedReply },
      '400': { description: 'Not valid JSON, a malformed answer (with `errors`), or no challenge (expired or used).', schema: s.staffFieldsReply },
      '401': refusal('No staff session, or a passkey that is not hers (never registered, or removed), or an answer that does not verify.'),
      ...xsrf,
      '409': refusal('The session is not waiting for its second step.'),
      ...bodyRefusals,
      '429': refusal('Too many refused answers.', retryAfter),
      ...failure,
    },
  },
  staffPasskeyList: {
    method: 'GET',
    path: '/api/staff/second-factor/passkeys',
    operationId: 'staffPasskeyList',
    tag: 'Staff',
    summary: 'Her passkeys: when each was added and last used',
    security: 'staff',
    responses: { '200': { description: 'Oldest first.', schema: s.passkeyListReply }, ...unsigned, '403': refusal('A session still waiting for its second step.'), ...failure },
  },
  staffPasskeyRemove: {
    method: 'POST',
    path: '/api/staff/second-factor/passkeys/:id/remove',
    operationId: 'staffPasskeyRemove',
    tag: 'Staff',
    summary: 'Remove one of her passkeys: it can no longer sign in',
    security: 'staffWrite',
    parameters: [idParam],
    body: empty,
    responses: {
      '200': { description: 'Removed.', schema: s.staffMessageReply },
      '400': jsonRefusals['400'],
      ...unsigned,
      ...xsrf,
      '404': refusal('No such passkey of hers (or already removed).'),
      '409': refusal('Her only second factor while her role needs one: she adds another passkey or an app first.'),
      ...bodyRefusals,
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
