/**
 * The invitation to book a follow-up, four months after an attended appointment, exactly once: the
 * housekeeping run decides each due appointment by inserting its 'follow_up' row in
 * appointment_care_mails (primary key appointment + kind) in the transaction that queues the mail,
 * so of two processes, or a run after a restart, only one decides. It is decided without a mail
 * when she has booked again since (a later appointment under her address or account that is not
 * cancelled) or when her address takes no marketing mail (server/marketing-mail/). It is marketing:
 * it carries the one-click unsubscribe headers (the API's address, for the mail program's POST) and
 * a visible line with the site's unsubscribe page (a browser's GET lands on a page with a button).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail, type OutgoingMail } from '../mail/outbox-repository';
import { greetingName } from '../validation/person-name';
import { issueUnsubscribeToken, isUnsubscribed, unsubscribeHeaders, unsubscribePageUrl } from '../marketing-mail';
import { aftercareMailText as en } from './aftercare-mail';
import { aftercareMailText as es } from './aftercare-mail.es';
import { aboutAppointment } from './appointment-mails';
import type { AppointmentRow } from './appointment-repository';
import { claimCareMail } from './aftercare';

export const FOLLOW_UP_MONTHS = 4;

/** Four calendar months after the appointment's start (UTC date arithmetic; the day clamps to the month's end). */
export function followUpDue(startAt: number): number {
  const d = new Date(startAt);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + FOLLOW_UP_MONTHS, 1, d.getUTCHours(), d.getUTCMinutes()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}

export interface FollowUpTarget {
  siteUrl: string;
}

export function followUpMail(row: Pick<AppointmentRow, 'id' | 'language' | 'first_name' | 'email'>, siteUrl: string, token: string): OutgoingMail {
  const text = row.language === 'es' ? es : en;
  const prefix = `${siteUrl}${row.language === 'es' ? '/es' : ''}`;
  const body = [
    text.hello(greetingName(row.first_name)),
    '',
    text.followUpLead,
    '',
    text.followUpBook(`${prefix}/consultation`),
    '',
    text.followUpCall,
    '',
    text.signature,
    '',
    '--',
    text.unsubscribe(unsubscribePageUrl(siteUrl, token, row.language === 'es' ? 'es' : 'en')),
  ].join('\n');
  return { kind: 'follow_up_invitation', to: row.email, subject: text.followUpSubject, text: body, about: aboutAppointment(row.id), headers: unsubscribeHeaders(siteUrl, token) };
}

/** Whether she has an appointment after this one that is not cancelled or missed, under her address or her account. */
async function bookedAgain(db: Kysely<Database>, row: AppointmentRow): Promise<boolean> {
  const later = await db
    .selectFrom('appointments')
    .select('id')
    .where('id', '!=', row.id)
    .where('start_at', '>', row.start_at)
    .where('status', 'in', ['booked', 'pending', 'attended'])
    .where((eb) => {
      const sameAddress = eb(sql<string>`lower(email)`, '=', row.email.trim().toLowerCase());
      return row.user_id === null ? sameAddress : eb.or([sameAddress, eb('user_id', '=', row.user_id)]);
    })
    .limit(1)
    .executeTakeFirst();
  return later !== undefined;
}

/** Decides every follow-up due at `now`; returns how many invitations this run queued. */
export async function sendDueFollowUps(db: Kysely<Database>, target: FollowUpTarget, now: number): Promise<number> {
  const due = await db
    .selectFrom('appointments')
    .selectAll()
    .where('status', '=', 'attended')
    .where('follow_up_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('appointment_care_mails').select('appointment_id').whereRef('appointment_care_mails.appointment_id', '=', 'appointments.id').where('appointment_care_mails.kind', '=', 'follow_up'))),
    )
    .orderBy('follow_up_at')
    .limit(500)
    .execute();
  let sent = 0;
  for (const row of due) {
    const queued = await db.transaction().execute(async (trx) => {
      const outcome = (await bookedAgain(trx, row)) ? 'booked_again' : (await isUnsubscribed(trx, row.email)) ? 'unsubscribed' : 'sent';
      if (!(await claimCareMail(trx, row.id, 'follow_up', outcome, now))) return false;
      if (outcome !== 'sent') return false;
      const token = await issueUnsubscribeToken(trx, row.email, now);
      await enqueueMail(trx, followUpMail(row, target.siteUrl, token), now);
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
