/**
 * What the log may say of an SMTP failure. nodemailer's error carries the envelope, the rejected
 * recipients and the server's own words, which usually name the recipient ("550 5.1.1
 * <rosa@example.com>: Recipient address rejected"); a patient's address has no place in a log line.
 * The code, the SMTP status and command, and the reply with every address blanked out (`reply`: the
 * logger censors any `message` key, which is a patient's words elsewhere) are enough to act on;
 * the outbox row and the staff's failed-mail list say which mail it was.
 */
const ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, '[address]');
}

export interface LoggableSmtpError {
  reply: string;
  code?: string;
  responseCode?: number;
  command?: string;
}

export function loggableSmtpError(err: unknown): LoggableSmtpError {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { message?: unknown; code?: unknown; responseCode?: unknown; command?: unknown };
  return {
    reply: withoutAddresses(typeof e.message === 'string' ? e.message : String(err)),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
    ...(typeof e.command === 'string' ? { command: e.command } : {}),
  };
}
