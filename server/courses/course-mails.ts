/**
 * The mails of an enrollment: the practitioner's, in her language, each with the link to her own
 * page (and an offer's link), with the invitation where her seat begins, moves or ends; and the
 * clinic's notice of a new enrollment (in English, no contact details, as every notice to the clinic).
 */
import { aboutTag, type OutgoingMail } from '../mail/outbox-repository';
import { greetingName } from '../validation/person-name';
import { courseMailText as en, type CourseMailKind } from './course-mail';
import { courseMailText as es } from './course-mail.es';
import { invitation } from '../mail/calendar-invitation';
import type { CourseDayRow } from './course-repository';
import type { EnrollmentRow } from './enrollment-repository';

export const aboutEnrollment = (id: number): string => aboutTag('course-enrollment', id);

/** Where her own page is, in her language. */
export const enrollmentLink = (siteUrl: string, language: string, token: string): string => `${siteUrl}${language === 'es' ? '/es' : ''}/training-enrollment?token=${encodeURIComponent(token)}`;
export const offerLink = (siteUrl: string, language: string, token: string): string => `${siteUrl}${language === 'es' ? '/es' : ''}/training-offer?token=${encodeURIComponent(token)}`;
export const certificateLink = (siteUrl: string, language: string, code: string): string => `${siteUrl}${language === 'es' ? '/es' : ''}/certificates/${code}`;

const INVITES: Partial<Record<CourseMailKind, 'REQUEST' | 'CANCEL'>> = {
  reserved: 'REQUEST',
  accepted: 'REQUEST',
  moved: 'REQUEST',
  cancelled: 'CANCEL',
  day_cancelled: 'CANCEL',
  hold_released: 'CANCEL',
};

export interface MailLinks {
  page: string | null;
  offer?: string | null;
  until?: number | null;
  place?: number | null;
  certificateUrl?: string | null;
}

export function participantMail(e: EnrollmentRow, day: CourseDayRow, kind: CourseMailKind, links: MailLinks, organizerEmail: string, now: number): OutgoingMail {
  const text = e.language === 'es' ? es : en;
  const facts = {
    firstName: e.first_name,
    day: text.day(day.starts_at, day.ends_at),
    place: links.place ?? null,
    until: links.until ? text.when(links.until) : null,
    certificateUrl: links.certificateUrl ?? null,
  };
  const body = [
    text.hello(greetingName(e.first_name)),
    '',
    text.lead(kind, facts),
    '',
    text.where_line,
    ...(links.offer ? ['', text.offerLink(links.offer)] : []),
    ...(links.page ? ['', text.yourPage(links.page)] : []),
    ...(kind === 'reserved' || kind === 'accepted' ? ['', text.policy] : []),
    '',
    text.signature,
  ].join('\n');
  const method = INVITES[kind];
  const calendar = method
    ? invitation({
        product: 'training-course',
        method,
        uid: e.uid,
        sequence: e.sequence,
        start: day.starts_at,
        end: day.ends_at,
        summary: text.courseName,
        description: [text.where, ...(links.page ? ['', text.yourPage(links.page)] : [])].join('\n'),
        location: text.where,
        url: links.page ?? '',
        attendee: { name: `${e.first_name} ${e.last_name}`, email: e.email },
        organizerEmail,
        now,
      })
    : undefined;
  return { kind: 'course_participant', to: e.email, subject: text.subject(kind, facts), text: body, ...(calendar ? { calendar } : {}), about: aboutEnrollment(e.id) };
}

/** The clinic's notice of a change it did not make itself. */
export function clinicCourseNotice(e: EnrollmentRow, day: CourseDayRow, what: string, to: string, siteUrl: string): OutgoingMail {
  return {
    kind: 'course_notice',
    to,
    subject: `Course day ${day.date}: ${what} (#${e.id})`,
    text: [
      `Enrollment #${e.id} (${e.first_name}) for the course day of ${day.date}: ${what}.`,
      '',
      'The details are kept in the clinic’s records. To protect the participant’s privacy they are not sent by e-mail.',
      '',
      `Open the day’s roster (staff sign-in required): ${siteUrl}/staff/courses/${day.id}`,
    ].join('\n'),
    about: aboutEnrollment(e.id),
  };
}
