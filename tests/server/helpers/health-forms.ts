/**
 * For the health form tests: a patient with a confirmed account (through her mailed link) and an
 * appointment booked while signed in, through the public booking call, and a full signature body.
 */
import { expect } from 'vitest';
import { apiPath } from '../../../src/config/clinic';
import { YES_NO_QUESTIONS } from '../../../src/health-form/health-form-shape';
import { readOutbox } from './outbox';
import { withProof } from './proof-of-work';
import { timedForm } from './appointment-forms';
import { registerAndSignIn, type SignedIn } from './accounts';
import type { TestApp } from './test-app';

export const formPath = (id: number | string) => `/api/account/appointments/${id}/health-form`;

export async function confirmedPatient(t: TestApp, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const a = await registerAndSignIn(t, overrides);
  await t.app.mailer.flush();
  const mail = readOutbox(t.dataDir)
    .filter((m) => m.to === a.user.email && /Confirm your|Confirme su/.test(m.subject))
    .at(-1);
  const link = /(https?:\/\/\S+\/verify-email\?token=\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error('no confirmation link');
  const res = await t.client().post('/api/account/verify-email', { token: new URL(link).searchParams.get('token') });
  expect(res.status).toBe(200);
  return a;
}

/** Books a time while signed in (an instant, or a day: its first free time); returns the appointment's id. */
export async function bookAs(t: TestApp, a: SignedIn, jpeg: Buffer, type: string, when: string): Promise<number> {
  let start = when;
  if (/^\d{4}-\d{2}-\d{2}$/.test(when)) {
    const res = await t.client().get<{ days: { slots: { start: string }[] }[] }>(`/api/appointments/availability?type=${type}&from=${when}&to=${when}`);
    start = res.body.days[0]?.slots[0]?.start ?? '';
    if (!start) throw new Error(`no free ${type} time on ${when}`);
  }
  const form = await withProof(t.baseUrl, timedForm(jpeg, { type, start }, { email: a.user.email }));
  const res = await a.client.postForm(apiPath('scheduleconversation'), form);
  if (res.status !== 200) throw new Error(`booking failed: ${res.text}`);
  const row = await t.app.db.selectFrom('appointments').select('id').where('user_id', '=', a.user.id).where('start_at', '=', Date.parse(start)).executeTakeFirstOrThrow();
  return row.id;
}

/** Every screening answer no, but those named yes. */
export function signatureBody(over: { yes?: string[]; medications?: string; allergies?: string; photo?: string; name?: string } = {}): Record<string, unknown> {
  return {
    answers: Object.fromEntries(YES_NO_QUESTIONS.map((q) => [q, (over.yes ?? []).includes(q)])),
    medications: over.medications ?? '',
    allergies: over.allergies ?? '',
    photo_consent: over.photo ?? 'record',
    consent_version: 'consent-2026-11',
    accept_consent: true,
    signed_name: over.name ?? 'Ana María Lee',
  };
}
