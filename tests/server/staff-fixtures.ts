/**
 * Staff accounts and leads for the staff tests: an account made the way the CLI makes it, its
 * password set through the one-time link, a signed-in client that echoes the staff XSRF cookie (its
 * sign-in passes the second factor: an account that has none sets up TOTP right after its password,
 * as a new staff member does, and later sign-ins type a code computed from the secret kept here),
 * visitors' leads booked through the public API, and many leads written straight to the tables.
 */
import { Secret, TOTP } from 'otpauth';
import { apiPath } from '../../src/config/clinic';
import { addStaff } from '../../server/staff/staff-accounts';
import { STAFF_XSRF_COOKIE, STAFF_XSRF_HEADER } from '../../server/staff/staff-session-manager';
import { uniqueEmail } from './helpers/accounts';
import { makeJpeg } from './helpers/images';
import type { TestApp } from './helpers/test-app';
import type { TestClient, TestResponse } from './helpers/test-client';

export const STAFF_PASSWORD = 'ledger-orchid-58';

export interface StaffMember {
  email: string;
  client: TestClient;
  /** her authenticator app: the TOTP secret (base32) and the recovery codes she was shown */
  factor: StaffFactor;
  /** a call with the staff XSRF header, as the staff pages send it */
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse<T>>;
}

export function staffCall(client: TestClient) {
  return <T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const xsrf = client.cookies.get(STAFF_XSRF_COOKIE);
    return client.request<T>(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(xsrf ? { [STAFF_XSRF_HEADER]: xsrf } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
}

/** `npm run staff -- add`, as a function: the account and its one-time link. */
export async function addStaffAccount(t: TestApp, email = uniqueEmail('staff')): Promise<{ email: string; link: URL }> {
  const added = await addStaff(t.app.db, t.app.config.siteUrl, email);
  return { email: added.email, link: new URL(added.link) };
}

export async function setPasswordThroughLink(t: TestApp, link: URL, password = STAFF_PASSWORD): Promise<TestResponse> {
  return t.client().post('/api/staff/set-password', {
    token: link.searchParams.get('token'),
    email: link.searchParams.get('email'),
    password,
    confirm_password: password,
  });
}

export interface StaffFactor {
  secret: string;
  /** the latest time-step whose code this fixture used: the server refuses that step again */
  lastStep: number;
  /** unused recovery codes, spent by the fixture when no code of the window is left */
  recoveryCodes: string[];
}

/** Each account's authenticator app, by e-mail (the addresses are unique across the test run). */
const factors = new Map<string, StaffFactor>();

export function staffFactorOf(email: string): StaffFactor | undefined {
  return factors.get(email);
}

/** Forgets the account's app (after an owner reset it), so the next sign-in enrols again. */
export function forgetStaffFactor(email: string): void {
  factors.delete(email);
}

export const TOTP_PERIOD_MS = 30_000;

/** The TOTP code (RFC 6238, as an authenticator app computes it) of a time-step. */
export function totpCode(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: step * TOTP_PERIOD_MS });
}

/**
 * A code the server will take now, by its clock: a step of the window (the one before, now, the one
 * after) later than the last one used; when all three are used, a recovery code; when those are
 * gone too, the next step, waited for.
 */
