/**
 * The staff side of the training course (server/courses/staff-course-routes.ts): behind the staff
 * guard; the days with their counts; adding and editing a day (fewer seats than those taken refused
 * by the database, more seats offered to the waitlist); cancelling a day, which tells everyone in
 * her own language; a day's roster with its audit trail and its CSV with formula cells neutralised;
 * payment, cancel, move and the check-in, each in the audit log with who and when.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { mailsSentTo } from './helpers/outbox';
import { invitationIn } from './helpers/invitations';
import { enrollmentBody, withCourseProof } from './helpers/course-enrollment';
import { newStaffMember, staffCall, type StaffMember } from './staff-fixtures';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');

interface StaffDay {
  id: number;
  date: string;
  start: string;
  end: string;
  start_time: string;
  end_time: string;
  language: string;
  seats: number;
  taken: number;
  seats_left: number;
  price: string;
  enrollment_closes_at: string;
  enrollment_closes: string;
  status: string;
  past: boolean;
  counts: Record<string, number>;
}
interface Entry {
  id: number;
  status: string;
  first_name: string;
  email: string;
  place: number | null;
  paid_at: string | null;
  payment_note: string;
  checked_in: boolean;
  checked_in_at: string | null;
}
interface Roster {
  day: StaffDay;
  enrollments: Entry[];
  audit: { actor: string; action: string; detail: string; enrollment_id: number | null; at: string }[];
}

describe.each(dialects)('the staff side of the training course (%s)', (dialect) => {
  let t: TestApp;
  let staff: StaffMember;
  let now = NOW;
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => now });
    staff = await newStaffMember(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const days = async () => (await staff.call<{ days: StaffDay[] }>('GET', '/api/staff/courses')).body.days;
  const roster = async (id: number) => (await staff.call<Roster>('GET', `/api/staff/courses/${id}`)).body;
  const mailsTo = (to: string) => mailsSentTo(t, to);
  const enroll = async (dayId: number, over: Record<string, unknown>, lang = 'en') => {
    const res = await t.client().post<{ enrollment: { id: number; status: string } }>('/api/courses/enroll', await withCourseProof(t.baseUrl, enrollmentBody(dayId, over)), { 'accept-language': lang });
    expect(res.status, res.text).toBe(200);
    return res.body.enrollment;
  };
  const seatsOf = async (id: number) => t.app.db.selectFrom('course_days').select(['seats', 'taken', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
  const auditRows = async (dayId: number) =>
    t.app.db.selectFrom('course_audit').select(['staff_id', 'actor', 'action', 'detail', 'enrollment_id', 'created_at']).where('day_id', '=', dayId).orderBy('id').execute();
  const staffId = async () => (await t.app.db.selectFrom('staff_users').select('id').where('email', '=', staff.email).executeTakeFirstOrThrow()).id;

  it('is for signed-in staff only; every change needs the staff XSRF header and the site’s own origin', async () => {
    const anonymous = staffCall(t.client());
    const [first] = await days();
    for (const [method, path] of [
      ['GET', '/api/staff/courses'],
      ['GET', `/api/staff/courses/${first!.id}`],
      ['GET', `/api/staff/courses/${first!.id}/roster.csv`],
      ['POST', `/api/staff/courses/${first!.id}/cancel`],
      ['POST', '/api/staff/courses/enrollments/1/check-in'],
    ] as const) {
      const res = await anonymous(method, path, method === 'POST' ? {} : undefined);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
    }
    const noXsrf = await staff.client.request(`/api/staff/courses/${first!.id}/cancel`, { method: 'POST' });
    expect(noXsrf.status).toBe(403);
    const xsrf = staff.client.cookies.get('STAFF-XSRF-TOKEN') ?? '';
    const evil = await staff.client.request(`/api/staff/courses/${first!.id}/cancel`, { method: 'POST', headers: { 'x-staff-xsrf-token': xsrf, origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect((await seatsOf(first!.id)).status).toBe('open');
    expect(await auditRows(first!.id)).toEqual([]);
  });

  it('adds a day (08:30 to 17:30 Miami by default), refuses bad fields and the past, and logs who added it', async () => {
    const bad = await staff.call('POST', '/api/staff/courses', { date: '2027-03-20', language: 'fr', seats: 13, price: '$2,900' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Please give the date as YYYY-MM-DD, start and end times as HH:MM (the start first), the language en or es, 1 to 12 seats, the price (up to 60 characters) and when enrollment closes (YYYY-MM-DDTHH:MM, Miami time, not after the start).',
    );
    expect((await staff.call('POST', '/api/staff/courses', { date: '2027-03-20', language: 'en', seats: 0, price: 'x' })).status).toBe(400);
    expect((await staff.call('POST', '/api/staff/courses', { date: '2027-03-20', language: 'en', seats: 4, price: 'a\u0000b' })).status).toBe(400);
    expect((await staff.call('POST', '/api/staff/courses', { date: '2026-11-20', language: 'en', seats: 4, price: '$1' })).body).toEqual({ success: false, message: 'A course day must start in the future.' });
    const created = await staff.call<{ day: StaffDay; message: string }>('POST', '/api/staff/courses', { date: '2027-03-20', language: 'es', seats: 8, price: '$2,500' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      message: 'Course day added. It shows on the training page at once.',
      day: {
        id: expect.any(Number),
        date: '2027-03-20',
        start: '2027-03-20T12:30:00.000Z',
        end: '2027-03-20T21:30:00.000Z',
        start_time: '08:30',
        end_time: '17:30',
        zone: 'America/New_York',
        language: 'es',
        seats: 8,
        taken: 0,
        seats_left: 8,
        price: '$2,500',
        enrollment_closes_at: '2027-03-18T12:30:00.000Z',
        enrollment_closes: '2027-03-18T08:30',
        status: 'open',
        past: false,
        counts: { reserved: 0, confirmed: 0, offered: 0, waiting: 0, attended: 0, no_show: 0, cancelled: 0 },
      },
    });
    const id = created.body.day.id;
    const publicDays = (await t.client().get<{ days: { id: number; seats_left: number }[] }>('/api/courses/days')).body.days;
    expect(publicDays.find((d) => d.id === id)).toMatchObject({ seats_left: 8 });
    expect(await auditRows(id)).toEqual([
      { staff_id: await staffId(), actor: staff.email, action: 'day_created', detail: '2027-03-20 08:30–17:30, es, 8 seats, $2,500', enrollment_id: null, created_at: NOW },
    ]);
  });

  it('refuses fewer seats than those taken (409, nothing changed); more seats go to the waitlist at once; the list counts each status', async () => {
    const day = (await days()).find((d) => d.date === '2027-02-20')!;
    const body = { date: day.date, language: 'en', price: '$2,900' };
    expect((await staff.call('PUT', `/api/staff/courses/${day.id}`, { ...body, seats: 2 })).status).toBe(200);
    await enroll(day.id, { email: 'seats.one@example.com' });
    await enroll(day.id, { email: 'seats.two@example.com' });
    await enroll(day.id, { email: 'seats.wait@example.com', waitlist: true });
    const refused = await staff.call('PUT', `/api/staff/courses/${day.id}`, { ...body, seats: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: '2 seats are taken on this day, so it cannot have fewer seats than that. Cancel or move enrollments first.' });
    expect(await seatsOf(day.id)).toEqual({ seats: 2, taken: 2, status: 'open' });
    const moveDate = await staff.call('PUT', `/api/staff/courses/${day.id}`, { ...body, date: '2027-02-27', seats: 2 });
    expect(moveDate.status).toBe(409);
    expect(moveDate.body.message).toBe('People hold seats or wait on this day, so its date and times cannot change. Create a new day and move them, or cancel this one (everyone is told).');

    const more = await staff.call<{ day: StaffDay }>('PUT', `/api/staff/courses/${day.id}`, { ...body, seats: 3, price: '$3,000' });
    expect(more.status).toBe(200);
    expect(more.body.day).toMatchObject({ seats: 3, taken: 3, seats_left: 0, price: '$3,000', counts: { reserved: 2, offered: 1, waiting: 0 } });
    expect((await mailsTo('seats.wait@example.com')).map((m) => m.subject)).toEqual([
      'You are on the waitlist: Saturday, February 20, 2027, 08:30 to 17:30 (Miami time)',
      'A seat is free for you: Saturday, February 20, 2027, 08:30 to 17:30 (Miami time)',
    ]);
    expect((await auditRows(day.id)).map((a) => [a.action, a.detail])).toEqual([
      ['day_edited', '2027-02-20 08:30–17:30, en, 12 seats, $2,900 → 2027-02-20 08:30–17:30, en, 2 seats, $2,900'],
      ['day_edited', '2027-02-20 08:30–17:30, en, 2 seats, $2,900 → 2027-02-20 08:30–17:30, en, 3 seats, $3,000'],
    ]);
    const listed = (await days()).find((d) => d.id === day.id);
    expect(listed?.counts).toEqual({ reserved: 2, confirmed: 0, offered: 1, waiting: 0, attended: 0, no_show: 0, cancelled: 0 });
  });

  it('lowering seats while people enroll at once: never more seats held than the day has, never a 5xx', async () => {
    const day = (await staff.call<{ day: StaffDay }>('POST', '/api/staff/courses', { date: '2027-06-19', language: 'en', seats: 6, price: '$2,900' })).body.day;
    await enroll(day.id, { email: 'race.first@example.com' });
    const bodies = await Promise.all([1, 2, 3, 4].map((n) => withCourseProof(t.baseUrl, enrollmentBody(day.id, { email: `race.${n}@example.com` }))));
    const answers = await Promise.all([
      staff.call('PUT', `/api/staff/courses/${day.id}`, { date: day.date, language: 'en', seats: 2, price: '$2,900' }),
      ...bodies.map((b) => t.client().post('/api/courses/enroll', b)),
    ]);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const row = await seatsOf(day.id);
    const held = await t.app.db.selectFrom('course_enrollments').select('id').where('day_id', '=', day.id).where('status', 'in', ['reserved', 'confirmed', 'offered']).execute();
    expect(row.taken).toBe(held.length);
    expect(row.taken).toBeLessThanOrEqual(row.seats);
    // the edit either came first (2 seats, the rest refused) or was refused for the seats taken
    if (answers[0]!.status === 200) expect(row).toEqual({ seats: 2, taken: 2, status: 'open' });
    else expect([answers[0]!.status, row.seats, row.taken]).toEqual([409, 6, 5]);
  });

  it('the roster: payment confirms her seat (and tells her), the CSV neutralises formula cells, cancel offers the seat on, move takes a seat on the other day', async () => {
    const [day, second] = await days();
    const paying = await enroll(day!.id, { email: 'roster.pay@example.com', first_name: 'Paula', practice_name: '=HYPERLINK("http://evil.example","x")', needs: '@SUM(A1:A9)' });
    await t.app.db.updateTable('course_days').set({ seats: 1 }).where('id', '=', day!.id).execute();
    const waiting = await enroll(day!.id, { email: 'roster.wait@example.com', first_name: 'Wanda', waitlist: true }, 'es');
    expect(waiting.status).toBe('waiting');

    expect((await staff.call('POST', `/api/staff/courses/enrollments/${paying.id}/payment`, { note: '' })).status).toBe(400);
    const paid = await staff.call<{ enrollment: Entry; message: string }>('POST', `/api/staff/courses/enrollments/${paying.id}/payment`, { note: 'invoice 123' });
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe('Payment recorded. The participant is told her seat is confirmed.');
    expect(paid.body.enrollment).toMatchObject({ id: paying.id, status: 'confirmed', paid_at: new Date(NOW).toISOString(), payment_note: 'invoice 123' });
    expect((await staff.call('POST', `/api/staff/courses/enrollments/${paying.id}/payment`, { note: 'again' })).body).toEqual({
      success: false,
      message: 'Only an unpaid reservation (or an unpaid attendee) can have a payment recorded.',
    });
    expect((await mailsTo('roster.pay@example.com')).map((m) => m.subject).at(-1)).toBe('Your seat is confirmed: Saturday, December 26, 2026, 08:30 to 17:30 (Miami time)');

    const csv = await staff.call('GET', `/api/staff/courses/${day!.id}/roster.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="course-2026-12-26.csv"');
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Status","Waitlist place","First name","Last name","Email","Phone","Language","Profession","Licence type","Licence number","Licence state","Practice","Accessibility or dietary needs","Enrolled (Miami time)","Paid (Miami time)","Payment note","Checked in (Miami time)","Certificate"',
    );
    expect(lines[1]).toBe(
      '"confirmed","","Paula","Pérez","roster.pay@example.com","3055550142","en","Nurse practitioner","APRN","APRN-9204411","FL","\'=HYPERLINK(""http://evil.example"",""x"")","\'@SUM(A1:A9)","2026-12-01 07:00","2026-12-01 07:00","invoice 123","",""',
    );
    expect(lines[2]).toMatch(/^"waiting","1","Wanda",/);

    // cancelling the paid seat offers it to the first in line, in her language
    const cancelled = await staff.call<{ enrollment: Entry }>('POST', `/api/staff/courses/enrollments/${paying.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ message: 'Enrollment cancelled. The participant is told, and a freed seat is offered to the first in line.', enrollment: { status: 'cancelled' } });
    expect((await staff.call('POST', `/api/staff/courses/enrollments/${paying.id}/cancel`)).status).toBe(409);
    const cancelMail = (await mailsTo('roster.pay@example.com')).at(-1)!;
    expect(cancelMail.subject).toBe('Your enrollment is cancelled: Saturday, December 26, 2026, 08:30 to 17:30 (Miami time)');
    expect(invitationIn(cancelMail).method).toBe('CANCEL');
    expect((await mailsTo('roster.wait@example.com')).map((m) => m.subject).at(-1)).toBe('Hay una plaza libre para usted: sábado, 26 de diciembre de 2026, de 08:30 a 17:30 (hora de Miami)');
    expect((await roster(day!.id)).enrollments.find((e) => e.id === waiting.id)?.status).toBe('offered');

    // move: the target's seat is taken by the database, the old day's freed
    const mover = await enroll(second!.id, { email: 'roster.move@example.com' });
    expect((await staff.call('POST', `/api/staff/courses/enrollments/${mover.id}/move`, { day_id: day!.id })).body).toEqual({
      success: false,
      message: 'That day has no seat left (or is closed for enrollment). The enrollment stays where it is.',
    });
    expect((await staff.call('POST', `/api/staff/courses/enrollments/${mover.id}/move`, { day_id: 'x' })).status).toBe(400);
    const before = await seatsOf(second!.id);
    const created = (await staff.call<{ day: StaffDay }>('POST', '/api/staff/courses', { date: '2027-04-17', language: 'en', seats: 2, price: '$2,900' })).body.day;
    const moved = await staff.call<{ enrollment: Entry; message: string }>('POST', `/api/staff/courses/enrollments/${mover.id}/move`, { day_id: created.id });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('Moved. The participant gets the new day and an updated invitation.');
    expect(await seatsOf(created.id)).toEqual({ seats: 2, taken: 1, status: 'open' });
    expect((await seatsOf(second!.id)).taken).toBe(before.taken - 1);
    expect(invitationIn((await mailsTo('roster.move@example.com')).at(-1)!)).toMatchObject({ method: 'REQUEST', sequence: 1, start: '2027-04-17T12:30:00.000Z' });
    for (const d of [second!.id, created.id]) {
      expect((await auditRows(d)).filter((a) => a.action === 'enrollment_moved').map((a) => [a.actor, a.detail, a.enrollment_id])).toEqual([[staff.email, 'Ana Pérez: 2027-01-23 → 2027-04-17', mover.id]]);
    }

    const trail = (await roster(day!.id)).audit.map((a) => [a.actor, a.action, a.detail]);
    expect(trail).toEqual([
      [staff.email, 'enrollment_cancelled', 'Paula Pérez (seat)'],
      [staff.email, 'roster_exported', '2 rows'],
      [staff.email, 'payment_recorded', 'Paula Pérez: invoice 123'],
    ]);
  });

  it('check-in: attended, undo back to confirmed or reserved, no-show; each logged; an ended enrollment refused', async () => {
    const day = (await days()).find((d) => d.date === '2027-04-17')!;
    const a = await enroll(day.id, { email: 'checkin.a@example.com', first_name: 'Alma' });
    expect((await staff.call('POST', `/api/staff/courses/enrollments/${a.id}/check-in`, { status: 'present' })).status).toBe(400);
    now = NOW + 60_000;
    const attended = await staff.call<{ enrollment: Entry; message: string }>('POST', `/api/staff/courses/enrollments/${a.id}/check-in`, { status: 'attended' });
    expect(attended.status).toBe(200);
    expect(attended.body).toMatchObject({ message: 'Marked attended.', enrollment: { status: 'attended', checked_in: true, checked_in_at: new Date(NOW + 60_000).toISOString() } });
    // once committed, her certificate is issued (server/courses/certificates.ts) and mailed
    expect((attended.body.enrollment as Entry & { certificate_code: string | null }).certificate_code).toMatch(/\S/);
    expect((await mailsTo('checkin.a@example.com')).map((m) => m.subject).at(-1)).toBe('Your certificate of attendance: Saturday, April 17, 2027, 08:30 to 17:30 (Miami time)');
    expect((await staff.call('POST', `/api/staff/courses/enrollments/${a.id}/check-in`, { status: 'attended' })).body).toEqual({
      success: false,
      message: 'This enrollment holds no seat on the day, or is already marked so.',
    });
    const code = (attended.body.enrollment as Entry & { certificate_code: string }).certificate_code;
    const undone = await staff.call<{ enrollment: Entry }>('POST', `/api/staff/courses/enrollments/${a.id}/check-in`, { status: 'undo' });
    expect(undone.body).toMatchObject({ message: 'Check-in undone.', enrollment: { status: 'reserved', checked_in: false, checked_in_at: null } });
    // the certificate states her attendance: undone, it is revoked, and the public check says so
    expect((await t.client().get<{ certificate: { status: string } }>(`/api/certificates/${code}`)).body.certificate.status).toBe('revoked');
    await staff.call('POST', `/api/staff/courses/enrollments/${a.id}/payment`, { note: 'by phone' });
    await staff.call('POST', `/api/staff/courses/enrollments/${a.id}/check-in`, { status: 'attended' });
    // checked in again: the certificate she was mailed stands again, and no second one is mailed
    expect((await t.client().get<{ certificate: { status: string } }>(`/api/certificates/${code}`)).body.certificate.status).toBe('valid');
    expect((await mailsTo('checkin.a@example.com')).filter((m) => m.subject.startsWith('Your certificate of attendance'))).toHaveLength(1);
    expect((await staff.call<{ enrollment: Entry }>('POST', `/api/staff/courses/enrollments/${a.id}/check-in`, { status: 'undo' })).body.enrollment.status).toBe('confirmed');
    expect((await staff.call<{ enrollment: Entry }>('POST', `/api/staff/courses/enrollments/${a.id}/check-in`, { status: 'no_show' })).body).toMatchObject({ message: 'Marked no-show.', enrollment: { status: 'no_show' } });
    // attended and no-show both keep the seat
    expect((await seatsOf(day.id)).taken).toBe(2);
    const rows = (await auditRows(day.id)).filter((r) => r.enrollment_id === a.id).map((r) => [r.action, r.detail, r.created_at]);
    expect(rows).toEqual([
      ['checked_in', 'Alma Pérez: reserved → attended', NOW + 60_000],
      ['check_in_undone', 'Alma Pérez: attended → reserved', NOW + 60_000],
      ['certificate_revoked', `${code}: The check-in was undone.`, NOW + 60_000],
      ['payment_recorded', 'Alma Pérez: by phone', NOW + 60_000],
      ['checked_in', 'Alma Pérez: confirmed → attended', NOW + 60_000],
      ['certificate_reinstated', `${code}: checked in again`, NOW + 60_000],
      ['check_in_undone', 'Alma Pérez: attended → confirmed', NOW + 60_000],
      ['certificate_revoked', `${code}: The check-in was undone.`, NOW + 60_000],
      ['marked_no_show', 'Alma Pérez: confirmed → no_show', NOW + 60_000],
    ]);
    now = NOW;
    expect((await staff.call('POST', '/api/staff/courses/enrollments/999999/check-in', { status: 'attended' })).status).toBe(404);
    expect((await staff.call('POST', '/api/staff/courses/enrollments/99999999999/check-in', { status: 'attended' })).status).toBe(404);
  });

  it('cancelling a day tells every enrollee and everyone waiting in her own language; seats are freed; a second cancel is refused', async () => {
    const day = (await staff.call<{ day: StaffDay }>('POST', '/api/staff/courses', { date: '2027-05-15', language: 'en', seats: 1, price: '$2,900' })).body.day;
    const seat = await enroll(day.id, { email: 'dayoff.seat@example.com' }, 'en');
    const wait = await enroll(day.id, { email: 'dayoff.wait@example.com', waitlist: true }, 'es');
    const gone = await enroll(day.id, { email: 'dayoff.gone@example.com', waitlist: true }, 'en');
    await t.client().post('/api/courses/enrollment/cancel', {
      token: new URL(/(https?:\/\/\S+\/training-enrollment\?token=\S+)/.exec((await mailsTo('dayoff.gone@example.com'))[0]!.text)?.[1] ?? 'http://x/').searchParams.get('token'),
    });
    const res = await staff.call<{ day: StaffDay; message: string }>('POST', `/api/staff/courses/${day.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Course day cancelled. 2 people are told by e-mail in their own language.');
    expect(res.body.day).toMatchObject({ status: 'cancelled', taken: 0, seats_left: 0, counts: { cancelled: 3, reserved: 0, waiting: 0 } });
    expect(await seatsOf(day.id)).toEqual({ seats: 1, taken: 0, status: 'cancelled' });
    const statuses = await t.app.db.selectFrom('course_enrollments').select(['id', 'status']).where('day_id', '=', day.id).orderBy('id').execute();
    expect(statuses).toEqual([
      { id: seat.id, status: 'cancelled' },
      { id: wait.id, status: 'cancelled' },
      { id: gone.id, status: 'cancelled' },
    ]);
    const seatMail = (await mailsTo('dayoff.seat@example.com')).at(-1)!;
    expect(seatMail.subject).toBe('Course day cancelled: Saturday, May 15, 2027, 08:30 to 17:30 (Miami time)');
    expect(invitationIn(seatMail)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    const waitMail = (await mailsTo('dayoff.wait@example.com')).at(-1)!;
    expect(waitMail.subject).toBe('Día del curso cancelado: sábado, 15 de mayo de 2027, de 08:30 a 17:30 (hora de Miami)');
    expect(waitMail.raw).not.toContain('text/calendar');
    // she had left already: no mail about the day's cancellation
    expect((await mailsTo('dayoff.gone@example.com')).map((m) => m.subject).filter((s) => s.startsWith('Course day cancelled'))).toEqual([]);
    expect((await staff.call('POST', `/api/staff/courses/${day.id}/cancel`)).body).toEqual({ success: false, message: 'This course day is already cancelled.' });
    expect((await staff.call('POST', '/api/staff/courses/999999/cancel')).status).toBe(404);
    expect((await t.client().get<{ days: { id: number }[] }>('/api/courses/days')).body.days.map((d) => d.id)).not.toContain(day.id);
    const logged = (await auditRows(day.id)).map((a) => [a.actor, a.action, a.detail]);
    expect(logged.at(-1)).toEqual([staff.email, 'day_cancelled', '2027-05-15 08:30–17:30, en, 1 seat, $2,900; 2 told']);
    // a day that has started can no longer be cancelled
    const [first] = await days();
    now = Date.parse(first!.start) + 60_000;
    expect((await staff.call('POST', `/api/staff/courses/${first!.id}/cancel`)).body).toEqual({ success: false, message: 'This course day has already started, so it can no longer be cancelled.' });
    now = NOW;
  });
});
