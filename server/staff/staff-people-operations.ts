/**
 * The staff management calls (/staff/people, owners only), as server/api-operations.ts merges every
 * feature's table: their routes take their reply shapes from here and the OpenAPI document is built from them.
 */
import { failure, jsonBody, jsonRefusals, pathParam, refusal, type ApiOperation } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { documentObject, fieldDocs } from '../http/request-docs';
import { MAX_ROW_ID } from '../db/column-ranges';
import { STAFF_ROLES } from './staff-roles';
import { confirmSchema, inviteSchema, roleSchema } from './staff-people-request';
import * as s from './staff-reply-schemas';

const idParam = pathParam('id', `The staff account’s id, 1 to ${MAX_ROW_ID}; past that it names no account (404).`, { type: 'string', pattern: '^\\d{1,10}$' } as JsonSchema);
const roleDoc = { description: `The role: ${STAFF_ROLES.join(', ')} (docs/product/roles.md).`, required: true };
const practitionerDoc = { description: 'For a practitioner: her resource in the calendar; may be left out while the calendar has one practitioner.' };
const myselfDoc = { description: 'Must be `true` when the account is the caller’s own (409 otherwise): she means herself.' };

const bodies = {
  invite: documentObject(inviteSchema, { email: { ...fieldDocs.email, description: 'The person’s e-mail address: the link goes there.' }, role: roleDoc, practitioner_id: practitionerDoc }),
  role: documentObject(roleSchema, { role: roleDoc, practitioner_id: practitionerDoc, myself: myselfDoc }),
  confirm: documentObject(confirmSchema, { myself: myselfDoc }),
};

const unsigned = { '401': refusal('No staff session (or it ended). Message: "Please sign in with a staff account to continue."') };
const xsrf = { '403': refusal('Missing or wrong `X-Staff-XSRF-Token` header, or sent from another site’s page.') };
const missing = { '404': refusal('No such staff account.') };
const LAST_OWNER = 'The account is the last active owner (message: "The clinic needs at least one active owner: …").';
const NOT_MYSELF = 'The account is the caller’s own and `myself` is not `true`.';

const change = (operationId: string, path: string, summary: string, description: string, body: JsonSchema, conflict: string): ApiOperation => ({
  method: 'POST',
  path,
  operationId,
  tag: 'Staff',
  summary,
  description,
  security: 'staffWrite',
  parameters: [idParam],
  body: jsonBody(body),
  responses: {
    '200': { description: 'Done (or nothing to change), with the list as it is now.', schema: s.staffPeopleChangedReply },
    '400': { description: 'Not valid JSON, or refused fields (`errors`).', schema: s.staffFieldsReply },
    ...unsigned,
    ...xsrf,
    ...missing,
    '409': refusal(conflict),
    '413': jsonRefusals['413'],
    '415': jsonRefusals['415'],
    ...failure,
  },
});

export const staffPeopleOperations = {
  staffPeople: {
    method: 'GET',
    path: '/api/staff/people',
    operationId: 'listStaffAccounts',
    tag: 'Staff',
    summary: 'Staff accounts, their roles, state, last sign-in and sessions, and the latest changes',
    security: 'staff',
    responses: { '200': { description: 'The accounts, by e-mail.', schema: s.staffPeopleReply }, ...unsigned, ...failure },
  },
  staffInvite: {
    method: 'POST',
    path: '/api/staff/people',
    operationId: 'inviteStaff',
    tag: 'Staff',
    summary: 'Invite someone: create the account (or issue a fresh link) and e-mail the one-time set-password link',
    description: 'What `npm run staff -- add <email> --role <role>` does, with the link mailed instead of printed: an existing account gets the role given, a disabled one is enabled again, and its older link stops working.',
    security: 'staffWrite',
    body: jsonBody(bodies.invite),
    bodyRequired: true,
    responses: {
      '200': { description: 'Sent, with the list as it is now.', schema: s.staffPeopleChangedReply },
      '400': { description: 'Not valid JSON, or refused fields (`errors`).', schema: s.staffFieldsReply },
      ...unsigned,
      ...xsrf,
      '409': refusal(`${LAST_OWNER} The role given is another.`),
      '413': jsonRefusals['413'],
      '415': jsonRefusals['415'],
      ...failure,
    },
  },
  staffChangeRole: change('changeStaffRole', '/api/staff/people/:id/role', 'Change a staff account’s role', 'It applies on the person’s next call.', bodies.role, `${LAST_OWNER} Or: ${NOT_MYSELF}`),
  staffDisable: change(
    'disableStaff',
    '/api/staff/people/:id/disable',
    'Disable a staff account',
    'Its sessions end at once and its links stop working. Enabling it again is a new invitation.',
    bodies.confirm,
    `${LAST_OWNER} Or: ${NOT_MYSELF}`,
  ),
  staffResetSecondFactor: change(
    'resetStaffSecondFactor',
    '/api/staff/people/:id/second-factor/reset',
    'Reset a staff member’s second factor',
    'Her authenticator app and recovery codes are forgotten and every session of hers ends: at her next sign-in she sets up a new app.',
    bodies.confirm,
    NOT_MYSELF,
  ),
  staffSignOutEverywhere: change('signOutStaffEverywhere', '/api/staff/people/:id/sign-out', 'Sign a staff member out everywhere', 'Every session of the account ends at once.', bodies.confirm, NOT_MYSELF),
} satisfies Record<string, ApiOperation>;
