/**
 * The staff sign-in and inbox calls, as server/api-operations.ts merges every feature's table: their
 * routes take their reply shapes from here and the OpenAPI document is built from them.
 */
import { failure, jsonBody, jsonRefusals, pathParam, perIpLimit, refusal, retryAfter, sameOrigin, type ApiOperation, type HeaderDoc, type ParameterDoc } from '../http/api-operation';
import type { JsonSchema } from '../http/json-schema';
import { documentObject, fieldDocs, type FieldDoc } from '../http/request-docs';
import { MAX_ROW_ID } from '../db/column-ranges';
import { sourceFilterDocs } from '../lead-sources';
import { changeSchema, exportSchema, listSchema, NOTE_MAX, PAGE_SIZE, PAGE_SIZE_MAX } from './inbox-request';
import { setPasswordSchema, staffLoginSchema } from './staff-accounts';
import { LEAD_KINDS } from './lead-statuses';
import * as s from './staff-reply-schemas';

const staffCookies: Record<string, HeaderDoc> = {
  'Set-Cookie': { description: 'The staff session cookie (`staff_sid`, `__Host-staff_sid` under https) and `STAFF-XSRF-TOKEN`.', schema: { type: 'string' } as JsonSchema },
};

const leadParams = [
  pathParam('kind', 'The kind of lead.', { type: 'string', enum: [...LEAD_KINDS] } as JsonSchema),
  pathParam('id', `The lead’s id (a consultation request’s and a contact message’s ids are counted apart), 1 to ${MAX_ROW_ID}; past that it names no lead (404).`, { type: 'string', pattern: '^\\d{1,10}$' } as JsonSchema),
];

const password = fieldDocs.newPassword;
const givenPassword: FieldDoc = { description: 'The account’s password, as typed.', required: true };
const token: FieldDoc = { description: 'The `token` of the link the e-mail carried.', required: true, hints: { maxLength: 200 } };

const bodies = {
  staffLogin: documentObject(staffLoginSchema, { email: fieldDocs.email, password: givenPassword }),
  setPassword: documentObject(setPasswordSchema, {
    token: { ...token, description: 'The `token` of the set-password link.' },
    email: { ...fieldDocs.email, description: 'The `email` of the link.' },
    password,
    confirm_password: fieldDocs.confirm_password,
  }),
  change: documentObject(changeSchema, {
    status: { description: 'Where the lead stands in the follow-up.' },
    note: { description: `The clinic’s note; trimmed, up to ${NOTE_MAX} characters.`, hints: { maxLength: NOTE_MAX } },
  }),
};

const filterDocs: Record<string, FieldDoc> = {
  q: { description: 'Words to find in the name, e-mail, phone or message (up to 100 characters).' },
  status: { description: 'Only leads with this status.' },
  kind: { description: 'Only this kind of lead.' },
  language: { description: 'Only leads sent from pages in this language ("en" or "es").' },
  from: { description: 'From this day on (YYYY-MM-DD, a day in Miami, included).' },
  to: { description: 'Up to this day (YYYY-MM-DD, a day in Miami, included).' },
  ...sourceFilterDocs,
};
const exportBody = documentObject(exportSchema, filterDocs);
const listQuery = documentObject(listSchema, {
  ...filterDocs,
  before: { description: 'The `older` cursor of the previous page: the leads after it in the list.' },
  after: { description: 'The `newer` cursor of the previous page: the leads before it in the list.' },
  limit: { description: `Leads per page, 1 to ${PAGE_SIZE_MAX} (default ${PAGE_SIZE}).` },
}) as { properties: Record<string, JsonSchema> };
const listParams: ParameterDoc[] = Object.entries(listQuery.properties).map(([name, schema]) => {
  const { description, ...rest } = schema as { description: string };
  return { name, in: 'query', description, required: false, schema: rest as JsonSchema };
});

const staffUnsigned = { '401': refusal('No staff session (or it ended). Message: "Please sign in with a staff account to continue."') };
const staffXsrf = { '403': refusal('Missing or wrong `X-Staff-XSRF-Token` header, or sent from another site’s page.') };
const leadNotFound = { '404': refusal('No such lead (it may have been deleted).') };

