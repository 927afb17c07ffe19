/**
 * Every call under /api (docs/product/api.md): method, path, what it takes and what it answers per
 * status, with the valibot schema of each JSON reply. The routes take their reply shapes from here
 * (reply-serializer.ts) and the OpenAPI document is built from here (openapi-document.ts), so the
 * two cannot drift; tests/server/openapi.test.ts holds the real replies against it.
 */
import type * as v from 'valibot';
import { apiPath } from '../src/config/clinic';
import { consultationFieldsSchema, contactSchema, forgotSchema, leadFormExtrasSchema, loginSchema, registerSchema, resetSchema, updateProfileSchema } from './accounts/account-request-schemas';
import { LIMITS } from './validation/field-schemas';
import { changeSchema, exportSchema, listSchema, NOTE_MAX, PAGE_SIZE, PAGE_SIZE_MAX } from './staff/inbox-request';
import { setPasswordSchema } from './staff/staff-accounts';
import { LEAD_KINDS } from './staff/lead-statuses';
import { MAX_ROW_ID } from './db/column-ranges';
import { sourceFilterDocs } from './lead-sources/source-filters';
import { resultsReply } from './lead-sources/results-reply';
import { leadSourceFieldDoc } from './lead-sources/lead-source-field';
import { testModeFieldDoc } from './test-leads/test-mode';
import type { JsonSchema } from './http/json-schema';
import { botGuardFields, documentObject, fieldDocs, type FieldDoc } from './http/request-docs';
import * as r from './http/reply-schemas';
import * as s from './staff/staff-reply-schemas';
import { faqSetOperations } from './faq-sets/faq-set-operations';
import { appointmentFieldDocs, appointmentOperations, consultationTimeReplies } from './appointments/appointment-operations';
import { postOperations } from './blog/post-operations';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HeaderDoc {
  description: string;
  schema: JsonSchema;
}

export interface ReplyDoc {
  description: string;
  /** the JSON body; absent for a body that is not JSON (`content`) or none */
  schema?: v.GenericSchema;
  /** a body that is not JSON: media type → JSON Schema */
  content?: Record<string, JsonSchema>;
  headers?: Record<string, HeaderDoc>;
}

export interface ParameterDoc {
  name: string;
  in: 'path' | 'query' | 'header';
  description: string;
  required: boolean;
  schema: JsonSchema;
}

export interface ApiOperation {
  method: HttpMethod;
  /** as the router writes it (`:slug`) */
  path: string;
  operationId: string;
  tag: 'Lead forms' | 'Appointments' | 'Accounts' | 'Blog' | 'FAQ sets' | 'Staff' | 'About the API';
  summary: string;
  description?: string;
  parameters?: ParameterDoc[];
  /** media type → body schema */
  body?: Record<string, JsonSchema>;
  bodyRequired?: boolean;
  /** session cookies and headers the call needs */
  security?: 'visitor' | 'staff' | 'staffWrite';
  responses: Record<string, ReplyDoc>;
}

// ---- headers and refusals shared by many calls ----

const retryAfter: Record<string, HeaderDoc> = {
  'Retry-After': { description: 'Seconds to wait; the message words the same wait.', schema: { type: 'integer', minimum: 1 } as JsonSchema },
};
const publicCache: Record<string, HeaderDoc> = {
  'Cache-Control': { description: '`public, max-age=60`', schema: { type: 'string' } as JsonSchema },
};
const sessionCookies: Record<string, HeaderDoc> = {
  'Set-Cookie': { description: 'The session cookie (`sid`, `__Host-sid` under https; httpOnly) and `XSRF-TOKEN`, readable by the page.', schema: { type: 'string' } as JsonSchema },
};
const staffCookies: Record<string, HeaderDoc> = {
  'Set-Cookie': { description: 'The staff session cookie (`staff_sid`, `__Host-staff_sid` under https) and `STAFF-XSRF-TOKEN`.', schema: { type: 'string' } as JsonSchema },
};

const refusal = (description: string, headers?: Record<string, HeaderDoc>): ReplyDoc => ({ description, schema: r.errorReply, ...(headers ? { headers } : {}) });

const failure = { '500': refusal('Something unexpected failed; it is logged. Message: "Something went wrong. Please try again."') };

/** What the JSON body parser and the content-type guard answer before the call runs. */
const jsonRefusals = {
  '400': refusal('The body is not valid JSON (malformed, truncated or empty).'),
  '413': refusal('The body is over 64 KB.'),
  '415': refusal('The body is not `application/json`.'),
};
const sameOrigin = { '403': refusal('Sent from another site’s page: `Origin` is neither the site’s nor the requested host.') };
const perIpLimit = (max: number, minutes: number) => ({
  '429': refusal(`More than ${max} requests from this IP in ${minutes} minutes.`, retryAfter),
});

