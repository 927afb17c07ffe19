import type { Kysely, Selectable } from 'kysely';
import type { Database, MailKind, MailOutboxTable } from '../db/schema';

export type OutboxRow = Selectable<MailOutboxTable>;

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  /** a calendar invitation (ICS) sent with the text */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** a file sent with the text (a certificate's PDF), kept in the outbox only until it is sent */
  attachment?: MailAttachment;
  /** what the mail is about (`aboutTag`), so the feature that deletes that thing deletes its mail too */
  about?: string;
  /** extra headers (a marketing mail's List-Unsubscribe pair), kept in the outbox only until it is sent */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** How a mail names what it is about: a feature's own word and the row's id ('appointment:7'). */
export function aboutTag(thing: string, id: number): string {
  return `${thing}:${id}`;
}

/** Queues a mail; inside the caller's transaction when given one, so it exists only if the change does. */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      calendar: mail.calendar?.content ?? null,
      calendar_method: mail.calendar?.method ?? null,
      about: mail.about ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      attachment_name: mail.attachment?.filename ?? null,
      attachment_type: mail.attachment?.contentType ?? null,
      attachment: mail.attachment ? mail.attachment.content.toString('base64') : null,
      next_attempt_at: now,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A queued mail's extra headers: only a JSON object of strings counts. */
export function headersOf(stored: string | null): Record<string, string> | undefined {
  if (!stored) return undefined;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const entries = Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string');
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes up to `limit` pending mails due by `dueBy` for sending until `lockUntil`, oldest first, in
 * one statement. A row another sender claimed meanwhile fails the repeated conditions of the
 * outer WHERE (PostgreSQL re-checks them on the locked row; SQLite has one writer), so no mail is
 * ever claimed twice. Returns what was claimed (`seen` counts due rows, claimed or not).
 */
export async function claimDueMail(
  db: Kysely<Database>,
  dueBy: number,
  now: number,
  lockUntil: number,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', dueBy)
    .where('locked_until', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
  const rows = await db
    .updateTable('mail_outbox')
    .set({ locked_until: lockUntil })
    .where('id', 'in', due)
    .where('status', '=', 'pending')
    .where('locked_until', '<=', now)
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.next_attempt_at - b.next_attempt_at || a.id - b.id);
}

/** Marks mails delivered, in one statement; the body goes, the record of sending stays. */
export async function markMailSent(db: Kysely<Database>, sent: { id: number; attempts: number }[], now = Date.now()): Promise<void> {
  if (sent.length === 0) return;
  const byAttempts = new Map<number, number[]>();
  for (const { id, attempts } of sent) byAttempts.set(attempts, [...(byAttempts.get(attempts) ?? []), id]);
  await db.transaction().execute(async (trx) => {
    for (const [attempts, ids] of byAttempts) {
      await trx
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: now, attempts, text_body: '', calendar: null, attachment: null, headers: null, locked_until: 0, last_error: null })
        .where('id', 'in', ids)
        .execute();
    }
  });
}

export async function markMailRetry(db: Kysely<Database>, id: number, attempts: number, nextAttemptAt: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ attempts, next_attempt_at: nextAttemptAt, locked_until: 0, last_error: error.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}

/** Whether a mail of this kind to this address was queued since `since` (sent or not). */
export async function mailQueuedSince(db: Kysely<Database>, kind: MailKind, to: string, since: number): Promise<boolean> {
  const row = await db.selectFrom('mail_outbox').select('id').where('kind', '=', kind).where('to_address', '=', to).where('created_at', '>=', since).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * A mail the SMTP server refused for good: never retried; its body and calendar part (with any link
 * in them) go, the record (address, subject, error) stays for staff until the outbox purge.
 */
export async function markMailFailed(db: Kysely<Database>, id: number, attempts: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', attempts, locked_until: 0, text_body: '', calendar: null, calendar_method: null, attachment: null, headers: null, last_error: error.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}

export interface FailedMail {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  created_at: number;
}

export async function listFailedMail(db: Kysely<Database>, limit = 100): Promise<FailedMail[]> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to_address', 'subject', 'attempts', 'last_error', 'created_at'])
    .where('status', '=', 'failed')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** rows per statement: far below both databases' limits on bound parameters */
const PURGE_BATCH = 500;

/**
 * Deletes every mail about these things (`aboutTag`), sent or not, except the ids in `keep`: inside
 * the caller's transaction when it deletes them. A mail a sender is sending at that moment may
 * still go out; it is gone from the outbox either way.
 */
export async function deleteMailAbout(db: Kysely<Database>, about: readonly string[], keep: readonly number[] = []): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < about.length; i += PURGE_BATCH) {
    let query = db.deleteFrom('mail_outbox').where('about', 'in', about.slice(i, i + PURGE_BATCH));
    if (keep.length > 0) query = query.where('id', 'not in', [...keep]);
    deleted += Number((await query.executeTakeFirst()).numDeletedRows);
  }
  return deleted;
}

/**
 * The outbox is no archive: mail delivered before `before` goes (its address and subject with it),
 * and so does failed mail queued before then, once staff have had that long to see it listed.
 * Pending mail stays, however old. A batch at a time, so a first purge of years of mail never
 * holds the database for long.
 */
export async function purgeDeliveredMail(db: Kysely<Database>, before: number): Promise<number> {
  let deleted = 0;
  for (const [status, column] of [['sent', 'sent_at'], ['failed', 'created_at']] as const) {
    for (;;) {
      const batch = db.selectFrom('mail_outbox').select('id').where('status', '=', status).where(column, '<', before).limit(PURGE_BATCH);
      const n = Number((await db.deleteFrom('mail_outbox').where('id', 'in', batch).executeTakeFirst()).numDeletedRows);
      deleted += n;
      if (n < PURGE_BATCH) break;
    }
  }
  return deleted;
}
