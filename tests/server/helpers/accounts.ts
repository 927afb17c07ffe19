/** Registration bodies and signed-in clients for the account tests. */
import crypto from 'node:crypto';
import type { RegisterPayload } from '../../../src/api/api-types';
import { apiPath } from '../../../src/config/clinic';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

export const GOOD_PASSWORD = 'violet-harbor-42';

export function uniqueEmail(prefix = 'patient'): string {
  return `${prefix}.${crypto.randomBytes(5).toString('hex')}@example.com`;
}

export function registration(overrides: Partial<Record<keyof RegisterPayload, unknown>> = {}): Record<string, unknown> {
  return {
    first_name: 'Ana',
    last_name: 'Lee',
    email: uniqueEmail(),
    phone: '(305) 555-0147',
    dob: '1990-05-01',
    gender: 'Female',
    ref_type: 'Internet search',
    password: GOOD_PASSWORD,
    confirm_password: GOOD_PASSWORD,
    ...overrides,
  };
}

export interface SignedIn {
  client: TestClient;
  user: { id: number; email: string; first_name: string; [k: string]: unknown };
  password: string;
}

export async function registerAndSignIn(t: TestApp, overrides: Partial<Record<keyof RegisterPayload, unknown>> = {}): Promise<SignedIn> {
  const body = registration(overrides);
  const client = t.client();
  const reg = await client.post(apiPath('register'), body);
  if (reg.body.success !== '1') throw new Error(`registration failed: ${reg.text}`);
  const login = await client.post<{ success: number; user: SignedIn['user'] }>(apiPath('login'), { email: body.email, password: body.password });
  if (login.body.success !== 1) throw new Error(`login failed: ${login.text}`);
  return { client, user: login.body.user, password: String(body.password) };
}

/**
 * For a test about another mail to a new account's address: lets the sender take the confirmation
 * link registration queued (sent, refused or deferred, as the test's SMTP server answers), then
 * removes it from the outbox, so the mail under test is the only one there for that address.
 */
export async function settleConfirmationMail(t: TestApp, email: string): Promise<void> {
  await t.app.mailer.flush();
  await t.app.db.deleteFrom('mail_outbox').where('to_address', '=', email).where('kind', '=', 'email_verification').execute();
}
