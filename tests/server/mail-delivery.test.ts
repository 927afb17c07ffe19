/**
 * The outbox over real SMTP: a mail that cannot be sent (server down, or refusing) stays queued,
 * is retried with a delay, and is delivered exactly once when SMTP is back; two processes sharing
 * the outbox never send one mail twice. A permanent refusal (5xx) is not retried: the mail is
 * marked failed and listed for staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { retryDelay } from '../../server/mail/mail-sender';
import { enqueueMail } from '../../server/mail/outbox-repository';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';
import { freePort } from './helpers/free-port';
import { startSmtpPeer, type SmtpPeer } from './helpers/smtp-peer';
import { registerAndSignIn, settleConfirmationMail } from './helpers/accounts';
import { resetLinkIn } from './helpers/outbox';
import { newStaffMember } from './staff-fixtures';

describe.each(dialects)('mail delivery over SMTP (%s)', (dialect) => {
  let t: TestApp;
  let port: number;
  let peer: SmtpPeer | undefined;
  beforeAll(async () => {
    port = await freePort();
    // a long poll: only the test's flushes (and wake-ups) send
    t = await startTestApp(dialect, { env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Clinic <no-reply@example.com>' }, mailPollMs: 3_600_000 });
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  it('marks a mail the SMTP server refuses for good (5xx) as failed, never retries it, and lists it for staff', async () => {
    peer = await startSmtpPeer(port);
    peer.refusingPermanently = true;
    try {
      const { user } = await registerAndSignIn(t);
      await settleConfirmationMail(t, user.email);
      expect((await t.client().post(apiPath('forgotpassword'), { email: user.email })).body.success).toBe(1);
      // the call wakes the sender, which may have been refused before this flush: the row tells
      expect((await t.app.mailer.flush()).sent).toBe(0);
      const row = await t.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', user.email).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'failed', attempts: 1, text_body: '' });
      expect(row.last_error).toMatch(/550/);
      // not retried, even when every deferred mail is sent
      const started = peer.started;
      expect(await t.app.mailer.flush({ includeDeferred: true })).toEqual({ sent: 0, failed: 0 });
      expect(peer.started).toBe(started);

      const staff = await newStaffMember(t);
      const listed = await staff.call<{ success: boolean; mails: Record<string, unknown>[] }>('GET', '/api/staff/mail/failed');
      expect(listed.status).toBe(200);
      expect(listed.body.mails).toContainEqual({
        id: row.id,
        kind: 'password_reset',
        to_address: user.email,
        subject: 'Reset your Endolift Miami password',
        attempts: 1,
        last_error: row.last_error,
        created_at: row.created_at,
      });
      expect((await t.client().get('/api/staff/mail/failed')).status).toBe(401);
    } finally {
      await peer.close();
      peer = undefined;
    }
  });

  it('a refused mail keeps no body, no calendar part and no link: only its address, subject and error', async () => {
    peer = await startSmtpPeer(port);
    peer.refusingPermanently = true;
    try {
      const link = `${t.baseUrl}/appointment?token=live-manage-token`;
      const id = await enqueueMail(t.app.db, {
        kind: 'appointment_patient',
        to: 'refused-invitation@example.com',
        subject: 'Your consultation is booked: Thursday, December 3, 2026 at 10:00 AM (Miami time)',
        text: `Hello Rosa,\n\nTo cancel or choose another time, open this link:\n${link}`,
        calendar: { method: 'REQUEST', content: `BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nURL:${link}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n` },
      });
      expect(await t.app.mailer.flush()).toEqual({ sent: 0, failed: 1 });
      const row = await t.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'failed', text_body: '', calendar: null, calendar_method: null, to_address: 'refused-invitation@example.com' });
      expect(JSON.stringify(row)).not.toContain('token');
      expect(JSON.stringify(row)).not.toContain('Rosa');
    } finally {
      await peer.close();
      peer = undefined;
    }
  });

  it('keeps a reset link queued while SMTP is down and delivers it once SMTP is back', async () => {
    const { user } = await registerAndSignIn(t);
    await settleConfirmationMail(t, user.email);
    const res = await t.client().post(apiPath('forgotpassword'), { email: user.email });
    expect(res.body.success).toBe(1);

    const failed = await t.app.mailer.flush();
    expect(failed.sent).toBe(0);
    const row = await t.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', user.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row.next_attempt_at).toBeGreaterThan(Date.now() + retryDelay(1) - 5_000);
    expect(row.text_body).toContain('/reset-password?token=');

    // not due yet: an ordinary flush leaves it for later
    expect(await t.app.mailer.flush()).toEqual({ sent: 0, failed: 0 });

    peer = await startSmtpPeer(port);
    const delivered = await t.app.mailer.flush({ includeDeferred: true });
    expect(delivered).toEqual({ sent: 1, failed: 0 });
    expect(peer.received).toHaveLength(1);
    const mail = peer.received[0]!;
    expect(mail.to).toBe(user.email);
    expect(mail.from).toBe('Clinic <no-reply@example.com>');
    expect(mail.subject).toBe('Reset your Endolift Miami password');
    expect(resetLinkIn(mail).origin).toBe(t.baseUrl);
    const sent = await t.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, text_body: '', last_error: null });

    expect(await t.app.mailer.flush({ includeDeferred: true })).toEqual({ sent: 0, failed: 0 });
    expect(peer.received).toHaveLength(1);
  });

  it('delivers a mail’s attachment (a certificate’s PDF) as a part of its own, and keeps no copy once sent', async () => {
    peer ??= await startSmtpPeer(port);
    peer.accepting = true;
    peer.refusingPermanently = false;
    const before = peer.received.length;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.3\n', 'latin1'), Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256))]);
    const id = await enqueueMail(t.app.db, {
      kind: 'course_participant',
      to: 'attachment@example.com',
      subject: 'Your certificate of attendance',
      text: 'Your certificate of attendance is attached.',
      attachment: { filename: 'certificate-of-attendance-ABCDEFGHJKMNPQRSTVWX.pdf', contentType: 'application/pdf', content: pdf },
    });
    expect((await t.app.db.selectFrom('mail_outbox').select('attachment').where('id', '=', id).executeTakeFirstOrThrow()).attachment).toBe(pdf.toString('base64'));
    expect(await t.app.mailer.flush({ includeDeferred: true })).toMatchObject({ sent: 1 });
    const [mail] = peer.received.slice(before).filter((m) => m.to === 'attachment@example.com');
    const part = /Content-Type: application\/pdf;? ?(?:name=[^\n]*)?\n(?:[^\n]+\n)*?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail?.raw ?? '');
    expect(mail?.raw).toContain('filename=certificate-of-attendance-ABCDEFGHJKMNPQRSTVWX.pdf');
    expect(Buffer.from((part?.[1] ?? '').replace(/\s+/g, ''), 'base64').equals(pdf)).toBe(true);
    expect(mail?.raw).toContain('Your certificate of attendance is attached.');
    const row = await t.app.db.selectFrom('mail_outbox').select(['status', 'text_body', 'attachment']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', text_body: '', attachment: null });
  });

  it('retries a mail the server refuses (451) and delivers it when it accepts again', async () => {
    peer ??= await startSmtpPeer(port);
    peer.accepting = false;
    const before = peer.received.length;
    const id = await enqueueMail(t.app.db, { kind: 'lead_notice', to: 'desk@example.com', subject: 'Refused first', text: 'hello' });
    expect(await t.app.mailer.flush()).toEqual({ sent: 0, failed: 1 });
    const row = await t.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.last_error).toMatch(/451|temporarily/i);
    peer.accepting = true;
    expect(await t.app.mailer.flush({ includeDeferred: true })).toEqual({ sent: 1, failed: 0 });
    expect(peer.received.slice(before).map((m) => m.subject)).toEqual(['Refused first']);
  });

  it('closes promptly while a mail server hangs mid-message, and the mail is sent later', async () => {
    const hung = await startSmtpPeer();
    hung.hanging = true;
    const app = await startTestApp(dialect, { env: { SMTP_URL: `smtp://127.0.0.1:${hung.port}` }, mailPollMs: 3_600_000 });
    try {
      const id = await enqueueMail(app.app.db, { kind: 'lead_notice', to: 'desk@example.com', subject: 'Hung', text: 'hello' });
      app.app.mailer.wake();
      for (let i = 0; i < 200 && hung.started === 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(hung.started).toBe(1);
      const started = performance.now();
      await app.stop();
      expect(performance.now() - started).toBeLessThan(6_000);
      hung.hanging = false;
      const again = await app.restart({ env: { SMTP_URL: `smtp://127.0.0.1:${hung.port}` }, mailPollMs: 3_600_000 });
      // still claimed by the stopped process for a while; once the claim lapses it goes (by this
      // flush, or by the new process's own start-up cycle: what counts is once)
      await again.app.db.updateTable('mail_outbox').set({ locked_until: 0 }).where('id', '=', id).execute();
      await again.app.mailer.flush();
      expect(hung.received.map((m) => m.subject)).toEqual(['Hung']);
      const row = await again.app.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'sent', attempts: 1 });
      await again.close();
    } finally {
      await hung.close();
    }
  });

  it('backs off 30 s, 1 min, 2 min … up to 30 min between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000]);
  });

  it('sends each mail once when two server processes share the outbox', async () => {
    peer ??= await startSmtpPeer(port);
    const second = await startTestApp(dialect, {
      dataDir: t.dataDir,
      databaseUrl: t.databaseUrl,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      mailPollMs: 3_600_000,
    });
    try {
      const before = peer.received.length;
      const subjects = Array.from({ length: 25 }, (_, i) => `Shared outbox ${i}`);
      for (const subject of subjects) await enqueueMail(t.app.db, { kind: 'lead_notice', to: 'desk@example.com', subject, text: subject });
      // (the second process's own start-up cycle may take some too: what counts is each mail once)
      await Promise.all([t.app.mailer.flush(), second.app.mailer.flush()]);
      expect(peer.received.slice(before).map((m) => m.subject).sort()).toEqual([...subjects].sort());
      const pending = await t.app.db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').execute();
      expect(pending).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
