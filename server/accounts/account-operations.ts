/**
 * The account calls, as server/api-operations.ts merges every feature's table: their routes take
 * their reply shapes from here and the OpenAPI document is built from them.
 */
import { apiPath } from '../../src/config/clinic';
import { failure, jsonBody, jsonRefusals, perIpLimit, refusal, retryAfter, sameOrigin, type ApiOperation, type HeaderDoc } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { documentObject, fieldDocs, type FieldDoc } from '../http/request-docs';
import { forgotSchema, loginSchema, registerSchema, resetSchema, updateProfileSchema } from './account-request-schemas';
import * as r from './account-replies';

const sessionCookies: Record<string, HeaderDoc> = {
  'Set-Cookie': { description: 'The session cookie (`sid`, `__Host-sid` under https; httpOnly) and `XSRF-TOKEN`, readable by the page.', schema: { type: 'string' } as JsonSchema },
};

const password = fieldDocs.newPassword;
const givenPassword: FieldDoc = { description: 'The account’s password, as typed.', required: true };
const token: FieldDoc = { description: 'The `token` of the link the e-mail carried.', required: true, hints: { maxLength: 200 } };

const bodies = {
  register: documentObject(registerSchema, {
    first_name: fieldDocs.first_name,
    last_name: fieldDocs.last_name,
    email: fieldDocs.email,
    phone: fieldDocs.phone,
    dob: fieldDocs.dob,
    gender: fieldDocs.gender,
    ref_type: fieldDocs.ref_type,
    password,
    confirm_password: fieldDocs.confirm_password,
  }),
  login: documentObject(loginSchema, { email: fieldDocs.email, password: givenPassword }),
  forgot: documentObject(forgotSchema, { email: fieldDocs.email }),
  reset: documentObject(resetSchema, { token, email: { ...fieldDocs.email, description: 'The `email` of the link.' }, password, confirm_password: fieldDocs.confirm_password }),
  resendVerification: documentObject(forgotSchema, { email: { ...fieldDocs.email, description: 'The address to confirm: the account’s own, as the profile shows it.' } }),
  updateProfile: documentObject(
    updateProfileSchema,
    {
      first_name: fieldDocs.first_name,
      last_name: fieldDocs.last_name,
      email: { ...fieldDocs.email, description: 'An e-mail address no other account holds.' },
      phone: fieldDocs.phone,
      dob: fieldDocs.dob,
      gender: { ...fieldDocs.gender, required: false, description: `${fieldDocs.gender.description} Empty or absent keeps the stored one.` },
      password: { ...password, required: false, description: `A new password: ${password.description} Empty keeps the current one.` },
    },
    { id: { type: ['integer', 'string'], description: 'The signed-in account’s own id (the `user.id` of the sign-in).' } as JsonSchema },
  ),
};