const jsonBody = (schema: JsonSchema) => ({ 'application/json': schema });

const pathParam = (name: string, description: string, schema: JsonSchema): ParameterDoc => ({ name, in: 'path', description, required: true, schema });

const leadParams = [
  pathParam('kind', 'The kind of lead.', { type: 'string', enum: [...LEAD_KINDS] } as JsonSchema),
  pathParam('id', `The lead’s id (a consultation request’s and a contact message’s ids are counted apart), 1 to ${MAX_ROW_ID}; past that it names no lead (404).`, { type: 'string', pattern: '^\\d{1,10}$' } as JsonSchema),
];

// ---- request bodies ----

const password = fieldDocs.newPassword;
const givenPassword: FieldDoc = { description: 'The account’s password, as typed.', required: true };
const token: FieldDoc = { description: 'The `token` of the link the e-mail carried.', required: true, hints: { maxLength: 200 } };

/** The lead forms' extras, from their schema like the fields they come with. */
const leadFormExtras = (documentObject(leadFormExtrasSchema, { ...botGuardFields, lead_source: leadSourceFieldDoc }) as { properties: Record<string, JsonSchema> }).properties;

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
  contact: documentObject(
    contactSchema,
    { name: fieldDocs.name, email: fieldDocs.email, phone: fieldDocs.phone, message: fieldDocs.message },
    { ...leadFormExtras, test_mode: testModeFieldDoc },
  ),
  consultation: documentObject(
    consultationFieldsSchema,
    {
      first_name: fieldDocs.first_name,
      last_name: fieldDocs.last_name,
      email: fieldDocs.email,
      phone: fieldDocs.phone,
      message: fieldDocs.message,
      form_page_name: { description: `The page the form was sent from (up to ${LIMITS.pageUrl} characters).`, hints: { maxLength: LIMITS.pageUrl } },
    },
    {
      ...leadFormExtras,
      test_mode: testModeFieldDoc,
      image: { type: 'string', contentMediaType: 'image/jpeg', description: 'One JPEG photo up to 16 MB; it is re-encoded and its metadata (EXIF, GPS) dropped.' } as JsonSchema,
      ...appointmentFieldDocs,
    },
  ),
  staffLogin: documentObject(loginSchema, { email: fieldDocs.email, password: givenPassword }),
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

// ---- the calls ----

const staffUnsigned = { '401': refusal('No staff session (or it ended). Message: "Please sign in with a staff account to continue."') };
const staffXsrf = { '403': refusal('Missing or wrong `X-Staff-XSRF-Token` header, or sent from another site’s page.') };
const leadNotFound = { '404': refusal('No such lead (it may have been deleted).') };

