/**
 * Aftercare and the follow-up (server/appointments/aftercare.ts, follow-up.ts; server/marketing-mail/),
 * with a clock the test controls: staff mark an appointment attended with the areas treated and she
 * gets the aftercare mail for them once, in her language, with the clinic's phone; four months later
 * (not before) one invitation to book a follow-up, with the one-click unsubscribe headers (RFC 8058);
 * none when she has booked again, none once she unsubscribed. The one-click POST needs no session,
 * is idempotent and answers JSON for any bad token; a browser's GET of the link unsubscribes nothing
 * and is sent on (303) to the site's page in its language, the page the mail's visible line links to;
 * her account shows and changes the setting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, clinic } from '../../src/config/clinic';
import { runHousekeeping } from '../../server/housekeeping';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { readOutbox, type ReadMail } from './helpers/outbox';
import { withProof } from './helpers/proof-of-work';
import { timedForm, uniquePhone } from './helpers/appointment-forms';
import { registerAndSignIn, uniqueEmail, type SignedIn } from './helpers/accounts';
import { newStaffMember, type StaffMember } from './staff-fixtures';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const MINUTE = 60_000;
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/** A header of a delivered mail, its folded lines joined. */
const headerIn = (mail: ReadMail, name: string): string => {
  const head = mail.raw.slice(0, mail.raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
};

describe.each(dialects)('aftercare and the follow-up (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  let staff: StaffMember;
  let now = NOW;
  beforeAll(async () => {
    t = await startTestApp(dialect, { clock: () => now });
    jpeg = await makeJpeg({ width: 64, height: 64 });
    staff = await newStaffMember(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const book = async (start: string, email: string, headers: Record<string, string> = {}) => {
    const res = await t.client().postForm<{ appointment: { id: number } }>(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, { type: 'video', start }, { email, phone: uniquePhone() })), headers);
    expect(res.status, res.text).toBe(200);
    return res.body.appointment.id;
  };
  const close = (id: number, body: Record<string, unknown>) => staff.call<{ appointment: { status: string; areas: string[] } }>('POST', `/api/staff/appointments/${id}/status`, body);
  const followUpsAt = async (at: number) => (await runHousekeeping(t.app.db, t.app.uploads, { reminders: { siteUrl: t.baseUrl, clinicEmail: t.app.config.clinicNotifyEmail, now: at } })).followUps;
  const queued = (email: string, kind: string) => t.app.db.selectFrom('mail_outbox').select('subject').where('kind', '=', kind).where('to_address', '=', email).execute();
  const delivered = async (email: string, subject: RegExp) => {
    // queued at the test's clock, which is ahead of the sender's
    await t.app.mailer.flush({ includeDeferred: true });
    return readOutbox(t.dataDir).filter((m) => m.to === email && subject.test(m.subject));
  };
  const careOutcome = async (id: number) =>
    (await t.app.db.selectFrom('appointment_care_mails').select('outcome').where('appointment_id', '=', id).where('kind', '=', 'follow_up').executeTakeFirst())?.outcome;

  it('marking attended takes the areas treated, and she gets their aftercare once, with the phone', async () => {
    now = NOW;
    const email = uniqueEmail('aftercare');
    const id = await book('2026-12-03T15:00:00.000Z', email);
    now = Date.parse('2026-12-03T16:00:00.000Z');
    // attended without the areas, or with an unknown one, is refused and changes nothing
    for (const body of [{ status: 'attended' }, { status: 'attended', areas: [] }, { status: 'attended', areas: ['knee'] }, { status: 'attended', areas: 'neck' }]) {
      const refused = await close(id, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, message: 'Please tick the areas treated: at least one, from the list.' });
    }
    expect(await queued(email, 'aftercare')).toEqual([]);

    const closed = await close(id, { status: 'attended', areas: ['neck', 'lower_eyelid', 'neck'] });
    expect(closed.status).toBe(200);
    expect(closed.body.appointment).toMatchObject({ status: 'attended', areas: ['neck', 'lower_eyelid'] });
    expect((await close(id, { status: 'attended', areas: ['neck'] })).status).toBe(409);
    expect(await queued(email, 'aftercare')).toEqual([{ subject: 'Your aftercare from Endolift Miami' }]);

    const [mail, ...more] = await delivered(email, /aftercare/);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('For 72 hours: no heat and no high-intensity workouts.');
    expect(mail?.text).toContain('sunscreen of SPF 30 or higher every day');
    expect(mail?.text).toContain('No chemical peels, exfoliating acids or scrubs on the treated areas for 2 weeks.');
    expect(mail?.text).toContain('Any bruising fades, usually within 7 to 10 days.');
    expect(mail?.text).toContain('- Neck: avoid tight collars and scarves for a few days.');
    expect(mail?.text).toContain('- Lower eyelids: no eye make-up for 48 hours');
    expect(mail?.text).not.toContain('Tummy:');
    expect(mail?.text).toContain(`Call us at ${clinic.phone}.`);
    // care, not marketing: no unsubscribe
    expect(mail && headerIn(mail, 'List-Unsubscribe')).toBe('');
  });

  it('in Spanish for a Spanish booking; a no-show gets none', async () => {
    now = NOW;
    const email = uniqueEmail('cuidados');
    const id = await book('2026-12-03T16:00:00.000Z', email, { 'accept-language': 'es' });
    const missed = uniqueEmail('missed');
    const noShow = await book('2026-12-03T19:00:00.000Z', missed);
    now = Date.parse('2026-12-03T20:00:00.000Z');
    expect((await close(id, { status: 'attended', areas: ['tummy'] })).status).toBe(200);
    expect((await close(noShow, { status: 'no-show' })).status).toBe(200);
    const [mail] = await delivered(email, /cuidados/);
    expect(mail?.subject).toBe('Sus cuidados posteriores de Endolift Miami');
    expect(mail?.text).toContain('- Abdomen: use ropa holgada y suave en la cintura durante la primera semana.');
    expect(mail?.text).toContain(`Llámenos al ${clinic.phone}.`);
    expect(await queued(missed, 'aftercare')).toEqual([]);
    // a no-show is invited to nothing either
    expect(await followUpsAt(Date.parse('2027-05-01T00:00:00.000Z'))).toBe(2);
    expect(await queued(missed, 'follow_up_invitation')).toEqual([]);
  });

  it('four months later, once, the invitation with the one-click unsubscribe; the POST unsubscribes without a session', async () => {
    now = NOW;
    const email = uniqueEmail('invited');
    const id = await book('2026-12-04T15:00:00.000Z', email);
    now = Date.parse('2026-12-04T16:00:00.000Z');
    expect((await close(id, { status: 'attended', areas: ['under_chin'] })).status).toBe(200);

    const due = Date.parse('2027-04-04T15:00:00.000Z');
    expect(await followUpsAt(due - MINUTE)).toBe(0);
    expect(await queued(email, 'follow_up_invitation')).toEqual([]);
    expect(await followUpsAt(due)).toBe(1);
    expect(await followUpsAt(due + MINUTE)).toBe(0);
    expect(await followUpsAt(due + 30 * 86_400_000)).toBe(0);
    expect(await queued(email, 'follow_up_invitation')).toEqual([{ subject: 'Time for your follow-up at Endolift Miami' }]);
    expect(await careOutcome(id)).toBe('sent');

    const [mail, ...more] = await delivered(email, /follow-up/);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('It has been four months since your treatment');
    expect(mail?.text).toContain(`${t.baseUrl}/consultation`);
    expect(mail?.text).toContain("To stop invitations like this one, unsubscribe here, use your mail program's unsubscribe button or call us at");
    const list = mail ? headerIn(mail, 'List-Unsubscribe') : '';
    expect(list).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/);
    expect(mail && headerIn(mail, 'List-Unsubscribe-Post')).toBe(ONE_CLICK);
    // the visible line links to the site's page with the same token; the header keeps the API's address
    const token = new URL(list.slice(1, -1)).searchParams.get('token') ?? '';
    expect(mail?.text).toContain(`Mail about your appointments and your care still comes.\n${t.baseUrl}/unsubscribe?token=${token}`);
    expect(mail?.text).not.toContain('/api/unsubscribe');

    // a browser (or a link scanner) opening the header's link: sent on to the page, nothing unsubscribed
    const opened = await fetch(list.slice(1, -1), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe?token=${token}`);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(await opened.text()).toBe('');
    expect(await t.app.db.selectFrom('marketing_opt_outs').select('email').where('email', '=', email.toLowerCase()).execute()).toEqual([]);
    // the queued row keeps no token once sent
    const row = await t.app.db.selectFrom('mail_outbox').select(['headers', 'status']).where('kind', '=', 'follow_up_invitation').where('to_address', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ headers: null, status: 'sent' });

    // the mail program's one-click POST: no cookie, form body; the same again answers the same
    const link = new URL(list.slice(1, -1));
    const oneClick = () => t.client().postRaw(`${link.pathname}${link.search}`, ONE_CLICK, { 'content-type': 'application/x-www-form-urlencoded' });
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: 'You are unsubscribed: we will send you no more invitations. Mail about your appointments and your care still comes.' });
    expect((await oneClick()).body).toEqual(first.body);
    const optOut = await t.app.db.selectFrom('marketing_opt_outs').select('email').where('email', '=', email.toLowerCase()).execute();
    expect(optOut).toHaveLength(1);

    // her next attended appointment's invitation is not sent
    now = Date.parse('2027-04-05T12:00:00.000Z');
    const again = await book('2027-04-07T15:00:00.000Z', email);
    now = Date.parse('2027-04-07T16:00:00.000Z');
    expect((await close(again, { status: 'attended', areas: ['neck'] })).status).toBe(200);
    expect(await followUpsAt(Date.parse('2027-08-07T15:00:00.000Z'))).toBe(0);
    expect(await careOutcome(again)).toBe('unsubscribed');
    expect(await queued(email, 'follow_up_invitation')).toHaveLength(1);
    // aftercare is care: it came all the same
    expect(await queued(email, 'aftercare')).toHaveLength(2);
  });

  it('no invitation when she has booked again before it is due', async () => {
    now = NOW;
    const email = uniqueEmail('returning');
    const id = await book('2026-12-07T15:00:00.000Z', email);
    now = Date.parse('2026-12-07T16:00:00.000Z');
    expect((await close(id, { status: 'attended', areas: ['lower_face'] })).status).toBe(200);
    now = Date.parse('2027-01-10T12:00:00.000Z');
    await book('2027-01-20T15:00:00.000Z', email.toUpperCase());
    expect(await followUpsAt(Date.parse('2027-04-07T15:00:00.000Z'))).toBe(0);
    expect(await followUpsAt(Date.parse('2027-04-08T15:00:00.000Z'))).toBe(0);
    expect(await careOutcome(id)).toBe('booked_again');
    expect(await queued(email, 'follow_up_invitation')).toEqual([]);
  });

  it('her Spanish invitation links to the Spanish page; a browser asking for Spanish is sent there too', async () => {
    now = NOW;
    const email = uniqueEmail('invitada');
    const id = await book('2026-12-09T15:00:00.000Z', email, { 'accept-language': 'es' });
    now = Date.parse('2026-12-09T16:00:00.000Z');
    expect((await close(id, { status: 'attended', areas: ['neck'] })).status).toBe(200);
    await followUpsAt(Date.parse('2027-04-09T15:00:00.000Z'));
    expect(await careOutcome(id)).toBe('sent');
    const [mail] = await delivered(email, /seguimiento/);
    const list = mail ? headerIn(mail, 'List-Unsubscribe') : '';
    const token = new URL(list.slice(1, -1)).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain(`Para no recibir más invitaciones como esta, cancele su suscripción aquí, use el botón de cancelar suscripción de su programa de correo o llámenos al ${clinic.phone}.`);
    expect(mail?.text).toContain(`Los correos sobre sus citas y sus cuidados siguen llegando.\n${t.baseUrl}/es/unsubscribe?token=${token}`);
    const opened = await fetch(list.slice(1, -1), { redirect: 'manual', headers: { 'accept-language': 'es-US,es;q=0.9' } });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/es/unsubscribe?token=${token}`);
    // whatever the token, a GET only sends on: no token, a short one, one that is not ours
    for (const [query, location] of [
      ['', '/unsubscribe?token='],
      ['?token=short', '/unsubscribe?token=short'],
      [`?token=${'A'.repeat(43)}`, `/unsubscribe?token=${'A'.repeat(43)}`],
    ]) {
      const res = await fetch(`${t.baseUrl}/api/unsubscribe${query}`, { redirect: 'manual' });
      expect(res.status, query).toBe(303);
      expect(res.headers.get('location')).toBe(location);
    }
    expect(await t.app.db.selectFrom('marketing_opt_outs').select('email').where('email', '=', email.toLowerCase()).execute()).toEqual([]);
  });

  it('a bad or unknown token answers JSON: 400 or 404, never a 500', async () => {
    const post = (query: string, body = ONE_CLICK) => t.client().postRaw(`/api/unsubscribe${query}`, body, { 'content-type': 'application/x-www-form-urlencoded' });
    for (const query of ['', '?token=', '?token=short', `?token=${'x'.repeat(44)}`, '?token=a&token=b']) {
      const res = await post(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'This unsubscribe link is not complete. Please use the link from the mail as it is.' });
    }
    // a control character never reaches the call: the input guard refuses it, in JSON too
    const control = await post(`?token=${'%00'.repeat(43)}`);
    expect(control.status).toBe(400);
    expect(control.body).toMatchObject({ success: false });
    const unknown = await post(`?token=${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'This unsubscribe link is not one of ours. You can also unsubscribe in your account.' });
    const spanish = await t.client().postRaw(`/api/unsubscribe?token=${'A'.repeat(43)}`, ONE_CLICK, { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es' });
    expect(spanish.body).toEqual({ success: false, message: 'Este enlace para cancelar la suscripción no es nuestro. También puede cancelarla en su cuenta.' });
    const wrongType = await t.client().postRaw(`/api/unsubscribe?token=${'A'.repeat(43)}`, '<x/>', { 'content-type': 'application/xml' });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toMatchObject({ success: false });
  });

  it('her account shows the setting and changes it; signed out, forged or unconfirmed is refused', async () => {
    const a: SignedIn = await registerAndSignIn(t);
    const path = '/api/account/marketing-mail';
    const put = (client: SignedIn['client'], body: unknown) => client.request(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    expect((await t.client().get(path)).status).toBe(401);
    const forged = t.client();
    forged.cookies.set('session', 'forged');
    expect((await forged.get(path)).status).toBe(401);
    expect((await a.client.get(path)).body).toEqual({ success: true, email: a.user.email, subscribed: true, message: 'You get our invitations, such as the one to your follow-up visit.' });
    // a change needs her confirmed e-mail, the XSRF header and a boolean
    expect((await put(a.client, { subscribed: false })).status).toBe(403);
    await t.app.mailer.flush({ includeDeferred: true });
    const confirm = readOutbox(t.dataDir).filter((m) => m.to === a.user.email && /Confirm your/.test(m.subject))[0];
    const token = /verify-email\?token=(\S+)/.exec(confirm?.text ?? '')?.[1] ?? '';
    expect((await t.client().post('/api/account/verify-email', { token: decodeURIComponent(token) })).status).toBe(200);
    a.client.sendXsrf = false;
    expect((await put(a.client, { subscribed: false })).status).toBe(403);
    a.client.sendXsrf = true;
    const bad = await put(a.client, { subscribed: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: 'Please send "subscribed": true or false.' });
    expect((await t.client().request(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"subscribed":false}' })).status).toBe(401);

    const off = await put(a.client, { subscribed: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ subscribed: false });
    expect((await a.client.get(path, { 'accept-language': 'es' })).body).toEqual({
      success: true,
      email: a.user.email,
      subscribed: false,
      message: 'No recibe invitaciones nuestras. Los correos sobre sus citas y sus cuidados siguen llegando.',
    });

    // an appointment under her address: attended, and no invitation while she is unsubscribed
    now = NOW;
    const id = await book('2026-12-08T15:00:00.000Z', a.user.email);
    now = Date.parse('2026-12-08T16:00:00.000Z');
    expect((await close(id, { status: 'attended', areas: ['under_arm'] })).status).toBe(200);
    expect(await followUpsAt(Date.parse('2027-04-08T15:00:00.000Z'))).toBe(0);
    expect(await careOutcome(id)).toBe('unsubscribed');

    const on = await put(a.client, { subscribed: true });
    expect(on.body).toEqual({ success: true, email: a.user.email, subscribed: true, message: 'You will get our invitations again, such as the one to your follow-up visit.' });
    expect((await a.client.get(path)).body).toMatchObject({ subscribed: true });
  });
});
