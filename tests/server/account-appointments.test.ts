/**
 * The patient's account holds her care (issue 39): her e-mail confirmed through a single-use link
 * (48 hours, in her language, asked for again with the same answer for any address), and her
 * appointments and call-back requests on her profile, hers only: booked while signed in, or under
 * her address once confirmed. Cancel and move from the account follow the mailed link's rules: the
 * same invitation UID with SEQUENCE one higher, the same mails, the time free again. Nobody else
 * (another patient, a signed-out visitor, a forged id, a staff session) gets anything of hers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { relaxedRateLimits } from '../../server/plugins/rate-limit';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { readOutbox, type ReadMail } from './helpers/outbox';
import { invitationIn } from './helpers/invitations';
import { withProof } from './helpers/proof-of-work';
import { timedForm } from './helpers/appointment-forms';
import { registerAndSignIn, uniqueEmail, type SignedIn } from './helpers/accounts';
import { newStaffMember } from './staff-fixtures';
import type { TestClient } from './helpers/test-client';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const LIST = '/api/account/appointments';
const VERIFIED_SENT = 'If this e-mail still needs confirming, a new link is on its way to it. It works for 48 hours.';
const LINK_GONE = 'This confirmation link has expired or has already been used. If your e-mail is not confirmed yet, sign in and send a new link from your profile.';

interface OwnList {
  success: boolean;
  verified: boolean;
  email: string;
  message?: string;
  appointments: { id: number; type: string; start: string; status: string; upcoming: boolean; can_cancel: boolean; can_move: boolean }[];
  requests: { id: number; sent: string; status: string }[];
}

describe.each(dialects)("the patient's account holds her care (%s)", (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  const now = NOW;
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => now, limits: { ...relaxedRateLimits, verifyPerEmail: { max: 2, windowMs: 3_600_000 } } });
    jpeg = await makeJpeg({ width: 64, height: 64 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailsTo = async (to: string): Promise<ReadMail[]> => {
    await t.app.mailer.flush();
    return readOutbox(t.dataDir).filter((m) => m.to === to);
  };
  const verifyTokenIn = (mail: ReadMail | undefined): string => {
    const match = /(https?:\/\/\S+\/verify-email\?token=\S+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no confirmation link in ${mail?.subject}`);
    return new URL(match[1]).searchParams.get('token') ?? '';
  };
  const verify = (token: unknown, lang = 'en') => t.client().post('/api/account/verify-email', { token }, { 'accept-language': lang });
  const confirmationOf = async (email: string) => (await mailsTo(email)).filter((m) => /Confirm your|Confirme su/.test(m.subject));
  const verifyAccount = async (a: SignedIn) => {
    const [mail] = (await confirmationOf(a.user.email)).slice(-1);
    expect((await verify(verifyTokenIn(mail))).status).toBe(200);
  };
  const book = (client: TestClient, type: string, start: string, fields: Record<string, string>) =>
    withProof(t.baseUrl, timedForm(jpeg, { type, start }, fields)).then((form) => client.postForm(apiPath('scheduleconversation'), form));
  const offered = async (type: string, date: string) =>
    ((await t.client().get<{ days: { slots: { start: string }[] }[] }>(`/api/appointments/availability?type=${type}&from=${date}&to=${date}`)).body.days[0]?.slots ?? []).map((s) => s.start);
  const list = (client: TestClient, lang = 'en') => client.get<OwnList>(LIST, { 'accept-language': lang });

  it('mails a confirmation link on registration, in her language, that works once; an expired one is refused', async () => {
    const a = await registerAndSignIn(t);
    const [mail] = await confirmationOf(a.user.email);
    expect(mail?.subject).toBe('Confirm your Endolift Miami e-mail');
    expect(mail?.text).toContain('Open this link within 48 hours:');
    const token = verifyTokenIn(mail);
    // only the token's SHA-256 is stored
    const stored = await t.app.db.selectFrom('email_verifications').select(['token_hash', 'email', 'expires_at', 'created_at']).where('email', '=', a.user.email).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);
    expect(Number(stored[0]?.expires_at) - Number(stored[0]?.created_at)).toBe(48 * 3_600_000);

    expect((await list(a.client)).body).toMatchObject({ verified: false, appointments: [], requests: [] });
    const first = await verify(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: 'Thank you: your e-mail is confirmed. Your profile now shows your appointments.' });
    expect((await list(a.client)).body).toMatchObject({ verified: true });
    // the second time, in Spanish: refused, and says so in her language
    const again = await verify(token, 'es');
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ success: false, message: 'Este enlace de confirmación venció o ya se usó. Si su correo aún no está confirmado, inicie sesión y pida un enlace nuevo desde su perfil.' });
    expect((await verify('x'.repeat(43))).body).toEqual({ success: false, message: LINK_GONE });
    expect((await verify(42)).status).toBe(410);

    // a Spanish account gets its link in Spanish, to the Spanish page; an expired link confirms nothing
    const es = t.client();
    const email = uniqueEmail('es');
    await es.post(apiPath('register'), { first_name: 'Lucía', last_name: 'Paz', email, phone: '(305) 555-0199', dob: '1985-02-03', gender: 'Female', ref_type: 'Internet search', password: 'violet-harbor-42', confirm_password: 'violet-harbor-42' }, { 'accept-language': 'es' });
    const [spanish] = await confirmationOf(email);
    expect(spanish?.subject).toBe('Confirme su correo de Endolift Miami');
    expect(spanish?.text).toMatch(/\/es\/verify-email\?token=/);
    await t.app.db.updateTable('email_verifications').set({ expires_at: Date.now() - 1 }).where('email', '=', email).execute();
    expect((await verify(verifyTokenIn(spanish), 'es')).status).toBe(410);
    expect((await t.app.db.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow()).email_verified_at).toBeNull();
  });

  it('sends the link again with the same answer for any address, throttled per address; a changed e-mail is unverified again', async () => {
    const a = await registerAndSignIn(t);
    const resend = (email: string) => a.client.post('/api/account/verify-email/resend', { email });
    const unknown = await resend(uniqueEmail('nobody'));
    const own = await resend(a.user.email);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: true, message: VERIFIED_SENT });
    expect(own.body).toEqual(unknown.body);
    expect(await confirmationOf(a.user.email)).toHaveLength(2);
    expect((await resend(a.user.email)).status).toBe(200);
    // past the limit for one address within the hour (2 in this test's server), whoever asks, it waits
    const limited = await t.client().post('/api/account/verify-email/resend', { email: a.user.email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await confirmationOf(a.user.email)).toHaveLength(3);
    // the newest link works (and spends the older ones)
    const [older, , newer] = await confirmationOf(a.user.email);
    expect((await verify(verifyTokenIn(newer))).status).toBe(200);
    expect((await verify(verifyTokenIn(older))).status).toBe(410);
    // a confirmed account is mailed nothing more, with the same answer
    const other = await registerAndSignIn(t);
    const confirmedAnswer = await other.client.post('/api/account/verify-email/resend', { email: other.user.email });
    await verifyAccount(other);
    expect((await other.client.post('/api/account/verify-email/resend', { email: other.user.email })).body).toEqual(confirmedAnswer.body);
    expect(await confirmationOf(other.user.email)).toHaveLength(2);
    // a malformed address is a field error, not a guess
    expect((await t.client().post('/api/account/verify-email/resend', { email: 'not-an-address' })).body).toMatchObject({ success: false, errors: { email: expect.any(Array) } });

    // changing her e-mail on the profile: unverified again, and a link goes to the new address
    const email = uniqueEmail('moved');
    const saved = await a.client.post(apiPath('update-profile'), { id: a.user.id, first_name: 'Ana', last_name: 'Lee', email, phone: '(305) 555-0147', dob: '1990-05-01', gender: 'Female', password: '' });
    expect(saved.body.success).toBe(1);
    expect((await list(a.client)).body).toMatchObject({ verified: false, email, appointments: [] });
    // a link mailed to the old address confirms nothing now
    expect((await verify(verifyTokenIn(newer))).status).toBe(410);
    const [toNew] = await confirmationOf(email);
    expect((await verify(verifyTokenIn(toNew))).status).toBe(200);
    expect((await list(a.client)).body).toMatchObject({ verified: true, email });
  });

  it('lists a booking made signed in and an older one under her address only once she has confirmed it', async () => {
    const a = await registerAndSignIn(t);
    // before the account: a call-back request and a phone consultation under her address, signed out
    const callBack = await t.client().postForm(apiPath('scheduleconversation'), timedForm(jpeg, {}, { email: a.user.email }));
    expect(callBack.status).toBe(200);
    expect((await book(t.client(), 'phone', '2026-12-02T15:00:00.000Z', { email: a.user.email })).status).toBe(200);
    // signed in, under another address even: hers by her session
    expect((await book(a.client, 'in-person', '2026-12-03T15:00:00.000Z', { email: uniqueEmail('mum') })).status).toBe(200);
    const signedIn = await t.app.db.selectFrom('appointments').select(['user_id', 'lead_id']).where('start_at', '=', Date.parse('2026-12-03T15:00:00.000Z')).executeTakeFirstOrThrow();
    expect(signedIn.user_id).toBe(a.user.id);
    expect((await t.app.db.selectFrom('consultation_requests').select('user_id').where('id', '=', Number(signedIn.lead_id)).executeTakeFirstOrThrow()).user_id).toBe(a.user.id);

    const before = await list(a.client);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      success: true,
      verified: false,
      email: a.user.email,
      message: 'Please confirm your e-mail first: open the link we sent to it. Then your appointments appear here.',
      appointments: [],
      requests: [],
    });
    await verifyAccount(a);
    const after = await list(a.client);
    expect(after.body.verified).toBe(true);
    expect(after.body.appointments.map((x) => [x.type, x.start, x.status, x.upcoming, x.can_cancel, x.can_move])).toEqual([
      ['phone', '2026-12-02T15:00:00.000Z', 'booked', true, true, true],
      ['in-person', '2026-12-03T15:00:00.000Z', 'booked', true, true, true],
    ]);
    expect(after.body.requests).toEqual([{ id: expect.any(Number), sent: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), status: 'waiting' }]);
    // in Spanish, the unverified message too
    const b = await registerAndSignIn(t);
    expect((await list(b.client, 'es')).body.message).toBe('Confirme primero su correo electrónico: abra el enlace que le enviamos. Después sus citas aparecerán aquí.');
  });

  it("gives nobody else anything of hers, through every call: another patient, a signed-out visitor, a forged id, a staff session", async () => {
    const a = await registerAndSignIn(t);
    await verifyAccount(a);
    expect((await book(a.client, 'video', '2026-12-04T16:00:00.000Z', { email: a.user.email })).status).toBe(200);
    const [mine] = (await list(a.client)).body.appointments;
    if (!mine) throw new Error('no appointment listed');
    const b = await registerAndSignIn(t);
    await verifyAccount(b);
    const staff = await newStaffMember(t);
    const visitor = t.client();
    const forged = String(mine.id + 100_000);
    const calls = (id: string) => [
      ['cancel', `${LIST}/${id}/cancel`, {}],
      ['reschedule', `${LIST}/${id}/reschedule`, { start: '2026-12-07T16:00:00.000Z' }],
    ] as const;

    // the list: each sees only their own
    expect((await list(b.client)).body).toMatchObject({ verified: true, email: b.user.email, appointments: [], requests: [] });
    for (const client of [visitor, staff.client]) {
      const res = await list(client);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Please sign in to continue.' });
    }
    const expectations: [string, TestClient, string, number][] = [
      ['another patient', b.client, String(mine.id), 404],
      ['a signed-out visitor', visitor, String(mine.id), 401],
      ['a staff session', staff.client, String(mine.id), 401],
      ['a forged id', a.client, forged, 404],
      ['a nonsense id', a.client, 'x1', 404],
      ['an id past the column', a.client, '99999999999', 404],
    ];
    for (const [who, client, id, status] of expectations) {
      for (const [what, path, body] of calls(id)) {
        const res = await client.post(path, body);
        expect(res.status, `${who}: ${what}`).toBe(status);
        expect(res.body.success, `${who}: ${what}`).toBe(false);
        expect(JSON.stringify(res.body), `${who}: ${what}`).not.toContain(a.user.email);
      }
    }
    // her session without its XSRF header, or from another site: refused
    for (const [, path, body] of calls(String(mine.id))) {
      expect((await a.client.post(path, body, { 'x-xsrf-token': 'forged' })).status).toBe(403);
      expect((await a.client.post(path, body, { origin: 'https://evil.example' })).status).toBe(403);
    }
    // and nothing changed
    expect((await list(a.client)).body.appointments[0]).toMatchObject({ id: mine.id, start: '2026-12-04T16:00:00.000Z', status: 'booked' });
    // unverified, even her own booking made signed in is not hers to change yet
    const c = await registerAndSignIn(t);
    expect((await book(c.client, 'video', '2026-12-08T16:00:00.000Z', { email: c.user.email })).status).toBe(200);
    const cRow = await t.app.db.selectFrom('appointments').select('id').where('user_id', '=', c.user.id).executeTakeFirstOrThrow();
    expect((await c.client.post(`${LIST}/${cRow.id}/cancel`, {})).status).toBe(403);
  });

  it('moves and cancels from the account by the mailed link’s rules: one UID, SEQUENCE up, the clinic told, the time free again', async () => {
    const a = await registerAndSignIn(t);
    await verifyAccount(a);
    expect((await book(a.client, 'in-person', '2026-12-09T15:00:00.000Z', { email: a.user.email })).status).toBe(200);
    const [booked] = (await list(a.client)).body.appointments;
    if (!booked) throw new Error('no appointment listed');
    const invitations = async () => (await mailsTo(a.user.email)).filter((m) => m.raw.includes('text/calendar')).map(invitationIn);

    // a time that is not free: the mailed link's 409 with fresh times, nothing changed
    const refused = await a.client.post(`${LIST}/${booked.id}/reschedule`, { start: '2026-12-09T15:07:00.000Z' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'slot_unavailable', slots: expect.any(Array) });
    expect((await a.client.post(`${LIST}/${booked.id}/reschedule`, { start: 'tomorrow' })).status).toBe(400);

    const moved = await a.client.post(`${LIST}/${booked.id}/reschedule`, { start: '2026-12-10T19:00:00.000Z' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ success: true, message: 'Your appointment has moved. The new invitation is on its way to your e-mail.', appointment: { id: booked.id, start: '2026-12-10T19:00:00.000Z', status: 'booked', can_move: true } });
    expect(await offered('in-person', '2026-12-09')).toContain('2026-12-09T15:00:00.000Z');
    expect(await offered('in-person', '2026-12-10')).not.toContain('2026-12-10T19:00:00.000Z');

    const cancelled = await a.client.post(`${LIST}/${booked.id}/cancel`, {}, { 'accept-language': 'es' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ success: true, message: 'Su cita está cancelada. Le enviamos la confirmación a su correo electrónico.', appointment: { status: 'cancelled', upcoming: false, can_cancel: false, can_move: false } });
    expect(await offered('in-person', '2026-12-10')).toContain('2026-12-10T19:00:00.000Z');
    // once cancelled, neither call changes it again
    expect((await a.client.post(`${LIST}/${booked.id}/cancel`, {})).status).toBe(409);
    expect((await a.client.post(`${LIST}/${booked.id}/reschedule`, { start: '2026-12-11T15:00:00.000Z' })).status).toBe(409);

    const [first, second, third] = await invitations();
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 0, start: '2026-12-09T15:00:00.000Z' });
    expect(second).toMatchObject({ method: 'REQUEST', uid: first?.uid, sequence: 1, start: '2026-12-10T19:00:00.000Z' });
    expect(third).toMatchObject({ method: 'CANCEL', uid: first?.uid, sequence: 2, status: 'CANCELLED' });
    const notices = readOutbox(t.dataDir).filter((m) => m.subject.startsWith(`Appointment #${booked.id} `));
    expect(notices.map((m) => m.subject.split(':')[0])).toEqual([`Appointment #${booked.id} booked`, `Appointment #${booked.id} moved`, `Appointment #${booked.id} cancelled`]);
    // the list shows it as it stands, among the past and done
    expect((await list(a.client)).body.appointments).toEqual([expect.objectContaining({ id: booked.id, status: 'cancelled', upcoming: false })]);
  });
});