export const accountOperations = {
  register: {
    method: 'POST',
    path: apiPath('register'),
    operationId: 'register',
    tag: 'Accounts',
    summary: 'Create an account',
    description: 'An e-mail that already has an account gets the same success answer (its owner is e-mailed instead). Same origin only.',
    body: jsonBody(bodies.register),
    bodyRequired: true,
    security: 'public',
    responses: {
      '200': { description: '`success` "1": created; "0": refused fields under `data`.', schema: r.registerReply },
      ...jsonRefusals,
      ...sameOrigin,
      ...perIpLimit(20, 10),
      ...failure,
    },
  },
  login: {
    method: 'POST',
    path: apiPath('login'),
    operationId: 'login',
    tag: 'Accounts',
    summary: 'Sign in',
    description: 'Same origin only. Failed sign-ins are limited per e-mail and IP, per IP and per account (docs/product/limits.md).',
    body: jsonBody(bodies.login),
    bodyRequired: true,
    security: 'public',
    responses: {
      '200': {
        description: '`success` 1 with the `user` and the session cookies; 0 for a malformed body (`data`) or a wrong e-mail or password (no `data`).',
        schema: r.loginReply,
        headers: sessionCookies,
      },
      ...jsonRefusals,
      ...sameOrigin,
      '429': { description: 'Too many failed sign-ins; even the right password waits.', schema: r.zeroErrorReply, headers: retryAfter },
      ...failure,
    },
  },
  logout: {
    method: 'POST',
    path: apiPath('logout'),
    operationId: 'logout',
    tag: 'Accounts',
    summary: 'End the session',
    description: 'Body: JSON or none. With a live session, `X-XSRF-TOKEN` must match. Same origin only.',
    body: jsonBody({ type: 'object' } as JsonSchema),
    security: 'public',
    responses: {
      '200': { description: 'Signed out; both cookies cleared.', schema: r.logoutReply },
      '400': jsonRefusals['400'],
      '403': refusal('Another site’s page, or a session without the matching `X-XSRF-TOKEN`.'),
      '413': jsonRefusals['413'],
      '415': refusal('A body that is not `application/json`.'),
      ...failure,
    },
  },
  forgotPassword: {
    method: 'POST',
    path: apiPath('forgotpassword'),
    operationId: 'forgotPassword',
    tag: 'Accounts',
    summary: 'Ask for a password reset link',
    description: 'The same answer for every well-formed address, known or not. Same origin only.',
    body: jsonBody(bodies.forgot),
    bodyRequired: true,
    security: 'public',
    responses: {
      '200': { description: '`success` 1: sent if the account exists; 0: a malformed address (`data`).', schema: r.forgotReply },
      ...jsonRefusals,
      ...sameOrigin,
      '429': {
        description: 'More than 5 requests for this e-mail in an hour (`success` 0), or more than 20 from this IP in 10 minutes (`success` false).',
        schema: r.forgotLimitReply,
        headers: retryAfter,
      },
      ...failure,
    },
  },
  resetPassword: {
    method: 'POST',
    path: apiPath('reset'),
    operationId: 'resetPassword',
    tag: 'Accounts',
    summary: 'Set a new password with a reset link',
    description: 'Every session of the account ends, this browser’s included. Same origin only.',
    body: jsonBody(bodies.reset),
    bodyRequired: true,
    security: 'public',
    responses: {
      '200': { description: '`success` true: changed; false: an invalid or expired link (under `token`) or refused fields.', schema: r.resetReply },
      ...jsonRefusals,
      ...sameOrigin,
      ...perIpLimit(20, 10),
      ...failure,
    },
  },
  updateProfile: {
    method: 'POST',
    path: apiPath('update-profile'),
    operationId: 'updateProfile',
    tag: 'Accounts',
    summary: 'Update one’s own profile',
    description: '`ref_type` cannot be changed. A new password ends the account’s other sessions. Same origin only.',
    security: 'visitor',
    body: jsonBody(bodies.updateProfile),
    bodyRequired: true,
    responses: {
      '200': { description: '`success` 1 with the new `user`; false with the refused fields.', schema: r.updateProfileReply },
      ...jsonRefusals,
      '401': refusal('No session (the cookies are cleared). Message: "Please sign in to continue."'),
      '403': refusal('Another site’s page, a missing or wrong `X-XSRF-TOKEN`, or an `id` that is not the session’s account.'),
      ...perIpLimit(30, 10),
      ...failure,
    },
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/account/verify-email',
    operationId: 'verifyEmail',
    tag: 'Accounts',
    summary: 'Confirm an account’s e-mail with the mailed link',
    description:
      'The link works once, for 48 hours, and only while the account still has the address it was sent to; opened, the address is confirmed and the profile lists the appointments booked under it. Needs no session. Same origin only.',
    body: jsonBody({ type: 'object', properties: { token: { type: 'string', maxLength: 200, description: 'The `token` of the link the e-mail carried.' } }, required: ['token'] } as JsonSchema),
    bodyRequired: true,
    security: 'public',
    responses: {
      '200': { description: 'Confirmed.', schema: r.verifyEmailReply },
      ...jsonRefusals,
      ...sameOrigin,
      '410': refusal('The link is unknown, used, expired, or for an address the account no longer has. Message: a sentence to show.'),
      ...perIpLimit(20, 10),
      ...failure,
    },
  },
  resendVerification: {
    method: 'POST',
    path: '/api/account/verify-email/resend',
    operationId: 'resendVerification',
    tag: 'Accounts',
    summary: 'Ask for a new e-mail confirmation link',
    description: 'The same answer for every well-formed address: a link is mailed only when it has an account still to confirm. Same origin only.',
    body: jsonBody(bodies.resendVerification),
    bodyRequired: true,
    security: 'public',
    responses: {
      '200': { description: '`success` true: sent if there is something to confirm; false: a malformed address (`errors`).', schema: r.resendVerificationReply },
      ...jsonRefusals,
      ...sameOrigin,
      '429': refusal('More than 3 requests for this e-mail in an hour, or more than 20 from this IP in 10 minutes.', retryAfter),
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
