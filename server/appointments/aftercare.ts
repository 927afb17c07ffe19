/**
 * The aftercare mail, queued in the transaction that marks an appointment attended: the advice
 * every treatment shares and a line for each area treated, in her language, with the clinic's
 * phone. Once per appointment: its row in appointment_care_mails (primary key appointment + kind)
 * is inserted first, and a second close finds it there and queues nothing. It is care, not
 * marketing: no unsubscribe. The same close sets when the follow-up invitation is due (follow-up.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail, type OutgoingMail } from '../mail/outbox-repository';
import { greetingName } from '../validation/person-name';
import { aftercareMailText as en, type AreaId } from './aftercare-mail';
import { aftercareMailText as es } from './aftercare-mail.es';
import { aboutAppointment } from './appointment-mails';
import type { AppointmentRow } from './appointment-repository';

/** Claims a care mail of an appointment; false when it was claimed before (by this or another process). */
export async function claimCareMail(db: Kysely<Database>, appointmentId: number, kind: 'aftercare' | 'follow_up', outcome: string, now: number): Promise<boolean> {
  const row = await db
    .insertInto('appointment_care_mails')
    .values({ appointment_id: appointmentId, kind, outcome, created_at: now })
    .onConflict((oc) => oc.columns(['appointment_id', 'kind']).doNothing())
    .returning('appointment_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function aftercareMail(row: Pick<AppointmentRow, 'id' | 'language' | 'first_name' | 'email'>, areas: readonly AreaId[]): OutgoingMail {
  const text = row.language === 'es' ? es : en;
  const body = [
    text.hello(greetingName(row.first_name)),
    '',
    text.aftercareLead,
    '',
    ...text.general.flatMap((p) => [p, '']),
    ...(areas.length > 0 ? [text.areasHeading, ...areas.map((a) => `- ${text.areas[a]}`), ''] : []),
    text.timelineHeading,
    ...text.timeline.map((p) => `- ${p}`),
    '',
    text.call,
    '',
    text.signature,
  ].join('\n');
  return { kind: 'aftercare', to: row.email, subject: text.aftercareSubject, text: body, about: aboutAppointment(row.id) };
}

/** Queues the aftercare of an appointment just marked attended, inside the caller's transaction; false when it had one. */
export async function queueAftercare(trx: Kysely<Database>, row: AppointmentRow, areas: readonly AreaId[], now: number): Promise<boolean> {
  if (!(await claimCareMail(trx, row.id, 'aftercare', 'sent', now))) return false;
  await enqueueMail(trx, aftercareMail(row, areas), now);
  return true;
}
