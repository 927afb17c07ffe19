/**
 * The API described (docs/product/api.md#the-api-described): GET /api/openapi.json is a valid
 * OpenAPI 3.1 document, it names exactly the routes the server registers under /api, and the real
 * replies of every call, successes and the main refusals, match the reply it documents for their
 * status (body shape, media type, Retry-After). The declared shapes also bind: a key a reply does
 * not declare never leaves the server, and a reply of the wrong shape becomes a logged 500. The
 * client's types (src/api/api-types.ts) are checked against the same schemas at compile time.
 * Dialect-independent: SQLite only.
 */
import { PRACTITIONER_ID } from '../../server/db/consultation-types';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import Fastify from 'fastify';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type * as client from '../../src/api/api-types';
import { apiPath } from '../../src/config/clinic';
import type { ApiOperation } from '../../server/http/api-operation';
import * as httpReplies from '../../server/http/reply-schemas';
import * as accountReplies from '../../server/accounts/account-replies';
import * as leadReplies from '../../server/leads/lead-replies';
import * as blogReplies from '../../server/blog/blog-replies';
import { replyShapes } from '../../server/http/reply-serializer';
import { relaxedRateLimits } from '../../server/plugins/rate-limit';
import type * as requests from '../../server/accounts/account-request-schemas';
import type * as leadRequests from '../../server/leads/lead-request-schemas';
import type * as staffReplies from '../../server/staff/staff-reply-schemas';
import type { exportSchema } from '../../server/staff/inbox-request';
import { softwarePasskey } from './helpers/software-passkey';
import type { AuditAction } from '../../server/db/staff-tables';
import type * as staffPages from '../../site/staff/staff-types';
import type { backupStatusReply } from '../../server/backups/backup-replies';
import type { BackupStatusAnswer } from '../../site/staff/backups/backup-types';
import type { PeopleAnswer, PeopleChangedAnswer } from '../../site/staff/people/people-types';
import { GOOD_PASSWORD, registerAndSignIn, registration, uniqueEmail } from './helpers/accounts';
import { withProof } from './helpers/proof-of-work';
import { enrollmentBody, withCourseProof } from './helpers/course-enrollment';
import { makeJpeg } from './helpers/images';
import { issueUnsubscribeToken } from '../../server/marketing-mail';
import type { TestClient } from './helpers/test-client';
import { readOutbox, resetLinkIn, type ReadMail } from './helpers/outbox';
import { plainTextOf } from './helpers/invitations';
import { issueCertificate } from '../../server/courses/certificates';
import { courseContext } from '../../server/courses/courses-plugin';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestResponse } from './helpers/test-client';
import { STAFF_PASSWORD, TOTP_PERIOD_MS, addStaffAccount, bookConsultation, passSecondFactor, sendContactMessage, setPasswordThroughLink, staffCall, newStaffMember, totpCode } from './staff-fixtures';

/** Every reply shape the public calls answer with, wherever its feature declares it. */
const replies = { ...httpReplies, ...accountReplies, ...leadReplies, ...blogReplies };

