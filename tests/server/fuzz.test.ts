/**
 * Seeded fuzzing of every endpoint (fast-check), on each dialect of the matrix
 * (helpers/dialects.ts): FUZZ_RUNS (default 1,000 per endpoint and dialect) generated hostile
 * requests — broken and wrong-typed JSON (objects and arrays in every field, one that cannot even
 * become a string), NUL bytes, lone surrogates, integers past 2^31 and 2^63 in fields, ids and
 * cursors, truncated and boundary-less multipart, stray path escapes and queries — with a visitor's
 * or a staff member's session where the endpoint needs one. Every answer must be 2xx or 4xx JSON (a
 * 4xx with a `message`), never a 5xx, never a stack trace or a path of the server's files; nothing
 * may be logged at error level; the server must be healthy after each endpoint. The seed is fixed
 * (FUZZ_SEED to change it), so a failure reproduces.
 *
 * Both dialects, because what reaches the database is refused differently: PostgreSQL rejects a NUL
 * in text and an integer past its column, SQLite takes both. The default stays 1,000 runs per
 * endpoint on each dialect: on two cores the whole file took 35 s alone (about 17 s a dialect) and
 * 65 s beside another test run, inside its budget of about 3 minutes; FUZZ_RUNS=200 is quicker
 * while iterating. `npm run bench` runs a longer pass.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';
import { registerAndSignIn } from './helpers/accounts';
import { makeJpeg } from './helpers/images';
import { bookConsultation, newStaffMember, sendContactMessage } from './staff-fixtures';
import { fuzzEndpoint, hostileEndpoints, send, type Credentials } from './helpers/hostile-requests';
import { dialects } from './helpers/dialects';
import { relaxedRateLimits } from '../../server/plugins/rate-limit';
import { STAFF_XSRF_COOKIE, STAFF_XSRF_HEADER } from '../../server/staff/staff-session-manager';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const cookieHeader = (cookies: Map<string, string>) => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe.each(dialects)('fuzzing every endpoint (%s)', (dialect) => {
  // filled in once the server is up; the generators read them when they build each request
  const auth: Credentials = { visitor: { cookie: '', xsrf: '', id: 0 }, staff: { cookie: '', xsrfHeader: STAFF_XSRF_HEADER, xsrf: '' } };
  const photo: { jpeg: Buffer } = { jpeg: Buffer.alloc(0) };
  const endpoints = hostileEndpoints(auth, photo);
  let t: TestApp;
  const errorLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        const line = chunk.toString('utf8');
        if ((JSON.parse(line) as { level: number }).level >= 50) errorLines.push(line);
        done();
      },
    });
    // Limits nobody reaches, except failed sign-ins per IP: past them a guess is answered 429 before
    // its password is hashed, so the run spends its time on request handling, not on scrypt.
    t = await startTestApp(dialect, {
      logger: true,
      logStream,
      env: { LOG_LEVEL: 'warn' },
      limits: { ...relaxedRateLimits, loginFailuresPerIp: { max: 5, windowMs: 600_000 } },
    });
    const visitor = await registerAndSignIn(t);
    const staff = await newStaffMember(t);
    await bookConsultation(t);
    await sendContactMessage(t);
    auth.visitor = { cookie: cookieHeader(visitor.client.cookies), xsrf: visitor.client.cookies.get('XSRF-TOKEN') ?? '', id: visitor.user.id };
    // her e-mail confirmed and the booked consultation hers, so her own appointments' calls reach their checks and queries
    await t.app.db.updateTable('users').set({ email_verified_at: Date.now() }).where('id', '=', visitor.user.id).execute();
    await t.app.db.updateTable('consultation_requests').set({ user_id: visitor.user.id }).execute();
    await t.app.db.updateTable('appointments').set({ user_id: visitor.user.id }).execute();
    auth.staff.cookie = cookieHeader(staff.client.cookies);
    auth.staff.xsrf = staff.client.cookies.get(STAFF_XSRF_COOKIE) ?? '';
    photo.jpeg = await makeJpeg({ width: 48, height: 32 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('covers every route the server registers under /api, and the health checks', () => {
    const registered = [...t.app.apiRoutes.map((r) => `${r.method} ${r.url}`), 'GET /healthz', 'GET /livez', 'GET /readyz'];
    expect([...new Set(endpoints.map((e) => e.route))].sort()).toEqual([...new Set(registered)].sort());
    expect(endpoints.map((e) => e.name)).toEqual([
      'register', 'login', 'forgotpassword', 'reset', 'update-profile', 'logout', 'verify-email', 'verify-email-resend', 'contactus', 'scheduleconversation',
      'blog-list', 'blog-details', 'form-stamp', 'proof-of-work', 'openapi', 'healthz', 'livez', 'readyz',
      'staff-login', 'staff-set-password', 'staff-logout', 'staff-me', 'staff-second-factor', 'staff-second-factor-enrol', 'staff-second-factor-confirm', 'staff-second-factor-verify', 'staff-passkey-register-options', 'staff-passkey-register', 'staff-passkey-sign-in-options', 'staff-passkey-sign-in', 'staff-passkeys', 'staff-mail-failed', 'staff-backups', 'staff-leads', 'staff-lead', 'staff-photo', 'staff-lead-sources', 'staff-export', 'staff-change',
      'faq-set', 'staff-faq-sets', 'staff-faq-set', 'staff-faq-create', 'staff-faq-save', 'staff-faq-delete',
      'appointment-types', 'appointment-availability', 'appointment-manage', 'appointment-cancel', 'appointment-reschedule',
      'account-appointments', 'account-appointment-cancel', 'account-appointment-reschedule',
      'health-form-questions', 'health-form', 'health-form-sign', 'health-form-version', 'health-form-version-pdf',
      'unsubscribe-one-click', 'unsubscribe-page', 'account-marketing-mail', 'account-marketing-mail-put',
      'account-data-terms', 'account-export', 'account-signed-form-pdf', 'account-close',
      'course-days', 'course-enroll', 'course-enrollment', 'course-enrollment-calendar', 'course-enrollment-certificate', 'course-cancel', 'course-move', 'course-offer', 'course-offer-accept', 'course-offer-decline', 'certificate-check',
      'staff-courses', 'staff-course-create', 'staff-course-roster', 'staff-course-roster-csv', 'staff-course-edit', 'staff-course-payment', 'staff-course-move', 'staff-course-check-in', 'staff-course-enrollment-cancel', 'staff-certificate-revoke', 'staff-course-cancel',
      'staff-appointments', 'staff-health-forms', 'staff-health-form', 'staff-appointment-move', 'staff-appointment-status', 'staff-appointment-confirm', 'staff-appointment-decline', 'staff-booking-settings', 'staff-booking-settings-put', 'staff-hours', 'staff-hours-put', 'staff-hours-override', 'staff-hours-override-delete',
      'staff-posts', 'staff-post', 'staff-post-create', 'staff-post-save', 'staff-post-publish', 'staff-post-unpublish', 'staff-post-restore', 'staff-post-image', 'staff-post-delete',
      'staff-people', 'staff-access-log', 'staff-access-log-csv', 'staff-people-invite', 'staff-people-role', 'staff-people-disable', 'staff-people-sign-out', 'staff-people-second-factor-reset', 'staff-passkey-remove',
      'staff-delete',
    ]);
  });

  it.each(endpoints.map((e) => [e.name, e] as const))(`answers ${RUNS} hostile requests to %s with 2xx/4xx JSON only, and stays healthy`, async (name, endpoint) => {
    const started = performance.now();
    const errorsBefore = errorLines.length;
    const verdict = await fuzzEndpoint(t.baseUrl, endpoint, RUNS, SEED);
    expect(verdict.sent).toBe(RUNS);
    expect({ serverErrors: verdict.serverErrors, notJson: verdict.notJson, leaks: verdict.leaks, examples: verdict.examples }).toEqual({ serverErrors: 0, notJson: 0, leaks: 0, examples: [] });
    // this endpoint's lines only, so one failure is not repeated under every endpoint after it
    expect(errorLines.slice(errorsBefore)).toEqual([]);
    const health = await send(t.baseUrl, { method: 'GET', path: '/healthz', headers: {} });
    expect(health.status).toBe(200);
    console.log(JSON.stringify({ dialect, endpoint: name, seed: SEED, ...verdict.classes, server_errors: verdict.serverErrors, ms: Math.round(performance.now() - started) }));
  });
});
