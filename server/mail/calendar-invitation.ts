/**
 * The calendar invitation of an appointment (RFC 5546 iTIP through ical-generator): METHOD REQUEST
 * when booked or moved, CANCEL when cancelled; one UID for the appointment's life and its SEQUENCE
 * raised at each change, so a calendar updates the one event instead of adding another. Times in UTC.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { clinic } from '../../src/config/clinic';

export interface InvitationInput {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: number;
  end: number;
  summary: string;
  description: string;
  /** the clinic's address for an in-person consultation, else how the call is made */
  location: string;
  url: string;
  attendee: { name: string; email: string };
  organizerEmail: string;
  now: number;
}

export function invitation(input: InvitationInput): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const calendar = ical({
    prodId: { company: clinic.clinicName, product: 'appointments', language: 'EN' },
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
