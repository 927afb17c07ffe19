/**
 * A calendar invitation sent with a mail (RFC 5546 iTIP through ical-generator): METHOD REQUEST
 * while the event holds, CANCEL when it ends; one UID for the event's life (an appointment, a
 * course enrollment) and its SEQUENCE raised at each change, so a calendar updates the one event
 * instead of adding another. Times in UTC; the clinic is the organizer.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { clinic } from '../../src/config/clinic';

export interface InvitationInput {
  /** what the invitation is for, in its PRODID ('appointments', 'training-course') */
  product: string;
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: number;
  end: number;
  summary: string;
  description: string;
  /** where it happens: the clinic's address, or how a call is made */
  location: string;
  url: string;
  attendee: { name: string; email: string };
  organizerEmail: string;
  now: number;
}

export function invitation(input: InvitationInput): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const calendar = ical({
    prodId: { company: clinic.clinicName, product: input.product, language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: new Date(input.now),
    start: new Date(input.start),
    end: new Date(input.end),
    summary: input.summary,
    description: input.description,
    location: input.location,
    url: input.url,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: clinic.clinicName, email: input.organizerEmail },
    attendees: [{ name: input.attendee.name, email: input.attendee.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }],
  });
  return { method: input.method, content: calendar.toString() };
}