async function nextCode(clock: () => number, factor: StaffFactor): Promise<string> {
  for (;;) {
    const now = clock();
    const step = Math.floor(now / TOTP_PERIOD_MS);
    // the step before is skipped near the end of a step: by the server's check it may be two behind
    const candidates = [now % TOTP_PERIOD_MS < 25_000 ? step - 1 : step, step, step + 1].filter((s) => s > factor.lastStep);
    if (candidates.length > 0) {
      factor.lastStep = candidates[0]!;
      return totpCode(factor.secret, factor.lastStep);
    }
    const recovery = factor.recoveryCodes.shift();
    if (recovery) return recovery;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * The second step of a sign-in for a client that has posted the password: sets up TOTP if the
 * account has none (keeping the secret and the recovery codes), or types a code. `clock` is the
 * server's (`t.app.clock`; Date.now for a server in another process).
 */
export async function passSecondFactor(clock: () => number, email: string, client: TestClient, step: string): Promise<StaffFactor | undefined> {
  const call = staffCall(client);
  if (step === 'enrol') {
    const enrol = await call<{ secret: string }>('POST', '/api/staff/second-factor/enrol', {});
    if (enrol.status !== 200) throw new Error(`enrolling ${email}: ${enrol.status} ${enrol.text}`);
    const factor: StaffFactor = { secret: enrol.body.secret, lastStep: Math.floor(clock() / TOTP_PERIOD_MS), recoveryCodes: [] };
    const code = totpCode(factor.secret, factor.lastStep);
    const confirm = await call<{ recovery_codes: string[] }>('POST', '/api/staff/second-factor/confirm', { code });
    if (confirm.status !== 200) throw new Error(`confirming the TOTP of ${email}: ${confirm.status} ${confirm.text}`);
    factor.recoveryCodes = [...confirm.body.recovery_codes];
    factors.set(email, factor);
    return factor;
  }
  if (step === 'code') {
    const factor = factors.get(email);
    if (!factor) throw new Error(`${email} has an authenticator app this fixture did not set up`);
    const verify = await call('POST', '/api/staff/second-factor/verify', { code: await nextCode(clock, factor) });
    if (verify.status !== 200) throw new Error(`the code of ${email}: ${verify.status} ${verify.text}`);
    return factor;
  }
  return factors.get(email);
}

export async function signInStaff(t: TestApp, email: string, password = STAFF_PASSWORD): Promise<StaffMember> {
  const client = t.client();
  const res = await client.post<{ second_factor: string }>('/api/staff/login', { email, password });
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${res.status} ${res.text}`);
  const factor = await passSecondFactor(() => t.app.clock(), email, client, res.body.second_factor);
  return { email, client, factor: factor ?? { secret: '', lastStep: -1, recoveryCodes: [] }, call: staffCall(client) };
}

/** A staff member with a password, signed in. */
export async function newStaffMember(t: TestApp): Promise<StaffMember> {
  const { email, link } = await addStaffAccount(t);
  const set = await setPasswordThroughLink(t, link);
  if (set.status !== 200) throw new Error(`set password failed: ${set.text}`);
  return signInStaff(t, email);
}

/** A consultation booked through the public API with a real JPEG; returns its row. */
export async function bookConsultation(t: TestApp, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const form = new FormData();
  const email = fields.email ?? uniqueEmail('patient');
  const all = {
    first_name: 'Lucia',
    last_name: 'Fernandez',
    phone: '(305) 555-0188',
    message: 'I would like to treat my jawline.',
    form_page_name: 'https://clinic.example/consultation',
    ...fields,
    email,
  };
  for (const [k, v] of Object.entries(all)) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(await makeJpeg({ width: 320, height: 240 }))], { type: 'image/jpeg' }), 'converted_image.jpg');
  const res = await t.client().postForm(apiPath('scheduleconversation'), form, headers);
  if (res.body.success !== true) throw new Error(`booking failed: ${res.text}`);
  return t.app.db.selectFrom('consultation_requests').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();
}

export async function sendContactMessage(t: TestApp, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const email = fields.email ?? uniqueEmail('contact');
  const res = await t.client().post(apiPath('contactus'), { name: 'Maria Gonzalez', phone: '3055550123', message: 'Do you treat necks?', ...fields, email }, headers);
  if (res.body.success !== true) throw new Error(`contact failed: ${res.text}`);
  return t.app.db.selectFrom('contact_messages').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();
}

export interface LeadSummary {
  kind: 'consultation' | 'contact';
  id: number;
  name: string;
  email: string;
  phone: string;
  status: string;
  created_at: number;
  has_note: boolean;
  has_photo: boolean;
}

export interface LeadList {
  success: boolean;
  leads: LeadSummary[];
  older: string | null;
  newer: string | null;
}

/** RFC 4180: quoted cells, doubled quotes, CRLF lines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
