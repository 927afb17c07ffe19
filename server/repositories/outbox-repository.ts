import type { Kysely, Selectable } from 'kysely';
import type { Database, MailKind, MailOutboxTable } from '../db/schema';

export type OutboxRow = Selectable<MailOutboxTable>;

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
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
      next_attempt_at: now,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ids of pending mails due by `dueBy`, oldest first. */
export async function listDueMailIds(db: Kysely<Database>, dueBy: number, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', dueBy)
    .where('locked_until', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Takes a mail for sending until `lockUntil`; false when another sender got it first. */
export async function claimMail(db: Kysely<Database>, id: number, now: number, lockUntil: number): Promise<OutboxRow | undefined> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ locked_until: lockUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('locked_until', '<=', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markMailSent(db: Kysely<Database>, id: number, attempts: number, now = Date.now()): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, attempts, text_body: '', locked_until: 0, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markMailRetry(db: Kysely<Database>, id: number, attempts: number, nextAttemptAt: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ attempts, next_attempt_at: nextAttemptAt, locked_until: 0, last_error: error.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}

export async function countPendingMail(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
