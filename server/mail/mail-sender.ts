/**
 * Sends what the outbox holds. Each mail is claimed for a while before sending, so several server
 * processes never send one mail twice; a failed attempt is retried later with a growing delay
 * (30 s, 1 min, 2 min … capped at 30 min), for as long as it takes: an SMTP outage delays mail and
 * loses none. A permanent refusal (an SMTP 5xx reply, such as an unknown mailbox) is not retried:
 * the mail is marked failed, logged as an error and listed for staff.
 */
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import { claimDueMail, headersOf, markMailFailed, markMailRetry, markMailSent } from './outbox-repository';
import type { MailTransport } from './mail-transport';
import { loggableSmtpError } from './loggable-smtp-error';
import { fillMail, type MailFiller } from './mail-fillers';

const BATCH = 50;
/** wake-ups within this delay share one cycle, so a burst of leads costs one claim and one update */
const WAKE_DELAY_MS = 20;
const CLAIM_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 30 * 60_000;
/** how long closing the app waits for a send under way; the mail, still claimed, is retried later */
const STOP_WAIT_MS = 3_000;

export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** An SMTP reply in the 5xx range: the server will refuse this mail however often it is sent. */
export function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export interface FlushOptions {
  /** also send mails waiting for their next retry (tests, and an operator after fixing SMTP) */
  includeDeferred?: boolean;
}

export interface FlushResult {
  sent: number;
  failed: number;
}

interface CycleResult extends FlushResult {
  /** due mails this cycle found, including those another process claimed first */
  seen: number;
}

export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<CycleResult> | undefined;
  private stopped = true;
  private wakePending = false;
  private readonly host = os.hostname();
  private readonly fillers: MailFiller[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 5_000,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** A feature's secrets that queued mail holds only as markers (mail-fillers.ts), filled at each attempt. */
  addFiller(filler: MailFiller): void {
    this.fillers.push(filler);
  }

  /** Something was queued: send it now rather than at the next poll. */
  wake(): void {
    if (this.stopped || this.wakePending) return;
    this.wakePending = true;
    this.schedule(WAKE_DELAY_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running?.catch(() => undefined),
      new Promise<void>((resolve) => {
        waited = setTimeout(resolve, STOP_WAIT_MS);
      }),
    ]);
    clearTimeout(waited);
    this.transport.close();
  }

  /** Sends everything due now (and, if asked, everything still pending) and reports what happened. */
  async flush(opts: FlushOptions = {}): Promise<FlushResult> {
    await this.running?.catch(() => undefined);
    const total: FlushResult = { sent: 0, failed: 0 };
    // Until nothing due is left; with deferred mail included, a failure would be listed again at once.
    for (let cycle = 0; cycle < 10_000; cycle++) {
      const result = await this.runOnce(opts.includeDeferred ? Number.MAX_SAFE_INTEGER : undefined);
      total.sent += result.sent;
      total.failed += result.failed;
      if (result.seen === 0 || (opts.includeDeferred && result.failed > 0)) break;
    }
    return total;
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wakePending = false;
      this.runOnce()
        .catch((err: unknown) => this.log.error({ err }, 'mail sender cycle failed'))
        .finally(() => {
          if (!this.stopped && !this.timer) this.schedule(this.pollMs);
        });
    }, delay);
    this.timer.unref();
  }

  private runOnce(dueBy?: number): Promise<CycleResult> {
    const run = (this.running ?? Promise.resolve()).catch(() => undefined).then(() => this.sendDue(dueBy));
    this.running = run;
    return run;
  }

  private async sendDue(dueBy?: number): Promise<CycleResult> {
    const now = Date.now();
    const claimed = await claimDueMail(this.db, dueBy ?? now, now, now + CLAIM_MS, BATCH);
    const result: CycleResult = { sent: 0, failed: 0, seen: claimed.length };
    const delivered: { id: number; attempts: number }[] = [];
    for (const mail of claimed) {
      const attempts = mail.attempts + 1;
      try {
        const { text, calendar } = await fillMail(mail, this.fillers);
        const headers = headersOf(mail.headers);
        await this.transport.send({
          id: mail.id,
          from: this.from,
          to: mail.to_address,
          subject: mail.subject,
          text,
          ...(calendar && mail.calendar_method ? { calendar: { method: mail.calendar_method, content: calendar } } : {}),
          ...(mail.attachment && mail.attachment_name && mail.attachment_type
            ? { attachment: { filename: mail.attachment_name, contentType: mail.attachment_type, content: Buffer.from(mail.attachment, 'base64') } }
            : {}),
          messageId: `<outbox-${mail.id}-${mail.created_at}@${this.host}>`,
          ...(headers ? { headers } : {}),
        });
        delivered.push({ id: mail.id, attempts });
        result.sent += 1;
        this.log.info({ mailId: mail.id, kind: mail.kind, attempts }, 'mail sent');
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        if (isPermanentRefusal(err)) {
          await markMailFailed(this.db, mail.id, attempts, error);
          result.failed += 1;
          this.log.error({ mailId: mail.id, kind: mail.kind, attempts, smtp: loggableSmtpError(err) }, 'mail refused permanently by the SMTP server: marked failed, not retried');
          continue;
        }
        const delay = retryDelay(attempts);
        await markMailRetry(this.db, mail.id, attempts, Date.now() + delay, error);
        result.failed += 1;
        this.log.warn({ mailId: mail.id, kind: mail.kind, attempts, retryInMs: delay, smtp: loggableSmtpError(err) }, 'mail not sent, will retry');
      }
    }
    await markMailSent(this.db, delivered);
    return result;
  }
}
