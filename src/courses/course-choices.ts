/**
 * The enrollment form's choices, read by the form (site/trainings/) and the server's check
 * (server/courses/enrollment-request.ts), so both accept the same values: the professions of
 * SPEC.md's 'Who should attend' list or another, the ones that need a licence, and the US states
 * and territories a licence is issued in.
 */
export const PROFESSIONS = ['dermatologist', 'surgeon', 'physician', 'nurse_practitioner', 'physician_assistant', 'laser_technician', 'other'] as const;
export type Profession = (typeof PROFESSIONS)[number];

/** Licensed professions: their licence type, number and issuing state are required. */
export const LICENSED: readonly Profession[] = ['dermatologist', 'surgeon', 'physician', 'nurse_practitioner', 'physician_assistant'];

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO',
  'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR',
] as const;

export const COURSE_LIMITS = { other: 100, licenceType: 100, licenceNumber: 40, practice: 200, needs: 1000 } as const;

/** The course's hours of instruction (08:30 to 17:30 with an hour's lunch): on the certificate. */
export const COURSE_HOURS = 8;

/** What the public list and enrollment calls answer (docs/product/api.md "Training course"). */
export interface CourseDay {
  id: number;
  date: string;
  start: string;
  end: string;
  /** Miami's clock at the start and the end, HH:MM */
  start_time: string;
  end_time: string;
  zone: string;
  language: 'en' | 'es';
  seats: number;
  seats_left: number;
  waiting: number;
  price: string;
  enrollment_closes_at: string;
  /** open: seats left; full: join the waitlist; closed: enrollment has closed */
  state: 'open' | 'full' | 'closed';
}

export interface CourseEnrollment {
  id: number;
  status: string;
  first_name: string;
  last_name: string;
  email: string;
  profession: string;
  language: 'en' | 'es';
  /** her place on the waitlist, when waiting */
  place: number | null;
  offer_expires_at: string | null;
  paid: boolean;
  certificate: { code: string; revoked: boolean } | null;
  day: CourseDay;
}
