/**
 * A waiting mail holds no working link (server/appointments/manage-link-filler.ts): while the SMTP
 * server is down, the outbox row of a booking's confirmation holds only a marker and no token
 * exists; once it is sent, its link works, the same in the text and in the invitation; a mail
 * queued before a change and sent after it carries a link that opens nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { makeJpeg } from './helpers/images';
import { readOutbox, type ReadMail } from './helpers/outbox';
import { invitationIn, plainTextOf } from './helpers/invitations';
import { withProof } from './helpers/proof-of-work';
import { timedForm } from './helpers/appointment-forms';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const tokenOf = (text: string) => new URL(/(https?:\/\/\S+\/appointment\?token=\S+)/.exec(text)?.[1] ?? 'http://x/').searchParams.get('token') ?? '';

describe.each(dialects)('the self-service link in the outbox (%s)', (dialect) => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    // nothing listens on port 9: every delivery fails and the mail waits for its retry
    t = await startTestApp(dialect, { clock: () => NOW, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    jpeg = await makeJpeg({ width: 64, height: 64 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds a marker, never a token, while the mail waits; the sent mail’s link works; a mail sent after a change has a dead one', async () => {
    const email = `waiting.${dialect}@example.com`;
    const booked = await t.client().postForm<{ appointment: { id: number } }>(apiPath('scheduleconversation'), await withProof(t.baseUrl, timedForm(jpeg, { type: 'phone', start: '2026-12-03T15:00:00.000Z' }, { email })));
    expect(booked.status).toBe(200);
    const id = booked.body.appointment.id;
    await t.app.mailer.flush();
    const waiting = await t.app.db.selectFrom('mail_outbox').select(['text_body', 'calendar', 'status', 'attempts']).where('to_address', '=', email).executeTakeFirstOrThrow();
    expect(waiting.status).toBe('pending');
    expect(waiting.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting.text_body).toContain('/appointment?token=MANAGE-LINK-TOKEN-SEQUENCE-0000000000000000');
    expect(tokenOf(waiting.text_body)).toBe('MANAGE-LINK-TOKEN-SEQUENCE-0000000000000000');
    // the invitation's lines are folded at 75 octets: read unfolded, it holds the same marker
    expect(waiting.calendar?.split('\r\n ').join('')).toContain('token=MANAGE-LINK-TOKEN-SEQUENCE-0000000000000000');

    // the clinic's SMTP comes back (this server delivers to files): the mail goes out with a working link
    t = await t.restart({ clock: () => NOW });
    await t.app.mailer.flush({ includeDeferred: true });
    const sent = readOutbox(t.dataDir).filter((m) => m.to === email);
    expect(sent).toHaveLength(1);
    const text = plainTextOf(sent[0] as ReadMail);
    const token = tokenOf(text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the invitation's folded lines were filled in place: the same working link, read back by ical.js
    const invitation = invitationIn(sent[0] as ReadMail);
    expect(tokenOf(invitation.url)).toBe(token);
    expect(invitation.description).toContain(`token=${token}`);
    expect((await t.client().get('/api/appointments/manage', { 'x-appointment-token': token })).status).toBe(200);
    const row = await t.app.db.selectFrom('mail_outbox').select(['text_body', 'calendar']).where('to_address', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ text_body: '', calendar: null });

    // a reminder queued, then the appointment moved before the reminder went out: the reminder's link opens nothing
    const { enqueueMail } = await import('../../server/mail/outbox-repository');
    const { patientMail, manageLink } = await import('../../server/appointments/appointment-mails');
    const { forMail, findAppointment } = await import('../../server/appointments/appointment-repository');
    const { manageLinkMarker } = await import('../../server/appointments/manage-link-filler');
    const before = (await findAppointment(t.app.db, id))!;
    await enqueueMail(t.app.db, patientMail(forMail(before), 'reminder', manageLink(t.app.config.siteUrl, 'en', manageLinkMarker(before.sequence)), 'clinic@example.com', NOW));
    const moved = await t.client().post('/api/appointments/manage/reschedule', { token, start: '2026-12-03T17:00:00.000Z' });
    expect(moved.status).toBe(200);
    await t.app.mailer.flush();
    const after = readOutbox(t.dataDir).filter((m) => m.to === email);
    const reminder = after.find((m) => m.subject.startsWith('Reminder'));
    const movedMail = after.find((m) => m.subject.startsWith('Your consultation has moved'));
    expect((await t.client().get('/api/appointments/manage', { 'x-appointment-token': tokenOf(plainTextOf(reminder as ReadMail)) })).status).toBe(410);
    expect((await t.client().get('/api/appointments/manage', { 'x-appointment-token': tokenOf(plainTextOf(movedMail as ReadMail)) })).status).toBe(200);
  });
});
