/**
 * The reminder 24 hours before a live appointment, in the patient's language, exactly once per
 * start: each is claimed by one conditional UPDATE (reminded_for_start set to the start, only where
 * it is not that start yet) in the transaction that queues the mail. Of two processes, or a run
 * after a restart, only one UPDATE matches; a moved appointment has a new start and gets its own
 * reminder, a cancelled one none.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox-repository';
import { manageLink, patientMail } from './appointment-mails';
import { forMail } from './appointment-repository';
import { manageLinkMarker } from './manage-link-filler';

export const REMINDER_LEAD_MS = 24 * 3_600_000;

export interface ReminderTarget {
  siteUrl: string;
  clinicEmail: string;
}

/** Sends what is due at `now`; returns how many reminders this run queued. */
export async function sendDueReminders(db: Kysely<Database>, target: ReminderTarget, now: number): Promise<number> {
  const due = await db
    .selectFrom('appointments')
    .select(['id', 'start_at'])
    .where('status', '=', 'booked')
    .where('start_at', '>', now)
    .where('start_at', '<=', now + REMINDER_LEAD_MS)
    .where((eb) => eb.or([eb('reminded_for_start', 'is', null), eb('reminded_for_start', '!=', eb.ref('start_at'))]))
    .orderBy('start_at')
    .limit(500)
    .execute();
  let sent = 0;
  for (const { id, start_at } of due) {
    const queued = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('appointments')
        .set({ reminded_for_start: sql<number>`start_at` })
        .where('id', '=', id)
        .where('status', '=', 'booked')
        .where('start_at', '=', start_at)
        .where((eb) => eb.or([eb('reminded_for_start', 'is', null), eb('reminded_for_start', '!=', eb.ref('start_at'))]))
        .returningAll()
        .executeTakeFirst();
      if (!row) return false;
      await enqueueMail(trx, patientMail(forMail(row), 'reminder', manageLink(target.siteUrl, row.language, manageLinkMarker(row.sequence)), target.clinicEmail, now));
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
