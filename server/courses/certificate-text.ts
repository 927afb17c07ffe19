/**
 * What the certificate of attendance says, in English (certificate-text.es.ts: Spanish). The PDF is
 * written in the course day's language of instruction, whatever language she enrolled in.
 */
import { clinic } from '../../src/config/clinic';
import { COURSE_ZONE } from './course-time';

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: COURSE_ZONE, dateStyle: 'long' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: COURSE_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const certificateText = {
  /** the PDF's file name, also its title */
  fileName: (code: string) => `certificate-of-attendance-${code}.pdf`,
  title: 'Certificate of Attendance',
  certifies: 'This certifies that',
  attended: `attended the one-day ${clinic.brand} Training & Certification course`,
  courseName: `${clinic.brand} Training & Certification`,
  day: (start: number) => dayFormat.format(new Date(start)),
  hours: (start: number, end: number, hours: number) =>
    `${timeFormat.format(new Date(start))} to ${timeFormat.format(new Date(end))} (Miami time), ${hours} ${hours === 1 ? 'hour' : 'hours'} of instruction`,
  at: `at ${clinic.clinicName}, ${clinic.address.city}, ${clinic.address.region}`,
  trainer: `${clinic.practitioner.name}, ${clinic.practitioner.credentials}`,
  trainerTitle: 'Master Trainer',
  numberLabel: 'Certificate number',
  verify: 'Check this certificate at',
};

export type CertificateText = typeof certificateText;