interface DocumentedReply {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: unknown }>;
}
interface DocumentedOperation {
  operationId: string;
  responses: Record<string, DocumentedReply>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { schema: unknown }[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, DocumentedOperation>>;
}

const EVIL_ORIGIN = 'https://evil.example';

/** The same schema with every declared object closed, so a reply carrying an undeclared key fails. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([k, x]) => [k, k === 'properties' ? Object.fromEntries(Object.entries(x as object).map(([p, s]) => [p, closed(s)])) : closed(x)]));
  if ('properties' in out && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

const form = (fields: Record<string, string>, files: Buffer[] = []) => {
  const data = new FormData();
  for (const [k, x] of Object.entries(fields)) data.append(k, x);
  for (const file of files) data.append('image', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'photo.jpg');
  return data;
};
const consultationFields = () => ({
  first_name: 'Lucia',
  last_name: 'Fernandez',
  email: uniqueEmail('openapi'),
  phone: '(305) 555-0188',
  message: 'Jawline, please.',
  form_page_name: 'https://clinic.example/consultation',
});

describe('the OpenAPI document', () => {
  let t: TestApp;
  let tight: TestApp;
  let doc: OpenApiDocument;
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, validateFormats: false, allErrors: true });
  const byId = new Map<string, { path: string; method: string; op: DocumentedOperation }>();
  const validators = new Map<string, ValidateFunction>();
  /** operationId → statuses whose real reply was checked */
  const checked = new Map<string, Set<number>>();

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    // production-like limits for the 429s, and a decode gate that turns photos away quickly for the 503
    tight = await startTestApp('sqlite', {
      limits: {
        ...relaxedRateLimits,
        register: { max: 1, windowMs: 60_000 },
        contact: { max: 1, windowMs: 60_000 },
        consultation: { max: 1, windowMs: 60_000 },
        forgotPerIp: { max: 3, windowMs: 60_000 },
        forgotPerEmail: { max: 1, windowMs: 60_000 },
        reset: { max: 1, windowMs: 60_000 },
        profile: { max: 1, windowMs: 60_000 },
        loginFailures: { max: 1, windowMs: 60_000 },
      },
      decodeGate: { concurrent: 1, maxWaitMs: 100, retryAfterSeconds: 5 },
    });
    const res = await t.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body as unknown as OpenApiDocument;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) byId.set(op.operationId, { path, method, op });
    }
  });
  afterAll(async () => {
    await t?.close();
    await tight?.close();
  });

  /** Holds a real reply against what the document says `operationId` answers with its status. */
  function documented<T>(operationId: string, res: TestResponse<T>): TestResponse<T> {
    const entry = byId.get(operationId);
    if (!entry) throw new Error(`no operation ${operationId} in the document`);
    const reply = entry.op.responses[String(res.status)];
    expect(reply, `${operationId} answered ${res.status}, a status its document does not list: ${res.text.slice(0, 300)}`).toBeDefined();
    const content = reply?.content ?? {};
    const type = res.headers.get('content-type') ?? '';
    if (content['application/json']) {
      expect(type, `${operationId} ${res.status}`).toMatch(/^application\/json/);
      const key = `${operationId} ${res.status}`;
      let validate = validators.get(key);
      if (!validate) {
        validate = ajv.compile(closed(content['application/json'].schema) as object);
        validators.set(key, validate);
      }
      const ok = validate(res.body);
      expect(ok, `${key}: ${res.text.slice(0, 300)} does not match: ${ajv.errorsText(validate.errors)}`).toBe(true);
    } else if (Object.keys(content).length > 0) {
      expect(Object.keys(content).some((media) => type.startsWith(media)), `${operationId} ${res.status} sent ${type}`).toBe(true);
    } else {
      expect(res.text, `${operationId} ${res.status} documents no body`).toBe('');
    }
    if (reply?.headers && 'Retry-After' in reply.headers) expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    if (!checked.has(operationId)) checked.set(operationId, new Set());
    checked.get(operationId)?.add(res.status);
    return res;
  }

  it('is valid OpenAPI 3.1, served as cacheable JSON with an ETag', async () => {
    const res = await t.client().get('/api/openapi.json');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    documented('getOpenApiDocument', res);
    const again = await t.client().get('/api/openapi.json', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    documented('getOpenApiDocument', again);

    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds only schemas a JSON Schema 2020-12 validator compiles in strict mode', () => {
    const schemas: unknown[] = [];
    for (const { op } of byId.values()) {
      for (const reply of Object.values(op.responses)) for (const c of Object.values(reply.content ?? {})) schemas.push(c.schema);
      for (const c of Object.values(op.requestBody?.content ?? {})) schemas.push(c.schema);
      for (const p of op.parameters ?? []) schemas.push(p.schema);
    }
    expect(schemas.length).toBeGreaterThan(60);
    for (const schema of schemas) expect(() => ajv.compile(schema as object)).not.toThrow();
  });

  it('documents every route the server registers under /api, and no other', () => {
    const documentedRoutes = [...byId.values()].map(({ path, method }) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(new Set(registered).size).toBeGreaterThan(20);
    expect([...new Set(registered)].sort()).toEqual([...new Set(documentedRoutes)].sort());
  });

  it('matches the lead forms’ real replies: stored, refused, bots, malformed, too large, wrong type, limited, busy', async () => {
    const c = t.client();
    const stamp = documented('getFormStamp', await c.get('/api/form-stamp'));
    expect(stamp.body.success).toBe(true);

    const contact = { name: 'Maria Gonzalez', email: uniqueEmail('contact'), phone: '3055550123', message: 'Do you treat necks?' };
    expect(documented('sendContactMessage', await c.post(apiPath('contactus'), contact)).body.success).toBe(true);
    const refused = documented('sendContactMessage', await c.post(apiPath('contactus'), { ...contact, email: 'nope', website: '' }));
    expect(refused.body).toMatchObject({ success: false, errors: { email: expect.any(String) } });
    expect(documented('sendContactMessage', await c.post(apiPath('contactus'), { ...contact, website: 'http://spam' })).body.success).toBe(true);
    documented('sendContactMessage', await c.postRaw(apiPath('contactus'), '{"name":', { 'content-type': 'application/json' }));
    documented('sendContactMessage', await c.post(apiPath('contactus'), { ...contact, message: 'x'.repeat(70_000) }));
    documented('sendContactMessage', await c.postRaw(apiPath('contactus'), 'name=x', { 'content-type': 'application/x-www-form-urlencoded' }));

    const jpeg = await makeJpeg({ width: 64, height: 64 });
    expect(documented('bookConsultation', await c.postForm(apiPath('scheduleconversation'), form(consultationFields(), [jpeg]))).body.success).toBe(true);
    const noPhoto = documented('bookConsultation', await c.postForm(apiPath('scheduleconversation'), form({ ...consultationFields(), email: '' })));
    expect(noPhoto.body).toMatchObject({ success: false, errors: { image: expect.any(String), email: expect.any(String) } });
    documented('bookConsultation', await c.postForm(apiPath('scheduleconversation'), form(consultationFields(), [jpeg, jpeg])));
    documented('bookConsultation', await c.postRaw(apiPath('scheduleconversation'), '--x\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAn', { 'content-type': 'multipart/form-data; boundary=x' }));
    documented('bookConsultation', await c.post(apiPath('scheduleconversation'), consultationFields()));

    const tc = tight.client();
    documented('sendContactMessage', await tc.post(apiPath('contactus'), contact));
    expect(documented('sendContactMessage', await tc.post(apiPath('contactus'), contact)).status).toBe(429);
    let release = () => {};
    const held = tight.app.decodeGate.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(documented('bookConsultation', await tc.postForm(apiPath('scheduleconversation'), form(consultationFields(), [jpeg]))).status).toBe(503);
    release();
    await held;
    expect(documented('bookConsultation', await tc.postForm(apiPath('scheduleconversation'), form(consultationFields(), [jpeg]))).status).toBe(429);
  });

  it('matches the account calls’ real replies, keeping each call’s type of `success`', async () => {
    const c = t.client();
    const body = registration();
    const created = documented('register', await c.post(apiPath('register'), body));
    expect(created.text).toContain('"success":"1"');
    const refused = documented('register', await c.post(apiPath('register'), registration({ email: 'nope', confirm_password: 'other' })));
    expect(refused.text).toContain('"success":"0"');
    expect(documented('register', await t.client({ origin: EVIL_ORIGIN }).post(apiPath('register'), registration())).status).toBe(403);
    expect(documented('register', await c.postRaw(apiPath('register'), 'a=b', { 'content-type': 'text/plain' })).status).toBe(415);

    expect(documented('login', await c.post(apiPath('login'), { email: body.email, password: 'wrong-password-1' })).text).toContain('"success":0');
    expect(documented('login', await c.post(apiPath('login'), { email: 'nope' })).body).toMatchObject({ success: 0, data: { email: expect.any(Array) } });
    const signedIn = documented('login', await c.post(apiPath('login'), { email: body.email, password: body.password }));
    expect(signedIn.body).toMatchObject({ success: 1, user: { email: body.email } });
    expect(signedIn.headers.getSetCookie().length).toBeGreaterThanOrEqual(2);

    documented('logout', await c.request(apiPath('logout'), { method: 'POST', headers: { 'x-xsrf-token': 'wrong' } }));
    expect(documented('logout', await c.request(apiPath('logout'), { method: 'POST' })).body).toMatchObject({ success: 1 });

    expect(documented('forgotPassword', await c.post(apiPath('forgotpassword'), { email: body.email })).text).toContain('"success":1');
    documented('forgotPassword', await c.post(apiPath('forgotpassword'), { email: '' }));
    await t.app.mailer.flush();
    const link = resetLinkIn(readOutbox(t.dataDir).at(-1)!);
    const reset = { token: link.searchParams.get('token'), email: link.searchParams.get('email'), password: 'amber-canyon-77', confirm_password: 'amber-canyon-77' };
    expect(documented('resetPassword', await c.post(apiPath('reset'), { ...reset, token: 'not-a-token' })).body).toMatchObject({ success: false, errors: { token: expect.any(Array) } });
    expect(documented('resetPassword', await c.post(apiPath('reset'), { ...reset, password: 'short' })).body.success).toBe(false);
    expect(documented('resetPassword', await c.post(apiPath('reset'), reset)).body.success).toBe(true);

    const { client: me, user } = await registerAndSignIn(t);
    const profile = { id: user.id, first_name: 'Ana', last_name: 'Lee', email: user.email, password: '', phone: '3055550147', dob: '1990-05-01', gender: 'Female' };
    expect(documented('updateProfile', await me.post(apiPath('update-profile'), profile)).body).toMatchObject({ success: 1, user: { id: user.id } });
    expect(documented('updateProfile', await me.post(apiPath('update-profile'), { ...profile, phone: '12' })).body.success).toBe(false);
    expect(documented('updateProfile', await me.post(apiPath('update-profile'), { ...profile, id: user.id + 1000 })).status).toBe(403);
    expect(documented('updateProfile', await t.client().post(apiPath('update-profile'), profile)).status).toBe(401);

    // the limits, on the server with tight ones
    const tc = tight.client();
    const limited = registration();
    documented('register', await tc.post(apiPath('register'), limited));
    expect(documented('register', await tc.post(apiPath('register'), registration())).status).toBe(429);
    documented('login', await tc.post(apiPath('login'), { email: limited.email, password: 'wrong-password-1' }));
    const loginLimited = documented('login', await tc.post(apiPath('login'), { email: limited.email, password: GOOD_PASSWORD }));
    expect(loginLimited.status).toBe(429);
    expect(loginLimited.text).toContain('"success":0');
    const other = uniqueEmail('forgot');
    documented('forgotPassword', await tc.post(apiPath('forgotpassword'), { email: limited.email }));
    expect(documented('forgotPassword', await tc.post(apiPath('forgotpassword'), { email: limited.email })).text).toContain('"success":0');
    documented('forgotPassword', await tc.post(apiPath('forgotpassword'), { email: other }));
    const perIp = documented('forgotPassword', await tc.post(apiPath('forgotpassword'), { email: other }));
    expect(perIp.status).toBe(429);
    expect(perIp.text).toContain('"success":false');
    documented('resetPassword', await tc.post(apiPath('reset'), reset));
    expect(documented('resetPassword', await tc.post(apiPath('reset'), reset)).status).toBe(429);
    documented('updateProfile', await tc.post(apiPath('update-profile'), profile));
    expect(documented('updateProfile', await tc.post(apiPath('update-profile'), profile)).status).toBe(429);
  });

  it('matches the e-mail confirmation’s and her own appointments’ real replies', async () => {
    const a = await registerAndSignIn(t);
    await t.app.mailer.flush();
    const confirmation = readOutbox(t.dataDir).filter((m) => m.to === a.user.email && m.subject.startsWith('Confirm your')).at(-1);
    const token = new URL(/(https?:\/\/\S+\/verify-email\?token=\S+)/.exec(confirmation?.text ?? '')?.[1] ?? 'http://x/').searchParams.get('token') ?? '';
    expect(documented('listOwnAppointments', await a.client.get('/api/account/appointments')).body).toMatchObject({ verified: false });
    expect(documented('listOwnAppointments', await t.client().get('/api/account/appointments')).status).toBe(401);
    expect(documented('resendVerification', await a.client.post('/api/account/verify-email/resend', { email: a.user.email })).status).toBe(200);
    expect(documented('resendVerification', await a.client.post('/api/account/verify-email/resend', { email: 'nope' })).body.success).toBe(false);
    expect(documented('resendVerification', await t.client({ origin: EVIL_ORIGIN }).post('/api/account/verify-email/resend', { email: a.user.email })).status).toBe(403);
    expect(documented('verifyEmail', await a.client.post('/api/account/verify-email', { token: 'nope' })).status).toBe(410);
    // the resend spent the registration's link: the newest one confirms
    await t.app.mailer.flush();
    const newest = readOutbox(t.dataDir).filter((m) => m.to === a.user.email && m.subject.startsWith('Confirm your')).at(-1);
    const fresh = new URL(/(https?:\/\/\S+\/verify-email\?token=\S+)/.exec(newest?.text ?? '')?.[1] ?? 'http://x/').searchParams.get('token') ?? '';
    expect(fresh).not.toBe(token);
    expect(documented('verifyEmail', await a.client.post('/api/account/verify-email', { token: fresh })).status).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    const until = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const free = (await t.client().get<{ days: { slots: { start: string }[] }[] }>(`/api/appointments/availability?type=video&from=${today}&to=${until}`)).body.days.flatMap((d) => d.slots).map((x) => x.start);
    const jpeg = await makeJpeg({ width: 64, height: 64 });
    const fields = { ...consultationFields(), email: a.user.email, phone: '(305) 555-0177', appointment_type: 'video', appointment_start: free[0] ?? '' };
    expect((await a.client.postForm(apiPath('scheduleconversation'), await withProof(t.baseUrl, form(fields, [jpeg])))).status).toBe(200);
    const listed = documented('listOwnAppointments', await a.client.get<{ appointments: { id: number }[] }>('/api/account/appointments'));
    const id = listed.body.appointments[0]?.id ?? 0;
    const path = (what: string, which = id) => `/api/account/appointments/${which}/${what}`;
    expect(documented('moveOwnAppointment', await a.client.post(path('reschedule'), { start: 'soon' })).status).toBe(400);
    expect(documented('moveOwnAppointment', await a.client.post(path('reschedule'), { start: free[0] })).status).toBe(200);
    expect(documented('moveOwnAppointment', await a.client.post(path('reschedule'), { start: '2020-01-01T15:00:00.000Z' })).status).toBe(409);
    expect(documented('moveOwnAppointment', await t.client().post(path('reschedule'), { start: free[1] })).status).toBe(401);
    expect(documented('moveOwnAppointment', await a.client.post(path('reschedule', id + 1000), { start: free[1] })).status).toBe(404);
    expect(documented('moveOwnAppointment', await a.client.post(path('reschedule'), { start: free[1] }, { 'x-xsrf-token': 'wrong' })).status).toBe(403);
    expect(documented('cancelOwnAppointment', await a.client.post(path('cancel'), {})).status).toBe(200);
    expect(documented('cancelOwnAppointment', await a.client.post(path('cancel'), {})).status).toBe(409);
    expect(documented('cancelOwnAppointment', await a.client.post(path('cancel', id + 1000), {})).status).toBe(404);
    expect(documented('cancelOwnAppointment', await t.client().post(path('cancel'), {})).status).toBe(401);
  });

  it('matches her health form’s real replies', async () => {
    const a = await registerAndSignIn(t);
    await t.app.mailer.flush();
    const confirmation = readOutbox(t.dataDir).filter((m) => m.to === a.user.email && m.subject.startsWith('Confirm your')).at(-1);
    const token = new URL(/(https?:\/\/\S+\/verify-email\?token=\S+)/.exec(confirmation?.text ?? '')?.[1] ?? 'http://x/').searchParams.get('token') ?? '';
    expect((await a.client.post('/api/account/verify-email', { token })).status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const until = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const free = (await t.client().get<{ days: { slots: { start: string }[] }[] }>(`/api/appointments/availability?type=in-person&from=${today}&to=${until}`)).body.days.flatMap((d) => d.slots).map((x) => x.start);
    const jpeg = await makeJpeg({ width: 64, height: 64 });
    const fields = { ...consultationFields(), email: a.user.email, phone: '(305) 555-0178', appointment_type: 'in-person', appointment_start: free.at(-1) ?? '' };
    expect((await a.client.postForm(apiPath('scheduleconversation'), await withProof(t.baseUrl, form(fields, [jpeg])))).status).toBe(200);
    const id = (await t.app.db.selectFrom('appointments').select('id').where('user_id', '=', a.user.id).executeTakeFirstOrThrow()).id;
    const path = `/api/account/appointments/${id}/health-form`;
    documented('getHealthFormQuestions', await t.client().get('/api/account/health-form/questions'));
    expect(documented('getHealthForm', await a.client.get(path)).status).toBe(200);
    expect(documented('getHealthForm', await t.client().get(path)).status).toBe(401);
    expect(documented('getHealthForm', await a.client.get(`/api/account/appointments/${id + 1000}/health-form`)).status).toBe(404);
    const answers = { pregnant: false, bloodThinners: false, bleedingDisorder: false, keloids: false, skinInfection: false, isotretinoin: false, fillersOrThreads: false, anaestheticAllergy: false, implantedDevice: false, diabetes: true, autoimmune: false };
    const body = { answers, medications: 'Metformin', allergies: '', photo_consent: 'none', consent_version: 'consent-2026-11', accept_consent: true, signed_name: 'Ana Lee' };
    expect(documented('signHealthForm', await a.client.post(path, { ...body, answers: {} })).status).toBe(400);
    expect(documented('signHealthForm', await a.client.post(path, body)).status).toBe(201);
    expect(documented('signHealthForm', await a.client.post(path, body, { 'x-xsrf-token': 'wrong' })).status).toBe(403);
    expect(documented('signHealthForm', await t.client().post(path, body)).status).toBe(401);
    expect(documented('getHealthFormVersion', await a.client.get(`${path}/versions/1`)).status).toBe(200);
    expect(documented('getHealthFormVersion', await a.client.get(`${path}/versions/2`)).status).toBe(404);
    const cookie = [...a.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const pdf = await fetch(`${t.baseUrl}${path}/versions/1/pdf`, { headers: { cookie } });
    expect(documented('getHealthFormVersionPdf', { status: pdf.status, headers: pdf.headers, body: {}, text: '' }).status).toBe(200);
    expect(documented('getHealthFormVersionPdf', await a.client.get(`${path}/versions/9/pdf`)).status).toBe(404);
    // the staff side: the status for the calendar, the answers for the practitioner and the owner
    const staffer = await newStaffMember(t);
    // a practitioner, so the staff calls' test below still finds one owner only
    await t.app.db.updateTable('staff_users').set({ role: 'practitioner', practitioner_id: PRACTITIONER_ID }).where('email', '=', staffer.email).execute();
    expect(documented('listStaffHealthFormStatuses', await staffer.call('GET', `/api/staff/health-forms?appointments=${id}`)).status).toBe(200);
    expect(documented('listStaffHealthFormStatuses', await staffer.call('GET', '/api/staff/health-forms?appointments=x')).status).toBe(400);
    expect(documented('getStaffHealthForm', await staffer.call('GET', `/api/staff/appointments/${id}/health-form`)).status).toBe(200);
    expect(documented('getStaffHealthForm', await staffer.call('GET', `/api/staff/appointments/${id + 1000}/health-form`)).status).toBe(404);
    const signedId = (await a.client.get<{ health_forms: { id: number }[] }>('/api/account/export')).body.health_forms[0]?.id ?? 0;
    const byId = await fetch(`${t.baseUrl}/api/account/health-forms/${signedId}/pdf`, { headers: { cookie } });
    expect(documented('getOwnSignedFormPdf', { status: byId.status, headers: byId.headers, body: {}, text: '' }).status).toBe(200);
  });

  it('matches the marketing-mail calls’ real replies: the one-click unsubscribe and her account’s setting', async () => {
    const a = await registerAndSignIn(t);
    const token = await issueUnsubscribeToken(t.app.db, a.user.email, Date.now());
    const oneClick = (query: string) => t.client().postRaw(`/api/unsubscribe${query}`, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(documented('unsubscribeOneClick', await oneClick(`?token=${token}`)).status).toBe(200);
    expect(documented('unsubscribeOneClick', await oneClick('?token=short')).status).toBe(400);
    expect(documented('unsubscribeOneClick', await oneClick(`?token=${'A'.repeat(43)}`)).status).toBe(404);
    expect(documented('unsubscribeOneClick', await t.client().postRaw(`/api/unsubscribe?token=${token}`, '<x/>', { 'content-type': 'application/xml' })).status).toBe(415);
    const opened = await fetch(`${t.baseUrl}/api/unsubscribe?token=${token}`, { redirect: 'manual' });
    expect(documented('unsubscribePage', { status: opened.status, headers: opened.headers, body: {}, text: await opened.text() }).status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe?token=${token}`);
    const path = '/api/account/marketing-mail';
    expect(documented('getOwnMarketingMail', await a.client.get(path)).body).toMatchObject({ subscribed: false });
    expect(documented('getOwnMarketingMail', await t.client().get(path)).status).toBe(401);
    const put = (client: TestClient, body: string, headers: Record<string, string> = {}) => client.request(path, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body });
    expect(documented('setOwnMarketingMail', await put(a.client, '{"subscribed":true}')).status).toBe(403);
    expect(documented('setOwnMarketingMail', await put(t.client(), '{"subscribed":true}')).status).toBe(401);
    await t.app.mailer.flush();
    const confirmation = readOutbox(t.dataDir).filter((m) => m.to === a.user.email && m.subject.startsWith('Confirm your')).at(-1);
    const verify = new URL(/(https?:\/\/\S+\/verify-email\?token=\S+)/.exec(confirmation?.text ?? '')?.[1] ?? 'http://x/').searchParams.get('token') ?? '';
    expect((await a.client.post('/api/account/verify-email', { token: verify })).status).toBe(200);
    expect(documented('setOwnMarketingMail', await put(a.client, '{"subscribed":"yes"}')).status).toBe(400);
    expect(documented('setOwnMarketingMail', await put(a.client, '{"subscribed":')).status).toBe(400);
    expect(documented('setOwnMarketingMail', await put(a.client, 'subscribed=true', { 'content-type': 'text/plain' })).status).toBe(415);
    expect(documented('setOwnMarketingMail', await put(a.client, '{"subscribed":true}')).body).toMatchObject({ subscribed: true });
  });

  it('matches her data calls’ real replies: the download, a signed form’s PDF, closing her account', async () => {
    expect(documented('getDataTerms', await t.client().get('/api/account/data-terms')).body).toEqual({ success: true, medical_record_retention_years: 10 });
    const a = await registerAndSignIn(t);
    expect(documented('exportOwnData', await a.client.get('/api/account/export')).body).toMatchObject({ health_forms: [], marketing_mail: { subscribed: true } });
    expect(documented('exportOwnData', await t.client().get('/api/account/export')).status).toBe(401);
    expect(documented('getOwnSignedFormPdf', await a.client.get('/api/account/health-forms/99999/pdf')).status).toBe(404);
    expect(documented('getOwnSignedFormPdf', await t.client().get('/api/account/health-forms/1/pdf')).status).toBe(401);
    const close = (client: TestClient, body: string, headers: Record<string, string> = {}) => client.request('/api/account/close', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect(documented('closeOwnAccount', await close(t.client(), '{"password":"x"}')).status).toBe(401);
    expect(documented('closeOwnAccount', await close(a.client, '{}')).status).toBe(400);
    expect(documented('closeOwnAccount', await close(a.client, '{"password":')).status).toBe(400);
    expect(documented('closeOwnAccount', await close(a.client, 'password=x', { 'content-type': 'text/plain' })).status).toBe(415);
    expect(documented('closeOwnAccount', await close(a.client, '{"password":"not it"}')).status).toBe(403);
    expect(documented('closeOwnAccount', await close(a.client, JSON.stringify({ password: a.password }))).body).toMatchObject({ kept_health_forms: 0, kept_until: null });
  });

  it('matches the blog’s real replies', async () => {
    const list = documented('listBlogPosts', await t.client().get('/api/blog-list'));
    const first = (list.body as unknown as client.BlogListResponse).blogs[0];
    expect(first).toBeDefined();
    documented('getBlogPost', await t.client().get(`/api/blog-details/${first?.slug ?? ''}`));
    expect(documented('getBlogPost', await t.client().get('/api/blog-details/no-such-article')).status).toBe(404);
  });

  it('matches the staff calls’ real replies', async () => {
    const consultation = await bookConsultation(t);
    const contact = await sendContactMessage(t);
    const { email, link } = await addStaffAccount(t);
    expect(documented('staffSetPassword', await t.client().post('/api/staff/set-password', { token: 'nope', email, password: 'x', confirm_password: 'x' })).status).toBe(400);
    documented('staffSetPassword', await setPasswordThroughLink(t, link));
    expect(documented('staffLogin', await t.client().post('/api/staff/login', { email })).status).toBe(400);
    expect(documented('staffLogin', await t.client().post('/api/staff/login', { email, password: 'wrong-password-1' })).status).toBe(401);
    expect(documented('staffLogin', await t.client({ origin: EVIL_ORIGIN }).post('/api/staff/login', { email, password: 'x' })).status).toBe(403);

    const anonymous = staffCall(t.client());
    expect(documented('staffMe', await anonymous('GET', '/api/staff/me')).status).toBe(401);
    expect(documented('listLeads', await anonymous('GET', '/api/staff/leads')).status).toBe(401);
    expect(documented('deleteLead', await anonymous('DELETE', `/api/staff/leads/contact/${contact.id}`)).status).toBe(401);

    const staffClient = t.client();
    const signedIn = documented('staffLogin', await staffClient.post('/api/staff/login', { email, password: STAFF_PASSWORD }));
    expect(signedIn.body).toMatchObject({ success: true, staff: { email }, second_factor: 'enrol' });
    const staff = { call: staffCall(staffClient) };
    // the second factor (server/staff/staff-second-factor-routes.ts): an owner without one enrols before anything else
    expect(documented('staffMe', await staff.call('GET', '/api/staff/me')).status).toBe(403);
    expect(documented('staffSecondFactorStatus', await staff.call('GET', '/api/staff/second-factor')).body).toMatchObject({ second_factor: 'enrol' });
    expect(documented('staffSecondFactorStatus', await anonymous('GET', '/api/staff/second-factor')).status).toBe(401);
    expect(documented('staffVerifyCode', await staff.call('POST', '/api/staff/second-factor/verify', { code: '123456' })).status).toBe(409);
    expect(documented('staffVerifyCode', await anonymous('POST', '/api/staff/second-factor/verify', { code: '123456' })).status).toBe(401);
    expect(documented('staffConfirmTotp', await staff.call('POST', '/api/staff/second-factor/confirm', { code: '123456' })).status).toBe(400);
    expect(documented('staffEnrolTotp', await staff.call('POST', '/api/staff/second-factor/enrol', {}, { 'x-staff-xsrf-token': 'wrong' })).status).toBe(403);
    const enrol = documented('staffEnrolTotp', await staff.call<{ secret: string }>('POST', '/api/staff/second-factor/enrol'));
    expect(documented('staffConfirmTotp', await staff.call('POST', '/api/staff/second-factor/confirm', { code: 12 })).status).toBe(400);
    const step = Math.floor(t.app.clock() / TOTP_PERIOD_MS);
    expect(documented('staffConfirmTotp', await staff.call('POST', '/api/staff/second-factor/confirm', { code: totpCode(enrol.body.secret, step) })).body).toMatchObject({ success: true });
    expect(documented('staffConfirmTotp', await staff.call('POST', '/api/staff/second-factor/confirm', { code: totpCode(enrol.body.secret, step + 1) })).status).toBe(409);
    expect(documented('staffEnrolTotp', await staff.call('POST', '/api/staff/second-factor/enrol')).status).toBe(409);
    expect(documented('staffVerifyCode', await staff.call('POST', '/api/staff/second-factor/verify', { code: 'x'.repeat(41) })).status).toBe(400);
    expect(documented('staffVerifyCode', await staff.call('POST', '/api/staff/second-factor/verify', { code: '123456' })).status).toBe(409);
    const second = t.client();
    const pending = documented('staffLogin', await second.post<{ second_factor: string }>('/api/staff/login', { email, password: STAFF_PASSWORD }));
    expect(pending.body.second_factor).toBe('code');
    expect(documented('staffVerifyCode', await staffCall(second)('POST', '/api/staff/second-factor/verify', { code: 'AAAA-AAAA-AAAA-AAAA' })).status).toBe(401);
    // passkeys (server/staff/staff-passkey-routes.ts): a shaped answer no authenticator signed
    const bogus = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA', attestationObject: 'AAAA' } };
    expect(documented('staffPasskeySignInOptions', await staffCall(second)('POST', '/api/staff/second-factor/passkey/sign-in-options', {})).body).toMatchObject({ success: true, options: { rpId: '127.0.0.1' } });
    expect(documented('staffPasskeySignIn', await staffCall(second)('POST', '/api/staff/second-factor/passkey/sign-in', { response: bogus })).status).toBe(401);
    expect(documented('staffPasskeySignIn', await staffCall(second)('POST', '/api/staff/second-factor/passkey/sign-in', { response: bogus })).status).toBe(400);
    expect(documented('staffPasskeySignIn', await staffCall(second)('POST', '/api/staff/second-factor/passkey/sign-in', { response: { id: 1 } })).status).toBe(400);
    expect(documented('staffPasskeyRegisterOptions', await staffCall(second)('POST', '/api/staff/second-factor/passkey/register-options', {})).status).toBe(403);
    expect(documented('staffPasskeyRegister', await staffCall(second)('POST', '/api/staff/second-factor/passkey/register', { response: bogus })).status).toBe(403);
    expect(documented('staffPasskeyList', await staffCall(second)('GET', '/api/staff/second-factor/passkeys')).status).toBe(403);
    expect(documented('staffPasskeyRegisterOptions', await staff.call('POST', '/api/staff/second-factor/passkey/register-options', {})).body).toMatchObject({ success: true, options: { rp: { id: '127.0.0.1' } } });
    expect(documented('staffPasskeyRegister', await staff.call('POST', '/api/staff/second-factor/passkey/register', { response: bogus })).status).toBe(400);
    expect(documented('staffPasskeyRegister', await anonymous('POST', '/api/staff/second-factor/passkey/register', { response: bogus })).status).toBe(401);
    expect(documented('staffPasskeySignInOptions', await staff.call('POST', '/api/staff/second-factor/passkey/sign-in-options', {})).status).toBe(409);
    expect(documented('staffPasskeySignIn', await staff.call('POST', '/api/staff/second-factor/passkey/sign-in', { response: bogus })).status).toBe(409);
    // a passkey a software authenticator makes and signs with (helpers/software-passkey.ts)
    const passkey = softwarePasskey(t.baseUrl, '127.0.0.1');
    const regOptions = await staff.call<{ options: { challenge: string } }>('POST', '/api/staff/second-factor/passkey/register-options', {});
    expect(documented('staffPasskeyRegister', await staff.call('POST', '/api/staff/second-factor/passkey/register', { response: passkey.register(regOptions.body.options.challenge) })).status).toBe(200);
    const third = t.client();
    await third.post('/api/staff/login', { email, password: STAFF_PASSWORD });
    const signInOpts = await staffCall(third)<{ options: { challenge: string } }>('POST', '/api/staff/second-factor/passkey/sign-in-options', {});
    expect(documented('staffPasskeySignIn', await staffCall(third)('POST', '/api/staff/second-factor/passkey/sign-in', { response: passkey.signIn(signInOpts.body.options.challenge) })).status).toBe(200);
    const mine = documented('staffPasskeyList', await staff.call<{ passkeys: { id: number }[] }>('GET', '/api/staff/second-factor/passkeys'));
    expect(mine.body.passkeys).toHaveLength(1);
    expect(documented('staffPasskeyRemove', await staff.call('POST', `/api/staff/second-factor/passkeys/${mine.body.passkeys[0]!.id}/remove`, {})).status).toBe(200);
    expect(documented('staffPasskeyList', await anonymous('GET', '/api/staff/second-factor/passkeys')).status).toBe(401);
    expect(documented('staffPasskeyRemove', await staff.call('POST', '/api/staff/second-factor/passkeys/99999/remove', {})).status).toBe(404);
    expect(documented('staffPasskeyRemove', await staff.call('POST', '/api/staff/second-factor/passkeys/1/remove', {}, { 'x-staff-xsrf-token': 'wrong' })).status).toBe(403);
    expect(documented('staffVerifyCode', await staffCall(second)('POST', '/api/staff/second-factor/verify', { code: totpCode(enrol.body.secret, step + 1) })).body).toMatchObject({ success: true, home: '/staff' });
    documented('staffMe', await staff.call('GET', '/api/staff/me'));
    documented('listFailedMail', await staff.call('GET', '/api/staff/mail/failed'));
    expect(documented('getBackupStatus', await staff.call('GET', '/api/staff/backups')).body).toMatchObject({ success: true, enabled: false, warning: { kind: 'off' } });
    expect(documented('getBackupStatus', await anonymous('GET', '/api/staff/backups')).status).toBe(401);
    // staff management (server/staff/staff-people-routes.ts): this account is an owner
    const everyone = documented('listStaffAccounts', await staff.call('GET', '/api/staff/people')).body as unknown as PeopleAnswer;
    const ownId = everyone.people.find((p) => p.email === email)?.id ?? 0;
    expect(documented('listStaffAccounts', await anonymous('GET', '/api/staff/people')).status).toBe(401);
    const invitee = uniqueEmail('invitee');
    const invited = documented('inviteStaff', await staff.call('POST', '/api/staff/people', { email: invitee, role: 'front_desk' })).body as unknown as PeopleChangedAnswer;
    const inviteeId = invited.people.find((p) => p.email === invitee)?.id ?? 0;
    expect(documented('inviteStaff', await staff.call('POST', '/api/staff/people', { email: 'nope', role: 'janitor' })).status).toBe(400);
    expect(documented('inviteStaff', await staff.call('POST', '/api/staff/people', { email: invitee, role: 'owner' }, { 'x-staff-xsrf-token': 'wrong' })).status).toBe(403);
    expect(documented('inviteStaff', await staff.call('POST', '/api/staff/people', 'x', { 'content-type': 'text/plain' })).status).toBe(415);
    expect(documented('inviteStaff', await staff.call('POST', '/api/staff/people', { email, role: 'marketing' })).status).toBe(409);
    documented('changeStaffRole', await staff.call('POST', `/api/staff/people/${inviteeId}/role`, { role: 'marketing' }));
    expect(documented('changeStaffRole', await staff.call('POST', '/api/staff/people/999999999/role', { role: 'owner' })).status).toBe(404);
    expect(documented('changeStaffRole', await staff.call('POST', `/api/staff/people/${ownId}/role`, { role: 'owner' })).status).toBe(409);
    expect(documented('changeStaffRole', await staff.call('POST', `/api/staff/people/${inviteeId}/role`, { role: 1 })).status).toBe(400);
    documented('resetStaffSecondFactor', await staff.call('POST', `/api/staff/people/${inviteeId}/second-factor/reset`, {}));
    expect(documented('resetStaffSecondFactor', await staff.call('POST', `/api/staff/people/${ownId}/second-factor/reset`)).status).toBe(409);
    expect(documented('resetStaffSecondFactor', await staff.call('POST', '/api/staff/people/999999999/second-factor/reset')).status).toBe(404);
    documented('signOutStaffEverywhere', await staff.call('POST', `/api/staff/people/${inviteeId}/sign-out`, {}));
    expect(documented('signOutStaffEverywhere', await staff.call('POST', `/api/staff/people/${ownId}/sign-out`)).status).toBe(409);
    documented('disableStaff', await staff.call('POST', `/api/staff/people/${inviteeId}/disable`));
    expect(documented('disableStaff', await staff.call('POST', `/api/staff/people/${ownId}/disable`, { myself: true })).status).toBe(409);
    expect(documented('disableStaff', await anonymous('POST', `/api/staff/people/${inviteeId}/disable`)).status).toBe(401);
    // the owners' access log (server/staff/access-log-routes.ts): this account is an owner
    documented('readAccessLog', await staff.call('GET', `/api/staff/access-log?staff=${ownId}&from=2026-01-01`));
    expect(documented('readAccessLog', await staff.call('GET', '/api/staff/access-log?cursor=nope')).status).toBe(400);
    expect(documented('readAccessLog', await anonymous('GET', '/api/staff/access-log')).status).toBe(401);
    expect(documented('exportAccessLog', await staff.call('GET', '/api/staff/access-log.csv')).headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(documented('exportAccessLog', await staff.call('GET', '/api/staff/access-log.csv?to=2026-02-30')).status).toBe(400);
    expect(documented('exportAccessLog', await anonymous('GET', '/api/staff/access-log.csv')).status).toBe(401);
    const list = documented('listLeads', await staff.call('GET', '/api/staff/leads?limit=1'));
    expect((list.body as { older: unknown }).older).not.toBeNull();
    documented('listLeads', await staff.call('GET', `/api/staff/leads?before=${encodeURIComponent(String((list.body as { older: string }).older))}&kind=contact`));
    expect(documented('listLeads', await staff.call('GET', '/api/staff/leads?limit=1000')).status).toBe(400);

    const consultationPath = `/api/staff/leads/consultation/${consultation.id}`;
    const contactPath = `/api/staff/leads/contact/${contact.id}`;
    expect(documented('getLead', await staff.call('GET', consultationPath)).body).toMatchObject({ lead: { kind: 'consultation', photo_url: expect.any(String) } });
    expect(documented('getLead', await staff.call('GET', contactPath)).body).toMatchObject({ lead: { kind: 'contact', photo_url: null } });
    expect(documented('getLead', await staff.call('GET', '/api/staff/leads/contact/999999999')).status).toBe(404);
    documented('changeLead', await staff.call('PATCH', contactPath, { status: 'contacted', note: 'Called back.' }));
    documented('changeLead', await staff.call('PATCH', contactPath, { status: 'contacted', note: 'Called back.' }));
    expect(documented('changeLead', await staff.call('PATCH', contactPath, { status: 'lost' })).status).toBe(400);
    expect(documented('changeLead', await staff.call('PATCH', contactPath, { note: 'x' }, { 'x-staff-xsrf-token': 'wrong' })).status).toBe(403);
    expect(documented('changeLead', await staff.call('PATCH', '/api/staff/leads/contact/999999999', { note: 'x' })).status).toBe(404);
    expect(documented('changeLead', await staff.call('PATCH', contactPath, 'note', { 'content-type': 'text/plain' })).status).toBe(415);

    const photo = documented('getLeadPhoto', await staff.call('GET', `${consultationPath}/photo`));
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(documented('getLeadPhoto', await staff.call('GET', '/api/staff/leads/consultation/999999999/photo')).status).toBe(404);
    const csv = documented('exportLeads', await staff.call('POST', '/api/staff/leads/export', { kind: 'contact' }));
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(documented('exportLeads', await staff.call('POST', '/api/staff/leads/export', { from: 'yesterday' })).status).toBe(400);
    expect(documented('leadSourceResults', await staff.call('GET', '/api/staff/lead-sources/results')).body).toMatchObject({ success: true });
    expect(documented('leadSourceResults', await staff.call('GET', '/api/staff/lead-sources/results?from=2026-03-05&to=2026-03-01')).status).toBe(400);
    expect(documented('leadSourceResults', await anonymous('GET', '/api/staff/lead-sources/results')).status).toBe(401);

    // staff posts (server/blog/)
    documented('listPosts', await staff.call('GET', '/api/staff/posts'));
    const post = documented('createPost', await staff.call('POST', '/api/staff/posts', { title: 'OpenAPI post', language: 'en', image: '/images/a.jpg', image_alt: 'A cover', body: '# Hi' }));
    expect(post.status).toBe(201);
    expect(documented('createPost', await staff.call('POST', '/api/staff/posts', { title: '' })).status).toBe(400);
    const postPath = `/api/staff/posts/${(post.body as { post: { id: number } }).post.id}`;
    documented('getPost', await staff.call('GET', postPath));
    expect(documented('getPost', await staff.call('GET', '/api/staff/posts/999999999')).status).toBe(404);
    const saved = documented('savePost', await staff.call('PUT', postPath, { title: 'OpenAPI post', language: 'en', body: 'Two' }, { 'if-match': '"1"' }));
    expect(documented('savePost', await staff.call('PUT', postPath, { title: 'OpenAPI post', language: 'en' }, { 'if-match': '"1"' })).status).toBe(409);
    expect(documented('savePost', await staff.call('PUT', postPath, { title: 'OpenAPI post', language: 'en' })).status).toBe(428);
    const firstRevision = (saved.body as { revisions: { id: number }[] }).revisions.at(-1)?.id;
    documented('restorePostRevision', await staff.call('POST', `${postPath}/revisions/${firstRevision}/restore`, undefined, { 'if-match': '"2"' }));
    documented('publishPost', await staff.call('POST', `${postPath}/publish`, { at: Date.now() + 60_000 }));
    expect(documented('publishPost', await staff.call('POST', `${postPath}/publish`, { at: 'soon' })).status).toBe(400);
    documented('unpublishPost', await staff.call('POST', `${postPath}/unpublish`));
    const imageForm = (bytes: Buffer) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'cover.jpg');
      return form;
    };
    const xsrfHeader = { 'x-staff-xsrf-token': staffClient.cookies.get('STAFF-XSRF-TOKEN') ?? '' };
    expect(documented('uploadPostImage', await staffClient.postForm('/api/staff/posts/images', imageForm(await makeJpeg()), xsrfHeader)).status).toBe(201);
    expect(documented('uploadPostImage', await staffClient.postForm('/api/staff/posts/images', imageForm(Buffer.from('<html></html>')), xsrfHeader)).status).toBe(400);
    documented('deletePost', await staff.call('DELETE', postPath));
    expect(documented('deletePost', await staff.call('DELETE', postPath)).status).toBe(404);

    expect(documented('deleteLead', await staff.call('DELETE', contactPath)).body).toMatchObject({ success: true });
    expect(documented('deleteLead', await staff.call('DELETE', contactPath)).status).toBe(404);
    documented('staffLogout', await staff.call('POST', '/api/staff/logout'));

    const tc = tight.client();
    documented('staffLogin', await tc.post('/api/staff/login', { email, password: 'wrong-password-1' }));
    expect(documented('staffLogin', await tc.post('/api/staff/login', { email, password: 'wrong-password-1' })).status).toBe(429);
  });

  it('matches the FAQ sets’ real replies', async () => {
    const home = documented('getFaqSet', await t.client().get('/api/faq-sets/home?lang=es'));
    expect(documented('getFaqSet', await t.client().get('/api/faq-sets/home?lang=es', { 'if-none-match': home.headers.get('etag') ?? '' })).status).toBe(304);
    expect(documented('getFaqSet', await t.client().get('/api/faq-sets/no-such-set')).status).toBe(404);
    const anonymous = staffCall(t.client());
    expect(documented('listFaqSets', await anonymous('GET', '/api/staff/faq-sets')).status).toBe(401);
    const { email, link } = await addStaffAccount(t);
    await setPasswordThroughLink(t, link);
    const staffClient = t.client();
    const login = await staffClient.post<{ second_factor: string }>('/api/staff/login', { email, password: STAFF_PASSWORD });
    await passSecondFactor(() => t.app.clock(), email, staffClient, login.body.second_factor);
    const call = staffCall(staffClient);
    documented('listFaqSets', await call('GET', '/api/staff/faq-sets'));
    const set = documented('getStaffFaqSet', await call('GET', '/api/staff/faq-sets/results_faq'));
    expect(documented('getStaffFaqSet', await call('GET', '/api/staff/faq-sets/nope')).status).toBe(404);
    const body = { title: 'Results', items: [{ question: 'When?', answer: '<p>Soon.</p>' }] };
    const ifMatch = { 'if-match': set.headers.get('etag') ?? '' };
    documented('saveFaqSet', await call('PUT', '/api/staff/faq-sets/results_faq', body, ifMatch));
    expect(documented('saveFaqSet', await call('PUT', '/api/staff/faq-sets/results_faq', body, ifMatch)).status).toBe(409);
    expect(documented('saveFaqSet', await call('PUT', '/api/staff/faq-sets/results_faq', body)).status).toBe(428);
    expect(documented('saveFaqSet', await call('PUT', '/api/staff/faq-sets/results_faq', { title: '', items: [] }, ifMatch)).status).toBe(400);
    documented('createFaqSet', await call('POST', '/api/staff/faq-sets', { key: 'openapi-set', title: 'OpenAPI' }));
    expect(documented('createFaqSet', await call('POST', '/api/staff/faq-sets', { key: 'openapi-set', title: 'OpenAPI' })).status).toBe(409);
    expect(documented('createFaqSet', await call('POST', '/api/staff/faq-sets', { key: 'Home', title: 'x' })).status).toBe(400);
    expect(documented('deleteFaqSet', await call('DELETE', '/api/staff/faq-sets/home')).status).toBe(400);
    documented('deleteFaqSet', await call('DELETE', '/api/staff/faq-sets/openapi-set'));
    expect(documented('deleteFaqSet', await call('DELETE', '/api/staff/faq-sets/openapi-set')).status).toBe(404);
  });

  it('matches the appointment calls’ real replies: types, free times, a booked time, a taken one, a reused key', async () => {
    const c = t.client();
    documented('listAppointmentTypes', await c.get('/api/appointments/types'));
    const today = new Date().toISOString().slice(0, 10);
    const until = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const free = documented('getAvailability', await c.get<{ days: { slots: { start: string }[] }[] }>(`/api/appointments/availability?type=phone&from=${today}&to=${until}`));
    expect(documented('getAvailability', await c.get('/api/appointments/availability?type=phone&from=2026-13-01&to=2026-13-02')).status).toBe(400);
    const start = free.body.days.flatMap((d) => d.slots)[0]?.start ?? '';
    const jpeg = await makeJpeg({ width: 64, height: 64 });
    const timed = () => withProof(t.baseUrl, form({ ...consultationFields(), appointment_type: 'phone', appointment_start: start }, [jpeg]));
    const challenge = documented('getProofOfWorkChallenge', await c.get('/api/proof-of-work'));
    expect(challenge.status).toBe(200);
    const unproved = form({ ...consultationFields(), appointment_type: 'phone', appointment_start: start }, [jpeg]);
    expect(documented('bookConsultation', await c.postForm(apiPath('scheduleconversation'), unproved)).status).toBe(400);
    const booked = documented('bookConsultation', await c.postForm(apiPath('scheduleconversation'), await timed(), { 'idempotency-key': 'openapi-key-1' }));
    expect(booked.body).toMatchObject({ success: true, appointment: { start } });
    expect(documented('bookConsultation', await c.postForm(apiPath('scheduleconversation'), await timed())).status).toBe(409);
    expect(documented('bookConsultation', await c.postForm(apiPath('scheduleconversation'), await timed(), { 'idempotency-key': 'openapi-key-1' })).status).toBe(422);

    // the self-service calls, with the link the confirmation mailed
    await t.app.mailer.flush();
    const mailed = readOutbox(t.dataDir).filter((m) => m.subject.startsWith('Your consultation is booked'));
    const token = (mail: ReadMail | undefined) => new URL(/(https?:\/\/\S+\/appointment\?token=\S+)/.exec(mail ? plainTextOf(mail) : '')?.[1] ?? 'http://x/').searchParams.get('token') ?? '';
    const first = token(mailed.at(-1));
    documented('getManagedAppointment', await c.get('/api/appointments/manage', { 'x-appointment-token': first }));
    expect(documented('getManagedAppointment', await c.get('/api/appointments/manage', { 'x-appointment-token': 'nope' })).status).toBe(410);
    const later = free.body.days.flatMap((d) => d.slots).map((x) => x.start).slice(1);
    expect(documented('rescheduleManagedAppointment', await c.post('/api/appointments/manage/reschedule', { token: first, start: 'soon' })).status).toBe(400);
    const moved = documented('rescheduleManagedAppointment', await c.post('/api/appointments/manage/reschedule', { token: first, start: later[later.length - 1] }));
    expect(moved.status).toBe(200);
    await t.app.mailer.flush();
    const next = token(readOutbox(t.dataDir).filter((m) => m.subject.startsWith('Your consultation has moved')).at(-1));
    expect(documented('cancelManagedAppointment', await c.post('/api/appointments/manage/cancel', { token: next })).status).toBe(200);
    expect(documented('cancelManagedAppointment', await c.post('/api/appointments/manage/cancel', { token: next })).status).toBe(410);

    // the staff calendar and hours
    const member = await newStaffMember(t);
    const rebooked = documented('bookConsultation', await c.postForm(apiPath('scheduleconversation'), await timed()));
    const id = (rebooked.body as { appointment: { id: number } }).appointment.id;
    documented('listStaffAppointments', await member.call('GET', `/api/staff/appointments?from=${today}&to=${until}`));
    expect(documented('listStaffAppointments', await member.call('GET', '/api/staff/appointments?from=x&to=y')).status).toBe(400);
    documented('moveStaffAppointment', await member.call('POST', `/api/staff/appointments/${id}/move`, { start: later[0] }));
    documented('setStaffAppointmentStatus', await member.call('POST', `/api/staff/appointments/${id}/status`, { status: 'attended', areas: ['neck'] }));
    expect(documented('setStaffAppointmentStatus', await member.call('POST', `/api/staff/appointments/${id}/status`, { status: 'attended', areas: ['neck'] })).status).toBe(409);
    const hours = documented('getStaffHours', await member.call<{ weekly: unknown[] }>('GET', '/api/staff/hours'));
    documented('putStaffHours', await member.call('PUT', '/api/staff/hours', { weekly: hours.body.weekly }));
    const added = documented('addStaffHoursOverride', await member.call<{ overrides: { id: number }[] }>('POST', '/api/staff/hours/overrides', { date: until, closed: true }));
    documented('deleteStaffHoursOverride', await member.call('DELETE', `/api/staff/hours/overrides/${added.body.overrides[0]?.id}`));

    // in-person bookings held for the clinic's confirmation
    documented('getStaffBookingSettings', await member.call('GET', '/api/staff/booking-settings'));
    documented('putStaffBookingSettings', await member.call('PUT', '/api/staff/booking-settings', { holdInPerson: true }));
    expect(documented('putStaffBookingSettings', await member.call('PUT', '/api/staff/booking-settings', { holdInPerson: 'yes' })).status).toBe(400);
    const inPerson = (await c.get<{ days: { slots: { start: string }[] }[] }>(`/api/appointments/availability?type=in-person&from=${today}&to=${until}`)).body.days.flatMap((d) => d.slots.map((s) => s.start));
    const held = async (start: string | undefined, phone: string) => {
      const form0 = form({ ...consultationFields(), phone, appointment_type: 'in-person', appointment_start: start ?? '' }, [jpeg]);
      const res = documented('bookConsultation', await c.postForm(apiPath('scheduleconversation'), await withProof(t.baseUrl, form0)));
      expect(res.body).toMatchObject({ appointment: { status: 'pending' } });
      return (res.body as { appointment: { id: number } }).appointment.id;
    };
    const toConfirm = await held(inPerson[0], '(305) 555-0171');
    const toDecline = await held(inPerson[4], '(305) 555-0172');
    documented('confirmStaffAppointment', await member.call('POST', `/api/staff/appointments/${toConfirm}/confirm`));
    expect(documented('confirmStaffAppointment', await member.call('POST', `/api/staff/appointments/${toConfirm}/confirm`)).status).toBe(409);
    documented('declineStaffAppointment', await member.call('POST', `/api/staff/appointments/${toDecline}/decline`));
    expect(documented('declineStaffAppointment', await member.call('POST', '/api/staff/appointments/99999999/decline')).status).toBe(404);
    documented('putStaffBookingSettings', await member.call('PUT', '/api/staff/booking-settings', { holdInPerson: false }));
  });

  it('matches the training course calls’ real replies: days, enrolling, the waitlist, her page, an offer', async () => {
    const c = t.client();
    const days = documented('listCourseDays', await c.get<{ days: { id: number }[] }>('/api/courses/days'));
    const dayId = days.body.days[2]?.id ?? 0;
    await t.app.db.updateTable('course_days').set({ seats: 1 }).where('id', '=', dayId).execute();
    expect(documented('enrollInCourse', await c.post('/api/courses/enroll', { day_id: dayId })).status).toBe(400);
    expect(documented('enrollInCourse', await c.post('/api/courses/enroll', await withCourseProof(t.baseUrl, enrollmentBody(999_999)))).status).toBe(404);
    const enrolled = (email: string, waitlist = false) => withCourseProof(t.baseUrl, enrollmentBody(dayId, { email, waitlist }));
    expect(documented('enrollInCourse', await c.post('/api/courses/enroll', await enrolled('openapi.seat@example.com'))).status).toBe(200);
    expect(documented('enrollInCourse', await c.post('/api/courses/enroll', await enrolled('openapi.late@example.com'))).status).toBe(409);
    expect(documented('enrollInCourse', await c.post('/api/courses/enroll', await enrolled('openapi.wait@example.com', true))).status).toBe(200);
    await t.app.mailer.flush();
    const linkOf = (to: string, path: string) => {
      const mail = readOutbox(t.dataDir).filter((m) => m.to === to).at(-1);
      const text = mail ? (/multipart/i.test(mail.raw.slice(0, mail.raw.indexOf('\n\n'))) ? plainTextOf(mail) : mail.text) : '';
      return new URL(new RegExp(`(https?://\\S+${path}\\?token=\\S+)`).exec(text)?.[1] ?? 'http://x/').searchParams.get('token') ?? '';
    };
    const page = linkOf('openapi.seat@example.com', '/training-enrollment');
    documented('getCourseEnrollment', await c.get('/api/courses/enrollment', { 'x-enrollment-token': page }));
    expect(documented('getCourseEnrollment', await c.get('/api/courses/enrollment', { 'x-enrollment-token': 'nope' })).status).toBe(410);
    documented('getCourseEnrollmentCalendar', await c.get('/api/courses/enrollment/calendar', { 'x-enrollment-token': page }));
    expect(documented('getCourseEnrollmentCalendar', await c.get('/api/courses/enrollment/calendar', { 'x-enrollment-token': 'nope' })).status).toBe(410);
    expect(documented('moveCourseEnrollment', await c.post('/api/courses/enrollment/move', { token: page, day_id: dayId })).status).toBe(409);
    expect(documented('moveCourseEnrollment', await c.post('/api/courses/enrollment/move', { token: page, day_id: days.body.days[0]?.id })).status).toBe(200);
    expect(documented('cancelCourseEnrollment', await c.post('/api/courses/enrollment/cancel', { token: page })).status).toBe(200);
    expect(documented('cancelCourseEnrollment', await c.post('/api/courses/enrollment/cancel', { token: page })).status).toBe(410);
    // her move freed the seat: the one waiting was offered it
    await t.app.mailer.flush();
    const offer = linkOf('openapi.wait@example.com', '/training-offer');
    documented('getCourseOffer', await c.get('/api/courses/offer', { 'x-offer-token': offer }));
    expect(documented('getCourseOffer', await c.get('/api/courses/offer', { 'x-offer-token': 'nope' })).status).toBe(410);
    expect(documented('acceptCourseOffer', await c.post('/api/courses/offer/accept', { token: offer })).status).toBe(200);
    expect(documented('acceptCourseOffer', await c.post('/api/courses/offer/accept', { token: offer })).status).toBe(410);
    expect(documented('declineCourseOffer', await c.post('/api/courses/offer/decline', { token: offer })).status).toBe(410);
    // a second offer, declined: the holder of the day's one seat cancels with a second waiting
    await t.app.db.updateTable('course_days').set({ seats: 2 }).where('id', '=', dayId).execute();
    expect(documented('enrollInCourse', await c.post('/api/courses/enroll', await enrolled('openapi.seat2@example.com'))).status).toBe(200);
    expect(documented('enrollInCourse', await c.post('/api/courses/enroll', await enrolled('openapi.wait2@example.com', true))).status).toBe(200);
    await t.app.mailer.flush();
    expect((await c.post('/api/courses/enrollment/cancel', { token: linkOf('openapi.seat2@example.com', '/training-enrollment') })).status).toBe(200);
    await t.app.mailer.flush();
    expect(documented('declineCourseOffer', await c.post('/api/courses/offer/decline', { token: linkOf('openapi.wait2@example.com', '/training-offer') })).status).toBe(200);
  });

  it('matches the staff course calls’ real replies: days, roster, CSV, payment, move, check-in, cancel', async () => {
    const anonymous = staffCall(t.client());
    expect(documented('listStaffCourseDays', await anonymous('GET', '/api/staff/courses')).status).toBe(401);
    const staff = await newStaffMember(t);
    const listed = documented('listStaffCourseDays', await staff.call<{ days: { id: number }[] }>('GET', '/api/staff/courses'));
    const created = documented('createStaffCourseDay', await staff.call<{ day: { id: number } }>('POST', '/api/staff/courses', { date: '2031-06-07', language: 'en', seats: 2, price: '$2,900' }));
    expect(created.status).toBe(201);
    expect(documented('createStaffCourseDay', await staff.call('POST', '/api/staff/courses', { date: 'soon' })).status).toBe(400);
    expect(documented('createStaffCourseDay', await staff.call('POST', '/api/staff/courses', { date: '2031-06-07' }, { 'x-staff-xsrf-token': 'wrong' })).status).toBe(403);
    const dayId = created.body.day.id;
    const other = listed.body.days[0]?.id ?? 0;
    const body = { date: '2031-06-07', language: 'en', seats: 3, price: '$2,900' };
    expect(documented('editStaffCourseDay', await staff.call('PUT', `/api/staff/courses/${dayId}`, body)).status).toBe(200);
    expect(documented('editStaffCourseDay', await staff.call('PUT', `/api/staff/courses/${dayId}`, { ...body, seats: 99 })).status).toBe(400);
    expect(documented('editStaffCourseDay', await staff.call('PUT', '/api/staff/courses/999999', body)).status).toBe(404);
    const enrolled = await t.client().post<{ enrollment: { id: number } }>('/api/courses/enroll', await withCourseProof(t.baseUrl, enrollmentBody(dayId, { email: 'openapi.staff@example.com' })));
    const id = enrolled.body.enrollment.id;
    await t.client().post('/api/courses/enroll', await withCourseProof(t.baseUrl, enrollmentBody(dayId, { email: 'openapi.staff2@example.com' })));
    expect(documented('editStaffCourseDay', await staff.call('PUT', `/api/staff/courses/${dayId}`, { ...body, seats: 1 })).status).toBe(409);
    documented('getStaffCourseRoster', await staff.call('GET', `/api/staff/courses/${dayId}`));
    expect(documented('getStaffCourseRoster', await staff.call('GET', '/api/staff/courses/999999')).status).toBe(404);
    expect(documented('downloadStaffCourseRoster', await staff.call('GET', `/api/staff/courses/${dayId}/roster.csv`)).headers.get('content-type')).toMatch(/^text\/csv/);
    expect(documented('downloadStaffCourseRoster', await staff.call('GET', '/api/staff/courses/999999/roster.csv')).status).toBe(404);
    const on = (what: string, enrollment = id) => `/api/staff/courses/enrollments/${enrollment}/${what}`;
    expect(documented('recordStaffCoursePayment', await staff.call('POST', on('payment'), { note: '' })).status).toBe(400);
    expect(documented('recordStaffCoursePayment', await staff.call('POST', on('payment'), { note: 'invoice 123' })).status).toBe(200);
    expect(documented('recordStaffCoursePayment', await staff.call('POST', on('payment'), { note: 'invoice 123' })).status).toBe(409);
    expect(documented('recordStaffCoursePayment', await staff.call('POST', on('payment', 999_999), { note: 'x' })).status).toBe(404);
    expect(documented('checkInStaffCourseEnrollment', await staff.call('POST', on('check-in'), { status: 'attended' })).status).toBe(200);
    expect(documented('checkInStaffCourseEnrollment', await staff.call('POST', on('check-in'), { status: 'attended' })).status).toBe(409);
    expect(documented('checkInStaffCourseEnrollment', await staff.call('POST', on('check-in'), { status: 'here' })).status).toBe(400);
    expect(documented('checkInStaffCourseEnrollment', await staff.call('POST', on('check-in', 999_999), { status: 'undo' })).status).toBe(404);
    expect(documented('checkInStaffCourseEnrollment', await staff.call('POST', on('check-in'), { status: 'undo' })).status).toBe(200);
    expect(documented('moveStaffCourseEnrollment', await staff.call('POST', on('move'), { day_id: dayId })).status).toBe(409);
    expect(documented('moveStaffCourseEnrollment', await staff.call('POST', on('move'), {})).status).toBe(400);
    expect(documented('moveStaffCourseEnrollment', await staff.call('POST', on('move', 999_999), { day_id: other })).status).toBe(404);
    expect(documented('moveStaffCourseEnrollment', await staff.call('POST', on('move'), { day_id: other })).status).toBe(200);
    expect(documented('cancelStaffCourseEnrollment', await staff.call('POST', on('cancel'))).status).toBe(200);
    expect(documented('cancelStaffCourseEnrollment', await staff.call('POST', on('cancel'))).status).toBe(409);
    expect(documented('cancelStaffCourseEnrollment', await staff.call('POST', on('cancel', 999_999))).status).toBe(404);
    expect(documented('cancelStaffCourseDay', await staff.call('POST', `/api/staff/courses/${dayId}/cancel`)).status).toBe(200);
    expect(documented('cancelStaffCourseDay', await staff.call('POST', `/api/staff/courses/${dayId}/cancel`)).status).toBe(409);
    expect(documented('cancelStaffCourseDay', await staff.call('POST', '/api/staff/courses/999999/cancel')).status).toBe(404);
  });

  it('matches the certificate calls’ real replies: the public check, her download, revoking', async () => {
    const c = t.client();
    const dayId = (await c.get<{ days: { id: number }[] }>('/api/courses/days')).body.days.at(-1)?.id ?? 0;
    const email = 'openapi.certificate@example.com';
    const enrolled = await c.post<{ enrollment: { id: number } }>('/api/courses/enroll', await withCourseProof(t.baseUrl, enrollmentBody(dayId, { email })));
    expect(enrolled.status, enrolled.text).toBe(200);
    const id = enrolled.body.enrollment.id;
    await t.app.mailer.flush();
    const mail = readOutbox(t.dataDir).filter((m) => m.to === email).at(-1);
    const text = mail ? (/multipart/i.test(mail.raw.slice(0, mail.raw.indexOf('\n\n'))) ? plainTextOf(mail) : mail.text) : '';
    const page = new URL(/(https?:\/\/\S+\/training-enrollment\?token=\S+)/.exec(text)?.[1] ?? 'http://x/').searchParams.get('token') ?? '';
    const download = () => c.get('/api/courses/enrollment/certificate', { 'x-enrollment-token': page });
    expect(documented('getCourseEnrollmentCertificate', await download()).status).toBe(404);
    expect(documented('getCourseEnrollmentCertificate', await c.get('/api/courses/enrollment/certificate', { 'x-enrollment-token': 'nope' })).status).toBe(410);
    await t.app.db.updateTable('course_enrollments').set({ status: 'attended', checked_in_at: Date.now() }).where('id', '=', id).execute();
    await issueCertificate(courseContext(t.app), id);
    const code = (await t.app.db.selectFrom('course_enrollments').select('certificate_code').where('id', '=', id).executeTakeFirstOrThrow()).certificate_code ?? '';
    expect(documented('getCourseEnrollmentCertificate', await download()).status).toBe(200);
    expect(documented('checkCertificate', await c.get(`/api/certificates/${code}`)).status).toBe(200);
    expect(documented('checkCertificate', await c.get('/api/certificates/0000000000000000000A')).status).toBe(404);
    const revoke = `/api/staff/courses/certificates/${code}/revoke`;
    expect(documented('revokeCertificate', await staffCall(t.client())('POST', revoke, { reason: 'x' })).status).toBe(401);
    const staff = await newStaffMember(t);
    expect(documented('revokeCertificate', await staff.call('POST', revoke, { reason: 'x' }, { 'x-staff-xsrf-token': 'wrong' })).status).toBe(403);
    expect(documented('revokeCertificate', await staff.call('POST', revoke, { reason: '' })).status).toBe(400);
    expect(documented('revokeCertificate', await staff.call('POST', '/api/staff/courses/certificates/0000000000000000000A/revoke', { reason: 'x' })).status).toBe(404);
    expect(documented('revokeCertificate', await staff.call('POST', revoke, { reason: 'Issued by mistake' })).status).toBe(200);
    expect(documented('revokeCertificate', await staff.call('POST', revoke, { reason: 'Issued by mistake' })).status).toBe(409);
    expect(documented('checkCertificate', await c.get(`/api/certificates/${code}`)).body).toMatchObject({ certificate: { status: 'revoked' } });
  });

  it('has checked a real success of every documented call', () => {
    // a call whose only success is a redirect (the unsubscribe link opened in a browser) succeeds with its 303
    const successOf = (id: string) => (Object.keys(byId.get(id)?.op.responses ?? {}).some((s) => s.startsWith('2')) ? [200, 201] : [303]);
    const unchecked = [...byId.keys()].filter((id) => !successOf(id).some((status) => checked.get(id)?.has(status)));
    expect(unchecked).toEqual([]);
  });
});

describe('declared reply shapes', () => {
  const op: ApiOperation = {
    method: 'GET',
    path: '/shape',
    operationId: 'shape',
    tag: 'About the API',
    summary: 'a test call',
    security: 'public',
    responses: { '200': { description: 'ok', schema: replies.loginReply }, '500': { description: 'failed', schema: replies.errorReply } },
  };

  async function answer(payload: unknown) {
    const app = Fastify();
    app.setErrorHandler((_err, _request, reply) => reply.status(500).send({ success: false, message: 'Something went wrong. Please try again.' }));
    app.get('/shape', replyShapes(op), async () => payload);
    try {
      return await app.inject('/shape');
    } finally {
      await app.close();
    }
  }

  it('keeps the bytes of a declared reply, drops an undeclared key, and refuses a reply of another shape', async () => {
    const user = { id: 7, first_name: 'Ana', last_name: 'Lee', email: 'ana@example.com', phone: '3055550147', dob: '1990-05-01', gender: 'Female', ref_type: 'Friend' };
    const good = { success: 1, message: 'Login Success', user };
    expect((await answer(good)).body).toBe(JSON.stringify(good));
    expect((await answer({ ...good, user: { ...user, password_hash: 'scrypt$…' } })).body).toBe(JSON.stringify(good));
    const wrong = await answer({ success: '1', message: 'Login Success', user });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.body).not.toContain('Ana');
  });
});

// The client's types accept every reply the server's schemas allow, with the same `success` types,
// and its payloads name the fields the server reads.
expectTypeOf<v.InferOutput<typeof replies.registerReply>>().toExtend<client.RegisterResponse>();
expectTypeOf<v.InferOutput<typeof replies.registerReply>['success']>().toEqualTypeOf<client.RegisterResponse['success']>();
expectTypeOf<v.InferOutput<typeof replies.loginReply>>().toExtend<client.LoginResponse>();
expectTypeOf<v.InferOutput<typeof replies.loginReply>['success']>().toEqualTypeOf<client.LoginResponse['success']>();
expectTypeOf<v.InferOutput<typeof replies.forgotReply>>().toExtend<client.ForgotPasswordResponse>();
expectTypeOf<v.InferOutput<typeof replies.resetReply>>().toExtend<client.ResetResponse>();
expectTypeOf<v.InferOutput<typeof replies.leadFormReply>>().toExtend<client.ContactResponse>();
expectTypeOf<v.InferOutput<typeof replies.leadFormReply>>().toExtend<client.ConsultationResponse>();
expectTypeOf<v.InferOutput<typeof replies.updateProfileReply>>().toExtend<client.UpdateProfileResponse>();
expectTypeOf<v.InferOutput<typeof replies.blogPost>>().toExtend<client.BlogPost>();
expectTypeOf<v.InferOutput<typeof replies.blogListReply>>().toExtend<client.BlogListResponse>();
expectTypeOf<v.InferOutput<typeof replies.blogDetailsReply>>().toExtend<client.BlogDetailsResponse>();
expectTypeOf<keyof client.RegisterPayload>().toEqualTypeOf<keyof v.InferInput<typeof requests.registerSchema>>();
expectTypeOf<keyof client.LoginPayload>().toEqualTypeOf<keyof v.InferInput<typeof requests.loginSchema>>();
expectTypeOf<keyof client.ContactPayload>().toEqualTypeOf<keyof v.InferInput<typeof leadRequests.contactSchema>>();
expectTypeOf<keyof client.ResetPayload>().toEqualTypeOf<keyof v.InferInput<typeof requests.resetSchema>>();
expectTypeOf<Exclude<keyof client.UpdateProfilePayload, 'id'>>().toEqualTypeOf<keyof v.InferInput<typeof requests.updateProfileSchema>>();

// The same for the staff pages' types (site/staff/staff-types.ts).
expectTypeOf<v.InferOutput<typeof staffReplies.leadListReply>>().toExtend<staffPages.LeadListResponse>();
expectTypeOf<v.InferOutput<typeof staffReplies.leadReply>>().toExtend<staffPages.LeadResponse>();
expectTypeOf<v.InferOutput<typeof staffReplies.leadChangedReply>>().toExtend<staffPages.LeadResponse>();
expectTypeOf<v.InferOutput<typeof staffReplies.auditEntry>['action']>().toEqualTypeOf<AuditAction>();
expectTypeOf<v.InferOutput<typeof staffReplies.staffLoginReply>>().toExtend<staffPages.StaffAnswer>();
expectTypeOf<v.InferOutput<typeof staffReplies.staffMessageReply>>().toExtend<staffPages.StaffAnswer>();
expectTypeOf<v.InferOutput<typeof backupStatusReply>>().toExtend<BackupStatusAnswer>();
expectTypeOf<v.InferOutput<typeof staffReplies.staffPeopleReply>>().toExtend<PeopleAnswer>();
expectTypeOf<v.InferOutput<typeof staffReplies.staffPeopleChangedReply>>().toExtend<PeopleChangedAnswer>();
expectTypeOf<v.InferOutput<typeof staffReplies.staffFieldsReply>>().toExtend<staffPages.StaffAnswer>();
expectTypeOf<keyof staffPages.InboxFilterValues>().toEqualTypeOf<keyof v.InferInput<typeof exportSchema>>();
