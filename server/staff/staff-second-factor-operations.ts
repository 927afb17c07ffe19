/**
 * The second-factor calls (/api/staff/second-factor…), as server/api-operations.ts merges every
 * feature's table: their routes take their reply shapes from here and the OpenAPI document is built from them.
 */
import { failure, jsonBody, jsonRefusals, refusal, retryAfter, type ApiOperation } from '../http/api-operation';
import { documentObject } from '../http/request-docs';
import type { JsonSchema } from '../http/json-schema';
import { codeSchema } from './staff-second-factor-request';
import * as s from './staff-reply-schemas';

/** Her app's key sealed under a field key the server was not given; a recovery code still works. */
const unreadable = { '503': { description: 'Her authenticator app’s key cannot be decrypted with the server’s field keys (the log names the key id); a recovery code still works.', schema: s.cannotDecryptReply } };

const unsigned = { '401': refusal('No staff session (or it ended). Message: "Please sign in with a staff account to continue."') };
const xsrf = { '403': refusal('Missing or wrong `X-Staff-XSRF-Token` header, or sent from another site’s page.') };
const code = jsonBody(documentObject(codeSchema, { code: { description: 'The 6-digit code her authenticator app shows now, or (to /verify) one of her unused recovery codes.', required: true, hints: { maxLength: 40 } } }));

export const staffSecondFactorOperations = {
  staffSecondFactorStatus: {
    method: 'GET',
    path: '/api/staff/second-factor',
    operationId: 'staffSecondFactorStatus',
    tag: 'Staff',
    summary: 'What the session needs before it opens the staff pages: nothing, a code, or setting up an authenticator app',
    security: 'staff',
    responses: { '200': { description: 'The session’s step.', schema: s.secondFactorStatusReply }, ...unsigned, ...failure },
  },
  staffEnrol: {
    method: 'POST',
    path: '/api/staff/second-factor/enrol',
    operationId: 'staffEnrolTotp',
    tag: 'Staff',
    summary: 'Start setting up an authenticator app: a new TOTP key, as a QR code and as text',
    description: 'For an account without a confirmed app; calling it again replaces the unconfirmed key. Confirm with /api/staff/second-factor/confirm.',
    security: 'staffWrite',
    body: jsonBody({ type: 'object' } as JsonSchema),
    responses: {
      '200': { description: 'The new key.', schema: s.enrolReply },
      '400': jsonRefusals['400'],
      ...unsigned,
      ...xsrf,
      '409': refusal('The account already has a confirmed authenticator app.'),
      '413': jsonRefusals['413'],
      '415': refusal('A body that is not `application/json`.'),
      ...failure,
    },
  },
  staffConfirmEnrolment: {
    method: 'POST',
    path: '/api/staff/second-factor/confirm',
    operationId: 'staffConfirmTotp',
    tag: 'Staff',
    summary: 'Finish setting up the authenticator app with a code from it; answers the ten recovery codes, once',
    description: 'The session has then passed its second step. Wrong codes are limited like failed sign-ins, on counters of their own.',
    security: 'staffWrite',
    body: code,
    bodyRequired: true,
    responses: {
      '200': { description: 'Set up; the recovery codes, shown this once.', schema: s.enrolledReply },
      '400': { description: 'Not valid JSON, a malformed body (with `errors`), a wrong code, or no set-up started.', schema: s.staffFieldsReply },
      ...unsigned,
      ...xsrf,
      '409': refusal('The account already has a confirmed authenticator app.'),
      '413': jsonRefusals['413'],
      '415': jsonRefusals['415'],
      '429': refusal('Too many wrong codes.', retryAfter),
      ...unreadable,
      ...failure,
    },
  },
  staffVerifyCode: {
    method: 'POST',
    path: '/api/staff/second-factor/verify',
    operationId: 'staffVerifyCode',
    tag: 'Staff',
    summary: 'The second step of signing in: a code from her authenticator app, or a recovery code',
    description: 'A TOTP code is accepted once (a code of its 30 seconds or earlier is refused after it); a recovery code works once. Wrong codes are limited like failed sign-ins, on counters of their own.',
    security: 'staffWrite',
    body: code,
    bodyRequired: true,
    responses: {
      '200': { description: 'Signed in.', schema: s.codeAcceptedReply },
      '400': { description: 'Not valid JSON, or a malformed body (with `errors`).', schema: s.staffFieldsReply },
      '401': refusal('No staff session, or a wrong or already used code.'),
      ...xsrf,
      '409': refusal('The session is not waiting for a code (it has passed, or the account has no app yet).'),
      '413': jsonRefusals['413'],
      '415': jsonRefusals['415'],
      '429': refusal('Too many wrong codes.', retryAfter),
      ...unreadable,
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
