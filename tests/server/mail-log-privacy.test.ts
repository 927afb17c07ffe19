/**
 * An SMTP server's refusal names the recipient ("550 5.1.1 <rosa@example.com>: Recipient address
 * rejected"), and nodemailer's error carries the envelope and the rejected addresses: the sender's
 * log lines keep the status, the command and the sentence with the address blanked, never the
 * address (server/mail/loggable-smtp-error.ts). Logging does not depend on the database: SQLite.
 */
import type net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/config/clinic';
import { collectLogLines } from './helpers/log-lines';
import { startTestApp, type TestApp } from './helpers/test-app';
import { registerAndSignIn, settleConfirmationMail } from './helpers/accounts';

interface LogLine {
  level: number;
  msg: string;
  smtp?: { reply: string; responseCode?: number; command?: string };
}

describe('the mail sender’s log', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  let refusal = 550;
  const { stream: logStream, lines } = collectLogLines();

  beforeAll(async () => {
    // refuses every recipient at RCPT TO, naming the address as real servers do
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const words = refusal >= 500 ? 'Recipient address rejected: user unknown' : 'Recipient address rejected: try again later';
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: ${words}`), { responseCode: refusal }));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const port = (smtp.server.address() as net.AddressInfo).port;
    t = await startTestApp('sqlite', {
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Clinic <no-reply@example.com>', LOG_LEVEL: 'info' },
      mailPollMs: 3_600_000,
      logger: true,
      logStream,
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  const parsed = (): LogLine[] => lines.flatMap((text) => text.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as LogLine);

  it('logs a permanent refusal and a temporary one with their status, never the recipient’s address', async () => {
    const { user } = await registerAndSignIn(t);
    await settleConfirmationMail(t, user.email);
    lines.length = 0;
    // The outbox row tells what became of each mail, whichever sent it: this flush, or the sender
    // the request woke (on a busy machine it may have run before the flush).
    const lastResetMail = () =>
      t.app.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('to_address', '=', user.email).where('kind', '=', 'password_reset').orderBy('id', 'desc').executeTakeFirstOrThrow();
    refusal = 550;
    expect((await t.client().post(apiPath('forgotpassword'), { email: user.email })).body.success).toBe(1);
    await t.app.mailer.flush();
    expect(await lastResetMail()).toEqual({ status: 'failed', attempts: 1 });
    refusal = 450;
    expect((await t.client().post(apiPath('forgotpassword'), { email: user.email })).body.success).toBe(1);
    await t.app.mailer.flush();
    // not sent: kept for a retry
    expect(await lastResetMail()).toEqual({ status: 'pending', attempts: 1 });

    const refused = parsed().find((line) => line.msg.startsWith('mail refused permanently'));
    const deferred = parsed().find((line) => line.msg === 'mail not sent, will retry');
    expect(refused?.smtp).toMatchObject({ responseCode: 550, command: 'RCPT TO' });
    expect(refused?.smtp?.reply).toMatch(/<\[address\]>: Recipient address rejected: user unknown/);
    expect(deferred?.smtp).toMatchObject({ responseCode: 450, command: 'RCPT TO' });
    const everything = lines.join('');
    expect(everything).not.toContain(user.email);
    expect(everything).not.toContain(user.email.split('@')[0]);
  });
});