export const staffOperations = {
  staffLogin: {
    method: 'POST',
    path: '/api/staff/login',
    operationId: 'staffLogin',
    tag: 'Staff',
    summary: 'Sign a staff member in',
    description: 'Same origin only; failed sign-ins are limited like patients’, on counters of their own.',
    body: jsonBody(bodies.staffLogin),
    bodyRequired: true,
    security: 'public',
    responses: {
      '200': { description: 'Signed in, with the staff cookies.', schema: s.staffLoginReply, headers: staffCookies },
      '400': { description: 'Not valid JSON, or a malformed body (with `errors`).', schema: s.staffFieldsReply },
      '401': refusal('A wrong e-mail or password.'),
      '403': refusal('A disabled account, or another site’s page.'),
      '413': jsonRefusals['413'],
      '415': jsonRefusals['415'],
      '429': refusal('Too many failed sign-ins.', retryAfter),
      ...failure,
    },
  },
  staffLogout: {
    method: 'POST',
    path: '/api/staff/logout',
    operationId: 'staffLogout',
    tag: 'Staff',
    summary: 'Sign a staff member out',
    description: 'Body: JSON or none. With a live session, `X-Staff-XSRF-Token` must match.',
    body: jsonBody({ type: 'object' } as JsonSchema),
    security: 'public',
    responses: {
      '200': { description: 'Signed out.', schema: s.staffMessageReply },
      '400': jsonRefusals['400'],
      '403': refusal('Another site’s page, or a session without the matching header.'),
      '413': jsonRefusals['413'],
      '415': refusal('A body that is not `application/json`.'),
      ...failure,
    },
  },
  staffSetPassword: {
    method: 'POST',
    path: '/api/staff/set-password',
    operationId: 'staffSetPassword',
    tag: 'Staff',
    summary: 'Set a staff password with the one-time link',
    body: jsonBody(bodies.setPassword),
    bodyRequired: true,
    security: 'public',
    responses: {
      '200': { description: 'Set; sign in with it.', schema: s.staffMessageReply },
      '400': { description: 'Not valid JSON, an invalid or expired link, or refused fields (`errors`).', schema: s.staffFieldsReply },
      '403': sameOrigin['403'],
      '413': jsonRefusals['413'],
      '415': jsonRefusals['415'],
      ...perIpLimit(20, 10),
      ...failure,
    },
  },
  staffMe: {
    method: 'GET',
    path: '/api/staff/me',
    operationId: 'staffMe',
    tag: 'Staff',
    summary: 'Who is signed in',
    security: 'staff',
    responses: { '200': { description: 'The staff member and when the session ends.', schema: s.staffMeReply }, ...staffUnsigned, ...failure },
  },
  staffFailedMail: {
    method: 'GET',
    path: '/api/staff/mail/failed',
    operationId: 'listFailedMail',
    tag: 'Staff',
    summary: 'Mail the SMTP server refused for good',
    description: 'The latest 100, newest first; never a body.',
    security: 'staff',
    responses: { '200': { description: 'The refused mails.', schema: s.failedMailReply }, ...staffUnsigned, ...failure },
  },
  staffLeads: {
    method: 'GET',
    path: '/api/staff/leads',
    operationId: 'listLeads',
    tag: 'Staff',
    summary: 'The inbox: leads, newest first, a page at a time',
    security: 'staff',
    parameters: listParams,
    responses: {
      '200': { description: 'A page of leads and the cursors around it.', schema: s.leadListReply },
      '400': refusal('A filter, cursor or limit that is not valid.'),
      ...staffUnsigned,
      ...failure,
    },
  },
  staffExport: {
    method: 'POST',
    path: '/api/staff/leads/export',
    operationId: 'exportLeads',
    tag: 'Staff',
    summary: 'Every matching lead as CSV',
    security: 'staffWrite',
    body: jsonBody(exportBody),
    responses: {
      '200': {
        description: 'A UTF-8 CSV attachment `leads-YYYY-MM-DD.csv`.',
        content: { 'text/csv': { type: 'string' } as JsonSchema },
        headers: { 'Content-Disposition': { description: '`attachment; filename="leads-YYYY-MM-DD.csv"`', schema: { type: 'string' } as JsonSchema } },
      },
      '400': refusal('Not valid JSON, or a filter that is not valid.'),
      ...staffUnsigned,
      ...staffXsrf,
      '413': jsonRefusals['413'],
      '415': jsonRefusals['415'],
      ...failure,
    },
  },
  staffLead: {
    method: 'GET',
    path: '/api/staff/leads/:kind/:id',
    operationId: 'getLead',
    tag: 'Staff',
    summary: 'One lead and its audit log (the view is recorded)',
    security: 'staff',
    parameters: leadParams,
    responses: { '200': { description: 'The lead.', schema: s.leadReply }, ...staffUnsigned, ...leadNotFound, ...failure },
  },
  staffChangeLead: {
    method: 'PATCH',
    path: '/api/staff/leads/:kind/:id',
    operationId: 'changeLead',
    tag: 'Staff',
    summary: 'Change a lead’s status or note',
    security: 'staffWrite',
    parameters: leadParams,
    body: jsonBody(bodies.change),
    bodyRequired: true,
    responses: {
      '200': { description: 'Saved (or nothing changed), with the lead and its audit log.', schema: s.leadChangedReply },
      '400': { description: 'Not valid JSON, or refused fields (`errors`).', schema: s.staffFieldsReply },
      ...staffUnsigned,
      ...staffXsrf,
      ...leadNotFound,
      '413': jsonRefusals['413'],
      '415': jsonRefusals['415'],
      ...failure,
    },
  },
  staffDeleteLead: {
    method: 'DELETE',
    path: '/api/staff/leads/:kind/:id',
    operationId: 'deleteLead',
    tag: 'Staff',
    summary: 'Delete a lead and its photo',
    security: 'staffWrite',
    parameters: leadParams,
    responses: { '200': { description: 'Deleted.', schema: s.staffMessageReply }, ...staffUnsigned, ...staffXsrf, ...leadNotFound, ...failure },
  },
  staffLeadPhoto: {
    method: 'GET',
    path: '/api/staff/leads/consultation/:id/photo',
    operationId: 'getLeadPhoto',
    tag: 'Staff',
    summary: 'A consultation’s photo',
    description: 'Never cached (`Cache-Control: no-store`).',
    security: 'staff',
    parameters: [leadParams[1] as ParameterDoc],
    responses: {
      '200': { description: 'The JPEG.', content: { 'image/jpeg': { type: 'string', contentMediaType: 'image/jpeg' } as JsonSchema } },
      ...staffUnsigned,
      '404': refusal('No such consultation, or it has no photo.'),
      ...failure,
    },
  },
} satisfies Record<string, ApiOperation>;
