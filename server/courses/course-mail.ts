/**
 * The practitioner's course e-mails in English (course-mail.es.ts: Spanish). Plain text like every
 * mail the server sends; a calendar invitation rides along where the seat changes
 * (server/mail/calendar-invitation.ts). Every mail carries the link to her own page.
 */
import { clinic } from '../../src/config/clinic';
import { COURSE_ZONE } from './course-time';

export type CourseMailKind =
  | 'reserved'
  | 'waiting'
  | 'offer'
  | 'offer_expired'
  | 'accepted'
  | 'confirmed'
  | 'cancelled'
  | 'left_waitlist'
  | 'day_cancelled'
  | 'moved'
  | 'hold_warning'
  | 'hold_released'
  | 'reminder_7d'
  | 'reminder_1d'
  | 'certificate';

export interface CourseMailFacts {
  firstName: string;
  /** the course day, written out */
  day: string;
  place: number | null;
  /** when an offer or a hold ends, written out */
  until: string | null;
  certificateUrl: string | null;
}

const addressLine = `${clinic.address.street}, ${clinic.address.city}, ${clinic.address.region} ${clinic.address.postalCode}`;
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: COURSE_ZONE, dateStyle: 'full' });
const whenFormat = new Intl.DateTimeFormat('en-US', { timeZone: COURSE_ZONE, dateStyle: 'full', timeStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: COURSE_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const courseMailText = {
  courseName: `${clinic.brand} Training & Certification`,
  where: `${clinic.clinicName}, ${addressLine}`,
  day: (start: number, end: number) => `${dayFormat.format(new Date(start))}, ${timeFormat.format(new Date(start))} to ${timeFormat.format(new Date(end))} (Miami time)`,
  when: (ms: number) => `${whenFormat.format(new Date(ms))} (Miami time)`,
  subject: (kind: CourseMailKind, f: CourseMailFacts): string =>
    ({
      reserved: `Your seat is reserved: ${f.day}`,
      waiting: `You are on the waitlist: ${f.day}`,
      offer: `A seat is free for you: ${f.day}`,
      offer_expired: `Your offered seat has passed to the next person: ${f.day}`,
      accepted: `The seat is yours: ${f.day}`,
      confirmed: `Your seat is confirmed: ${f.day}`,
      cancelled: `Your enrollment is cancelled: ${f.day}`,
      left_waitlist: `You have left the waitlist: ${f.day}`,
      day_cancelled: `Course day cancelled: ${f.day}`,
      moved: `You have moved to a new course day: ${f.day}`,
      hold_warning: `Your reserved seat is held until ${f.until ?? ''}`,
      hold_released: `Your reserved seat has been released: ${f.day}`,
      reminder_7d: `One week to go: ${f.day}`,
      reminder_1d: `See you tomorrow: ${f.day}`,
      certificate: `Your certificate of attendance: ${f.day}`,
    })[kind],
  lead: (kind: CourseMailKind, f: CourseMailFacts): string =>
    ({
      reserved: `Your seat on the ${clinic.brand} training course on ${f.day} is reserved. The clinic will send you an invoice or call you to take payment; your seat is confirmed once it is paid. We hold it for you until ${f.until ?? 'the payment'}.`,
      waiting: `The course day on ${f.day} is full, so you are on its waitlist: you are number ${f.place ?? 1} in line. When a seat frees up, the first in line gets an e-mail offering it, held for a limited time. You are never enrolled without saying yes.`,
      offer: `A seat on the course day on ${f.day} is free, and it is held for you until ${f.until ?? ''}. Open the link below and choose 'Take the seat' or 'No thanks'. If you do not answer by then, it is offered to the next person in line.`,
      offer_expired: `The seat we offered you on ${f.day} was not taken before the offer ended, so it has been offered to the next person in line. You can join the waitlist again on our training page.`,
      accepted: `You took the offered seat on the course day on ${f.day}. The clinic will send you an invoice or call you to take payment; your seat is confirmed once it is paid.`,
      confirmed: `The clinic has recorded your payment: your seat on the course day on ${f.day} is confirmed.`,
      cancelled: `Your enrollment in the course day on ${f.day} is cancelled and your seat has been released.`,
      left_waitlist: `You have left the waitlist of the course day on ${f.day}.`,
      day_cancelled: `We are sorry: the clinic has cancelled the course day on ${f.day}. Any payment you made will be refunded in full, or moved to another day if you prefer. Please call us or choose another day on our training page.`,
      moved: `You have moved to the course day on ${f.day}. Your seat on the earlier day has been released.`,
      hold_warning: `Your seat on the course day on ${f.day} is reserved but not paid yet. It is held until ${f.until ?? ''}; after that it is released to the next person in line. Please call the clinic to pay, or cancel if you can no longer come.`,
      hold_released: `Your reserved seat on the course day on ${f.day} was not paid in time, so it has been released. You are welcome to enroll again if seats are left.`,
      reminder_7d: `Your ${clinic.brand} training course is one week away: ${f.day}.`,
      reminder_1d: `Your ${clinic.brand} training course is tomorrow: ${f.day}. Please arrive 15 minutes early and bring a photo ID and your professional licence.`,
      certificate: `Thank you for attending the ${clinic.brand} training course on ${f.day}. Your certificate of attendance is attached to this e-mail as a PDF. Anyone can check it at ${f.certificateUrl ?? ''}.`,
    })[kind],
  where_line: `Where: ${clinic.clinicName}, ${addressLine}`,
  yourPage: (link: string) => `Your enrollment (details, calendar invitation, cancel or move to another day):\n${link}`,
  offerLink: (link: string) => `Take the seat or say no thanks:\n${link}`,
  hello: (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  policy: 'Cancellation and transfer: you may cancel or move to another day with free seats from your enrollment page until enrollment closes; payments are refunded in full up to 14 days before the course day and 50% after that.',
  signature: `${clinic.clinicName}\n${clinic.phone}`,
};