export const apiOperations = {
  ...appointmentOperations,
  consultation: {
    method: 'POST',
    path: apiPath('scheduleconversation'),
    operationId: 'bookConsultation',
    tag: 'Lead forms',
    summary: 'Book a consultation, with a photo',
    description:
      'A multipart form: the fields and one JPEG under `image`. Limits: one file up to 16 MB, 20 fields of up to 64 KB, 25 parts. Partner origins may call it (CORS). With `appointment_type` and `appointment_start` it books that time; an `Idempotency-Key` header (a UUID per filled form, reused on retries) makes a retried submit get the first answer instead of storing twice.',
    body: { 'multipart/form-data': bodies.consultation },
    bodyRequired: true,
    responses: {
      '200': {
        description: 'Stored (`success` true, with `appointment` when a time was booked), a bot (the same answer, nothing stored), or refused fields (`success` false, the photo’s error under `image`); a stamp over 12 hours old is refused under `form`.',
        schema: consultationTimeReplies.ok,
      },
      ...consultationTimeReplies.refusals,
      '400': refusal('The multipart body could not be read (no boundary, a part cut short).'),
      '413': refusal('A photo over 16 MB (or a `Content-Length` over 18 MB, refused before the body is read), a second file, or too many or too long fields.'),
      '415': refusal('Not `multipart/form-data`.'),
      ...perIpLimit(20, 10),
      '503': refusal('Too many photos at once (every upload slot taken and the short queue full, or no slot free within 10 s; the body is not read) or photo decoding busy: try again after `Retry-After` seconds.', retryAfter),
      ...failure,
    },
  },
  contact: {
    method: 'POST',
    path: apiPath('contactus'),
    operationId: 'sendContactMessage',
    tag: 'Lead forms',
    summary: 'Send a message to the clinic',
    description: 'Partner origins may call it (CORS).',
    body: jsonBody(bodies.contact),
    bodyRequired: true,
    responses: {
      '200': { description: 'Received (`success` true; a bot gets the same), or refused fields (`success` false).', schema: r.leadFormReply },
      ...jsonRefusals,
      ...perIpLimit(20, 10),
      ...failure,
    },
  },
  formStamp: {
    method: 'GET',
    path: '/api/form-stamp',
    operationId: 'getFormStamp',
    tag: 'Lead forms',
    summary: 'A time stamp for a lead form',
    description: 'Fetch it when the form is shown and send it back as `form_stamp`.',
    responses: { '200': { description: 'A signed stamp.', schema: r.formStampReply }, ...failure },
  },
  register: {
    method: 'POST',
    path: apiPath('register'),
    operationId: 'register',
    tag: 'Accounts',
    summary: 'Create an account',
    description: 'An e-mail that already has an account gets the same success answer (its owner is e-mailed instead). Same origin only.',
    body: jsonBody(bodies.register),
    bodyRequired: true,
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
  blogList: {
    method: 'GET',
    path: '/api/blog-list',
    operationId: 'listBlogPosts',
    tag: 'Blog',
    summary: 'Every article of one language, newest first',
    description: 'Partner origins may call it (CORS).',
    parameters: [
      {
        name: 'lang',
        in: 'query',
        description: '"es" lists the Spanish articles; without it (or any other value) the English ones.',
        required: false,
        schema: { type: 'string' } as JsonSchema,
      },
    ],
    responses: { '200': { description: 'The articles.', schema: r.blogListReply, headers: publicCache }, ...failure },
  },
  blogDetails: {
    method: 'GET',
    path: '/api/blog-details/:slug',
    operationId: 'getBlogPost',
    tag: 'Blog',
    summary: 'One article',
    description: 'Partner origins may call it (CORS).',
    parameters: [pathParam('slug', 'The article’s slug.', { type: 'string', maxLength: 200 } as JsonSchema)],
    responses: {
      '200': { description: 'The article.', schema: r.blogDetailsReply, headers: publicCache },
      '404': refusal('No article with this slug. Message: "This article could not be found."'),
      ...failure,
    },
  },
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: 'About the API',
    summary: 'This description of the API (OpenAPI 3.1)',
    description: 'Cacheable (`Cache-Control: public, max-age=300`, `ETag`); any origin may read it.',
    responses: {
      '200': { description: 'The OpenAPI document.', schema: r.openApiReply, headers: { ETag: { description: 'The document’s version.', schema: { type: 'string' } as JsonSchema } } },
      '304': { description: 'Not modified since the `If-None-Match` ETag.' },
    },
  },

  staffLogin: {
    method: 'POST',
    path: '/api/staff/login',
    operationId: 'staffLogin',
    tag: 'Staff',
    summary: 'Sign a staff member in',
    description: 'Same origin only; failed sign-ins are limited like patients’, on counters of their own.',
    body: jsonBody(bodies.staffLogin),
    bodyRequired: true,
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
  staffLeadSourceResults: {
    method: 'GET',
    path: '/api/staff/lead-sources/results',
    operationId: 'leadSourceResults',
    tag: 'Staff',
    summary: 'Where leads came from: leads per week by source and partner, the funnel, landing pages, languages',
    description: 'The figures of the results page (/staff/results) for a range of Miami days, both included: the last 12 weeks when absent, at most two years.',
    security: 'staff',
    parameters: [
      { name: 'from', in: 'query', description: 'The first day (YYYY-MM-DD, Miami).', required: false, schema: { type: 'string', format: 'date' } as JsonSchema },
      { name: 'to', in: 'query', description: 'The last day (YYYY-MM-DD, Miami); today when absent.', required: false, schema: { type: 'string', format: 'date' } as JsonSchema },
      { name: 'kind', in: 'query', description: 'Only this kind of lead.', required: false, schema: { type: 'string', enum: ['', ...LEAD_KINDS] } as JsonSchema },
    ],
    responses: {
      '200': { description: 'The figures.', schema: resultsReply },
      '400': refusal('A day that is not valid, From after To, or more than two years. Message: "Please choose a From day on or before the To day, at most two years apart."'),
      ...staffUnsigned,
      ...failure,
    },
  },
  ...faqSetOperations,
  ...postOperations,
} satisfies Record<string, ApiOperation>;

export type OperationName = keyof typeof apiOperations;
