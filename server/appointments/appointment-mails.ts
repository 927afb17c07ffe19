/**
 * The mails an appointment change sends: the patient's, in the appointment's language with the
 * invitation, and the clinic's notice (in English, like every notice to the clinic; no contact
 * details, as server/accounts/account-mail.ts keeps them out of mail).
 */
import { aboutTag, type OutgoingMail } from '../mail/outbox-repository';
import { appointmentMailText as en, type AppointmentMailFacts } from './appointment-mail';
import { appointmentMailText as es } from './appointment-mail.es';
import { invitation } from '../mail/calendar-invitation';
import { appointmentText } from './appointment-text';
import { CLINIC_ZONE } from './clinic-zone';
import { greetingName } from '../validation/person-name';

export interface AppointmentForMail {
  id: number;
  leadId: number | null;
  uid: string;
  sequence: number;
  typeId: string;
  start: number;
  end: number;
  language: string;
  firstName: string;
  lastName: string;
  email: string;
  /** a held request ('pending') has had no invitation yet, so its cancellation carries none either */
  status: string;
  /** the time zone she booked from, when known: her mails give her own time when it differs from Miami's */
  zone: string | null;
}

/** What every mail of an appointment is about: deleting the appointment deletes them (lead-appointment-removal.ts). */
export const aboutAppointment = (id: number): string => aboutTag('appointment', id);

/** Who changed an appointment, as the clinic's notice says it. */
export type ChangedBy = 'patient' | 'staff' | 'retention';

/** Where the self-service page is in the patient's language. */
export function manageLink(siteUrl: string, language: string, token: string): string {
  return `${siteUrl}${language === 'es' ? '/es' : ''}/appointment?token=${encodeURIComponent(token)}`;
}

/** Her account's page on the site her self-service link is on, in her language: where her health form waits. */
function profileUrlBeside(link: string, language: string): string {
  return `${new URL(link).origin}${language === 'es' ? '/es' : ''}/profile`;
}

/** The mails that look ahead to an in-person visit also point to her health form. */
const HEALTH_FORM_KINDS: ReadonlySet<AppointmentMailFacts['kind']> = new Set(['booked', 'moved', 'reminder', 'requested']);

export function patientMail(a: AppointmentForMail, kind: AppointmentMailFacts['kind'], link: string | null, organizerEmail: string, now: number): OutgoingMail {
  const text = a.language === 'es' ? es : en;
  const facts: AppointmentMailFacts = { kind, firstName: a.firstName, typeId: a.typeId, start: a.start, manageLink: link };
  const whenText = text.when(a.start);
  const type = text.typeName[a.typeId] ?? a.typeId;
  const where = text.where(a.typeId);
  // her clock, when it reads otherwise than Miami's at that instant
  const theirs = a.zone ? text.whenIn(a.start, a.zone) : '';
  const yours = theirs && theirs !== text.whenIn(a.start, CLINIC_ZONE) ? [text.yours(theirs, a.zone!)] : [];
  const healthForm = link && a.typeId === 'in-person' && HEALTH_FORM_KINDS.has(kind) ? ['', text.healthForm(profileUrlBeside(link, a.language))] : [];
  const body = [text.hello(greetingName(a.firstName)), '', text.lead(facts, type, whenText), ...yours, '', where, ...healthForm, ...(link ? ['', text.manage(link)] : []), '', text.signature].join('\n');
  // a reminder is no change of the event, and a request the clinic has not confirmed has no event yet: no invitation
  const calendar =
    kind === 'reminder' || kind === 'requested' || kind === 'declined' || a.status === 'pending'
      ? undefined
      : invitation({
          product: 'appointments',
          method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
          uid: a.uid,
          sequence: a.sequence,
          start: a.start,
          end: a.end,
          summary: text.summary,
          description: [where, ...(link ? ['', text.manage(link)] : [])].join('\n'),
          location: where,
          url: link ?? '',
          attendee: { name: `${a.firstName} ${a.lastName}`, email: a.email },
          organizerEmail,
          now,
        });
  return {
    kind: kind === 'reminder' ? 'appointment_reminder' : 'appointment_patient',
    to: a.email,
    subject: text.subject(facts, whenText),
    text: body,
    ...(calendar ? { calendar } : {}),
    about: aboutAppointment(a.id),
  };
}

const noticeVerb: Record<'booked' | 'moved' | 'cancelled' | 'requested', string> = { booked: 'booked', moved: 'moved', cancelled: 'cancelled', requested: 'requested' };
const noticeBy: Record<ChangedBy, string> = { patient: 'by the patient', staff: 'by the staff', retention: 'by the retention period (LEAD_RETENTION_DAYS)' };

/**
 * `leadDeleted`: the appointment is cancelled because its lead is being deleted (by staff or the
 * retention period); the notice then says so and links to no lead, and no record stays to look at.
 */
export function clinicNotice(a: AppointmentForMail, kind: 'booked' | 'moved' | 'cancelled' | 'requested', by: ChangedBy, to: string, siteUrl: string, leadDeleted = false): OutgoingMail {
  const type = appointmentText.typeNames[a.typeId] ?? a.typeId;
  return {
    kind: 'appointment_notice',
    to,
    subject: kind === 'requested' ? `Appointment #${a.id} awaits your confirmation: ${en.when(a.start)}` : `Appointment #${a.id} ${noticeVerb[kind]}: ${en.when(a.start)}`,
    text: [
      `Appointment #${a.id} (${type}) with ${a.firstName} was ${noticeVerb[kind]} ${noticeBy[by]}${kind === 'cancelled' ? '' : ` for ${en.when(a.start)}`}.`,
      ...(kind === 'requested' ? ['', `The time is held until you confirm or decline it in the staff calendar: ${siteUrl}/staff/calendar`] : []),
      '',
      `Language: ${a.language === 'es' ? 'Spanish' : 'English'}.`,
      '',
      ...(leadDeleted
        ? ['Its lead was deleted, and the appointment with it: the patient has been told it is cancelled, and the clinic’s records no longer hold the patient’s details.']
        : ['The details are kept in the clinic’s records. To protect the patient’s privacy they are not sent by e-mail.']),
      ...(a.leadId && !leadDeleted ? ['', `Open the lead in the staff inbox (staff sign-in required): ${siteUrl}/staff/leads/consultation/${a.leadId}`] : []),
    ].join('\n'),
    about: aboutAppointment(a.id),
  };
}
