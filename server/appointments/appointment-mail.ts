/**
 * The patient's appointment e-mails in English (appointment-mail.es.ts: Spanish). Plain text, like
 * every mail the server sends; the invitation rides along (server/mail/calendar-invitation.ts).
 */
import { clinic } from '../../src/config/clinic';
import { CLINIC_ZONE } from './clinic-zone';

/** `requested`: held for the clinic's confirmation (no invitation yet); `declined`: the clinic could not keep it */
export type AppointmentMailKind = 'booked' | 'moved' | 'cancelled' | 'reminder' | 'requested' | 'declined';

export interface AppointmentMailFacts {
  kind: AppointmentMailKind;
  firstName: string;
  typeId: string;
  start: number;
  /** the self-service link; none in a cancellation */
  manageLink: string | null;
}

const addressLine = `${clinic.address.street}, ${clinic.address.city}, ${clinic.address.region} ${clinic.address.postalCode}`;
const when = new Intl.DateTimeFormat('en-US', { timeZone: CLINIC_ZONE, dateStyle: 'full', timeStyle: 'short' });

export const appointmentMailText = {
  typeName: { 'in-person': 'in-person consultation', phone: 'phone consultation', video: 'video consultation' } as Record<string, string>,
  /** where it happens: the invitation's LOCATION and a line of the mail */
  where: (typeId: string): string =>
    typeId === 'in-person'
      ? `${clinic.clinicName}, ${addressLine}`
      : typeId === 'phone'
        ? 'By phone: we will call you at the number you gave us.'
        : 'By FaceTime or video call: we will call you by FaceTime at the number you gave us, or e-mail you a video link a few minutes before.',
  when: (ms: number) => `${when.format(new Date(ms))} (Miami time)`,
  /** the same instant on another zone's clock, in the words of `when` without the zone */
  whenIn: (ms: number, zone: string) => `${new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(ms))}`,
  yours: (whenText: string, zone: string) => `That is ${whenText} where you are (${zone.replace(/_/g, ' ')}).`,
  subject: (facts: AppointmentMailFacts, whenText: string): string =>
    ({
      booked: `Your consultation is booked: ${whenText}`,
      moved: `Your consultation has moved: ${whenText}`,
      cancelled: `Your consultation is cancelled: ${whenText}`,
      reminder: `Reminder: your consultation tomorrow, ${whenText}`,
      requested: `We have your request: ${whenText}`,
      declined: `We could not keep your requested time: ${whenText}`,
    })[facts.kind],
  lead: (facts: AppointmentMailFacts, type: string, whenText: string): string =>
    ({
      booked: `Your ${type} with ${clinic.clinicName} is booked for ${whenText}.`,
      moved: `Your ${type} with ${clinic.clinicName} is now on ${whenText}. The earlier time is free again.`,
      cancelled: `Your ${type} with ${clinic.clinicName} on ${whenText} is cancelled. We hope to see you another time; you can book a new time on our website.`,
      reminder: `This is a reminder of your ${type} with ${clinic.clinicName} on ${whenText}.`,
      requested: `Thank you for choosing ${whenText} for your ${type} with ${clinic.clinicName}. The time is held for you, and the clinic will confirm it by e-mail shortly; the calendar invitation comes with that confirmation.`,
      declined: `We are sorry: ${clinic.clinicName} cannot keep the time you asked for, ${whenText}, for your ${type}. Please choose another time on our website, or call us and we will find one together.`,
    })[facts.kind],
  manage: (link: string) => `To cancel or choose another time, open this link (it works once, until the appointment starts):\n${link}`,
  /** an in-person visit's mails: her health form and consent wait in her account */
  healthForm: (profileUrl: string) =>
    `Before your visit, please answer a few health questions and sign the consent to treatment in your account (sign in, or register with this e-mail address and confirm it):\n${profileUrl}`,
  hello: (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  signature: `${clinic.clinicName}\n${clinic.phone}`,
  summary: `Consultation at ${clinic.clinicName}`,
};
