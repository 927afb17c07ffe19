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
      next_attempt_at: now,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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
        .set({ status: 'sent', sent_at: now, attempts, text_body: '', calendar: null, locked_until: 0, last_error: null })
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

/** A mail the SMTP server refused for good: never retried; the body goes, the record stays for staff. */
export async function markMailFailed(db: Kysely<Database>, id: number, attempts: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', attempts, locked_until: 0, text_body: '', last_error: error.slice(0, 1000) })
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
