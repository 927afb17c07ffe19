/** The certificate verification page's words in English (certificate-copy.es.ts: Spanish). */
import { clinic } from '../../src/config/clinic';

export const certificateCopy = {
  title: 'Certificate of attendance',
  lead: `This page confirms a certificate of attendance issued by ${clinic.clinicName} for its one-day ${clinic.brand} training course.`,
  valid: 'Valid',
  validNote: 'This certificate is genuine: the person named below attended the course on the day shown.',
  revoked: 'Revoked',
  revokedNote: (date: string) => `The clinic revoked this certificate on ${date}. It no longer certifies attendance.`,
  name: 'Name',
  courseDate: 'Course day',
  number: 'Certificate number',
  unknownTitle: 'Certificate not found',
  unknown: 'There is no certificate with this number. Please check the number as it is printed, or scan the QR code on the certificate again.',
  failed: 'This certificate could not be checked just now. Please try again in a moment.',
  checking: 'Checking the certificate…',
  questions: `Questions about a certificate? Call ${clinic.clinicName} at ${clinic.phone}.`,
};

export type CertificateCopy = typeof certificateCopy;
