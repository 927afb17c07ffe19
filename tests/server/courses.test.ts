/**
 * The training course's public and self-service calls (server/courses/): a fresh database lists the
 * next three course days; an enrollment is checked field by field in the visitor's language, needs a
 * proof of work, takes a seat and mails a link to her own page (details, ICS, cancel, move); a full
 * day refuses with the fresh count or puts her on the waitlist, and a cancellation offers the seat
 * to the first in line, once, behind a link that works once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { mailsSentTo, type ReadMail } from './helpers/outbox';
import { invitationIn, plainTextOf } from './helpers/invitations';
import { courseDays, enrollmentBody, withCourseProof } from './helpers/course-enrollment';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');

describe.each(dialects)('the training course (%s)', (dialect) => {
  let t: TestApp;
  let now = NOW;
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => now });
  });
  afterAll(async () => {
    await t?.close();
  });

  const days = () => courseDays(t);
  const mailsTo = (to: string) => mailsSentTo(t, to);
  // a mail with an invitation is multipart; one without is its text alone
  const textOf = (mail: ReadMail) => (/multipart/i.test(mail.raw.slice(0, mail.raw.indexOf('\n\n'))) ? plainTextOf(mail) : mail.text);
  const linkIn = (mail: ReadMail | undefined, path: string) => {
    const match = new RegExp(`(https?://\\S+${path}\\?token=\\S+)`).exec(mail ? textOf(mail) : '');
    if (!match?.[1]) throw new Error(`no ${path} link in ${mail?.subject}`);
    return new URL(match[1]);
  };
  const enroll = async (body: Record<string, unknown>, lang = 'en') =>
    t.client().post<Record<string, unknown>>('/api/courses/enroll', await withCourseProof(t.baseUrl, body), { 'accept-language': lang });
  const setSeats = async (id: number, seats: number) => t.app.db.updateTable('course_days').set({ seats }).where('id', '=', id).execute();

  it('a fresh start lists the next three course days: Saturdays, 08:30 to 17:30 in Miami, 12 seats', async () => {
    const list = await days();
    expect(list.map((d) => [d.date, d.start, d.end, d.language, d.seats, d.seats_left, d.state, d.price])).toEqual([
      ['2026-12-26', '2026-12-26T13:30:00.000Z', '2026-12-26T22:30:00.000Z', 'en', 12, 12, 'open', '$2,900'],
      ['2027-01-23', '2027-01-23T13:30:00.000Z', '2027-01-23T22:30:00.000Z', 'es', 12, 12, 'open', '$2,900'],
      ['2027-02-20', '2027-02-20T13:30:00.000Z', '2027-02-20T22:30:00.000Z', 'en', 12, 12, 'open', '$2,900'],
    ]);
  });

  it('refuses every missing field at once, in the visitor’s language, and holds no seat', async () => {
    const [day] = await days();
    const en = await t.client().post('/api/courses/enroll', { day_id: day!.id, profession: 'physician', terms: false });
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({
      first_name: 'Name is required',
      last_name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      terms: 'Please agree to the course terms to reserve your seat.',
      licence_type: 'Please enter your licence type.',
      licence_number: 'Please enter your licence number.',
      licence_state: 'Please choose the state that issued your licence.',
    });
    const es = await t.client().post('/api/courses/enroll', { ...enrollmentBody(day!.id), profession: 'other', terms: 'no' }, { 'accept-language': 'es' });
    expect(es.body.errors).toEqual({ terms: 'Acepte las condiciones del curso para reservar su plaza.', profession_other: 'Indíquenos su profesión.' });
    const noProof = await t.client().post('/api/courses/enroll', enrollmentBody(day!.id));
    expect(noProof.status).toBe(400);
    expect(noProof.body.message).toBe('We could not confirm that this enrollment came from our form, so no seat was held. Please send the form again in a moment.');
    expect((await days())[0]?.seats_left).toBe(12);
  });

  it('enrolls: a seat reserved, her mail with the invitation and her page; the page shows it, the ICS downloads, she moves and cancels', async () => {
    now = NOW;
    const [day, second] = await days();
    const email = 'marta.self@example.com';
    const res = await enroll(enrollmentBody(day!.id, { email, first_name: 'Marta' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Your seat is reserved. A confirmation with a link to your enrollment is on its way to your e-mail.',
      enrollment: { status: 'reserved', place: null, paid: false, day: { id: day!.id, seats_left: 11 } },
    });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Your seat is reserved: Saturday, December 26, 2026, 08:30 to 17:30 (Miami time)');
    const invitation = invitationIn(mail as ReadMail);
    expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, start: '2026-12-26T13:30:00.000Z', end: '2026-12-26T22:30:00.000Z' });
    expect(plainTextOf(mail as ReadMail)).toContain('Cancellation and transfer:');
    const page = linkIn(mail, '/training-enrollment');
    const token = page.searchParams.get('token') ?? '';

    const seen = await t.client().get('/api/courses/enrollment', { 'x-enrollment-token': token });
    expect(seen.body).toMatchObject({ success: true, enrollment: { status: 'reserved', first_name: 'Marta', email, day: { date: '2026-12-26' } } });
    const ics = await t.client().get('/api/courses/enrollment/calendar', { 'x-enrollment-token': token });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(ics.text).toContain(`UID:${invitation.uid}`);
    expect((await t.client().get('/api/courses/enrollment', { 'x-enrollment-token': 'nope' })).status).toBe(410);

    const moved = await t.client().post('/api/courses/enrollment/move', { token, day_id: second!.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ message: 'You have moved to the new day. The new invitation is on its way to your e-mail.', enrollment: { day: { date: '2027-01-23' } } });
    const after = await days();
    expect(after.map((d) => d.seats_left)).toEqual([12, 11, 12]);
    const movedMail = (await mailsTo(email))[1];
    expect(invitationIn(movedMail as ReadMail)).toMatchObject({ method: 'REQUEST', uid: invitation.uid, sequence: 1, start: '2027-01-23T13:30:00.000Z' });

    const cancelled = await t.client().post('/api/courses/enrollment/cancel', { token });
    expect(cancelled.body).toEqual({ success: true, message: 'Your enrollment is cancelled. A confirmation is on its way to your e-mail.' });
    expect((await days()).map((d) => d.seats_left)).toEqual([12, 12, 12]);
    const cancelMail = (await mailsTo(email))[2];
    expect(invitationIn(cancelMail as ReadMail)).toMatchObject({ method: 'CANCEL', uid: invitation.uid, sequence: 2 });
    expect((await t.client().post('/api/courses/enrollment/cancel', { token })).status).toBe(410);
  });

  it('a full day: 409 with the fresh count, or the waitlist when asked; a cancellation offers the seat to the first in line once', async () => {
    now = NOW;
    const day = (await days())[2]!;
    await setSeats(day.id, 1);
    const first = await enroll(enrollmentBody(day.id, { email: 'seat.holder@example.com' }));
    expect(first.body).toMatchObject({ enrollment: { status: 'reserved' } });
    const refused = await enroll(enrollmentBody(day.id, { email: 'too.late@example.com' }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, code: 'full', message: 'This day has just filled up. You can join its waitlist, or choose another day.', seats_left: 0 });
    const w1 = await enroll(enrollmentBody(day.id, { email: 'wait.one@example.com', waitlist: true }));
    expect(w1.body).toMatchObject({ message: 'This day is full, so you are on its waitlist: you are number 1 in line. We will e-mail you as soon as a seat is free.', enrollment: { status: 'waiting', place: 1 } });
    const w2 = await enroll(enrollmentBody(day.id, { email: 'wait.two@example.com', waitlist: true }), 'es');
    expect(w2.body).toMatchObject({ message: 'Este día está completo, así que está en su lista de espera: es el número 2. Le escribiremos en cuanto quede una plaza libre.', enrollment: { status: 'waiting', place: 2 } });
    expect((await days())[2]).toMatchObject({ seats_left: 0, waiting: 2, state: 'full' });

    const holderPage = linkIn((await mailsTo('seat.holder@example.com'))[0], '/training-enrollment').searchParams.get('token') ?? '';
    expect((await t.client().post('/api/courses/enrollment/cancel', { token: holderPage })).status).toBe(200);
    const offers = (await mailsTo('wait.one@example.com')).filter((m) => m.subject.startsWith('A seat is free for you'));
    expect(offers).toHaveLength(1);
    expect(await mailsTo('wait.two@example.com')).toHaveLength(1);
    expect((await days())[2]).toMatchObject({ seats_left: 0, waiting: 1 });
    const offerToken = linkIn(offers[0], '/training-offer').searchParams.get('token') ?? '';
    expect((await t.client().get('/api/courses/offer', { 'x-offer-token': offerToken })).body).toMatchObject({ enrollment: { status: 'offered' } });
    const taken = await t.client().post('/api/courses/offer/accept', { token: offerToken });
    expect(taken.body).toMatchObject({ success: true, message: 'The seat is yours. A confirmation is on its way to your e-mail.', enrollment: { status: 'reserved' } });
    const again = await t.client().post('/api/courses/offer/accept', { token: offerToken }, { 'accept-language': 'es' });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('Esta oferta ha caducado o ya fue respondida, y la plaza pasó a la siguiente persona de la lista. Puede volver a unirse a la lista de espera en nuestra página de capacitación.');
  });

  it('an offer that expires goes to the second in line; two housekeeping runs at once send it once; the expired link answers 410', async () => {
    now = NOW;
    const day = (await days())[1]!;
    await setSeats(day.id, 1);
    await enroll(enrollmentBody(day.id, { email: 'exp.holder@example.com' }));
    await enroll(enrollmentBody(day.id, { email: 'exp.first@example.com', waitlist: true }));
    await enroll(enrollmentBody(day.id, { email: 'exp.second@example.com', waitlist: true }));
    const holder = linkIn((await mailsTo('exp.holder@example.com'))[0], '/training-enrollment').searchParams.get('token') ?? '';
    expect((await t.client().post('/api/courses/enrollment/cancel', { token: holder })).status).toBe(200);
    const firstOffer = linkIn((await mailsTo('exp.first@example.com')).find((m) => m.subject.startsWith('A seat is free')), '/training-offer').searchParams.get('token') ?? '';
    // 48 hours later (WAITLIST_OFFER_HOURS) and a minute: two runs at once, as two processes would
    now = NOW + 48 * 3_600_000 + 60_000;
    const [a, b] = await Promise.all([t.app.courses.housekeeping(), t.app.courses.housekeeping()]);
    expect(a.offersExpired + b.offersExpired).toBe(1);
    const second = (await mailsTo('exp.second@example.com')).filter((m) => m.subject.startsWith('A seat is free for you'));
    expect(second).toHaveLength(1);
    expect((await mailsTo('exp.first@example.com')).filter((m) => m.subject.startsWith('Your offered seat has passed to the next person'))).toHaveLength(1);
    const late = await t.client().post('/api/courses/offer/accept', { token: firstOffer });
    expect(late.status).toBe(410);
    // a run after a restart finds nothing more to send
    expect(await t.app.courses.housekeeping()).toMatchObject({ offersExpired: 0 });
    expect((await mailsTo('exp.second@example.com')).filter((m) => m.subject.startsWith('A seat is free for you'))).toHaveLength(1);
    await setSeats(day.id, 12);
    now = NOW;
  });

  it('lowering a day’s seats below those taken is refused by the database', async () => {
    const day = (await days())[2]!;
    await expect(setSeats(day.id, 0)).rejects.toThrow();
    const row = await t.app.db.selectFrom('course_days').select(['seats', 'taken']).where('id', '=', day.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ seats: 1, taken: 1 });
  });
});
