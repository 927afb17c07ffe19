/**
 * Where mail goes: SMTP through nodemailer when SMTP_URL is set; otherwise each message is written
 * as DATA_DIR/outbox/<id>.eml, so a newcomer can open a reset link without any mail server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface MailMessage {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
  /** an appointment's invitation, sent as nodemailer's icalEvent (a text/calendar part) */
  calendar?: { method: string; content: string };
  /** a file sent with the text (a course certificate's PDF) */
  attachment?: { filename: string; contentType: string; content: Buffer };
  /** extra headers (List-Unsubscribe, List-Unsubscribe-Post) */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** resolves once the message is accepted; rejects when it must be tried again later */
  send(message: MailMessage): Promise<void>;
  close(): void;
  describe(): string;
}

export function createMailTransport(opts: { smtpUrl: string | undefined; dataDir: string }): MailTransport {
  if (opts.smtpUrl) return smtpTransport(opts.smtpUrl);
  return fileTransport(path.join(opts.dataDir, 'outbox'));
}

function smtpTransport(smtpUrl: string): MailTransport {
  // Short time-outs: a dead server fails this attempt quickly and the outbox tries again later.
  const options: SMTPTransport.Options = { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  const transporter = nodemailer.createTransport(options);
  const url = new URL(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: message.messageId,
        ...(message.calendar ? { icalEvent: { method: message.calendar.method, content: message.calendar.content } } : {}),
        ...(message.attachment ? { attachments: [{ filename: message.attachment.filename, contentType: message.attachment.contentType, content: message.attachment.content }] } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    close: () => transporter.close(),
    describe: () => `smtp://${url.host}`,
  };
}

function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await composer.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: message.messageId,
        ...(message.calendar ? { icalEvent: { method: message.calendar.method, content: message.calendar.content } } : {}),
        ...(message.attachment ? { attachments: [{ filename: message.attachment.filename, contentType: message.attachment.contentType, content: message.attachment.content }] } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${message.id}.eml`);
      const temp = `${file}.tmp`;
      await fs.writeFile(temp, info.message as Buffer, { mode: 0o600 });
      await fs.rename(temp, file);
    },
    close: () => composer.close(),
    describe: () => dir,
  };
}
