/**
 * The reminder 48 hours before an in-person visit whose health form is not signed, in her language,
 * with the way to her account: exactly once per appointment. Each is claimed by inserting its row
 * in health_form_reminders (primary key: the appointment; migration 135) in the transaction that
 * queues the mail, so of two processes, or a run after a restart, only one queues it. None for an
 * appointment that is cancelled, held for the clinic's confirmation, moved more than 48 hours away
 * or signed by then; none when it was booked inside the 48 hours (its confirmation just pointed to
 * the form). The mail names no question and no answer.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { aboutTag, enqueueMail, type OutgoingMail } from '../mail/outbox-repository';
import { greetingName } from '../validation/person-name';
import { healthFormReminderText as en } from './health-form-reminder-mail';
import { healthFormReminderText as es } from './health-form-reminder-mail.es';

export const HEALTH_FORM_REMINDER_LEAD_MS = 48 * 3_600_000;

export interface HealthFormReminderTarget {
  siteUrl: string;
}

interface DueVisit {
  id: number;
  start_at: number;
  language: string;
  first_name: string;
  email: string;
}

export function healthFormReminderMail(row: DueVisit, siteUrl: string): OutgoingMail {
  const text = row.language === 'es' ? es : en;
  const profileUrl = `${siteUrl}${row.language === 'es' ? '/es' : ''}/profile`;
  const body = [text.hello(greetingName(row.first_name)), '', text.lead(row.start_at), '', text.action(profileUrl), '', text.signature].join('\n');
  // about the appointment: deleting it (with its lead) deletes the mail too
  return { kind: 'health_form_reminder', to: row.email, subject: text.subject, text: body, about: aboutTag('appointment', row.id) };
}

/** Booked in-person visits starting within 48 hours, booked before that window opened, with no version signed and no reminder decided. */
function dueQuery(db: Kysely<Database>, now: number) {
  return db
    .selectFrom('appointments')
    .select(['id', 'start_at', 'language', 'first_name', 'email'])
    .where('type_id', '=', 'in-person')
    .where('status', '=', 'booked')
    .where('start_at', '>', now)
    .where('start_at', '<=', now + HEALTH_FORM_REMINDER_LEAD_MS)
    .where((eb) => eb('created_at', '<', eb(eb.ref('start_at'), '-', HEALTH_FORM_REMINDER_LEAD_MS)))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('health_form_versions').select('health_form_versions.id').whereRef('health_form_versions.appointment_id', '=', 'appointments.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('health_form_reminders').select('health_form_reminders.appointment_id').whereRef('health_form_reminders.appointment_id', '=', 'appointments.id'))),
    );
}

/** Sends what is due at `now`; returns how many reminders this run queued. */
export async function sendDueHealthFormReminders(db: Kysely<Database>, target: HealthFormReminderTarget, now: number): Promise<number> {
  const due = await dueQuery(db, now).orderBy('start_at').limit(500).execute();
  let sent = 0;
  for (const { id } of due) {
    const queued = await db.transaction().execute(async (trx) => {
      // still due inside the transaction (signed, cancelled or moved meanwhile: no mail)
      const row = await dueQuery(trx, now).where('id', '=', id).executeTakeFirst();
      if (!row) return false;
      const claimed = await trx.insertInto('health_form_reminders').values({ appointment_id: id, created_at: now }).onConflict((oc) => oc.column('appointment_id').doNothing()).returning('appointment_id').executeTakeFirst();
      if (!claimed) return false;
      // queued by the outbox's own clock (Date.now), as the 24-hour reminder is
      await enqueueMail(trx, healthFormReminderMail(row, target.siteUrl));
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
