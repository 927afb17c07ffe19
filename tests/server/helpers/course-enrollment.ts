/**
 * An enrollment as the training page's form sends it, with a freshly solved proof of work; the days
 * a visitor is offered, as the course tests read them.
 */
import { solvedProof } from './proof-of-work';
import type { TestApp } from './test-app';

export interface EnrollmentBody extends Record<string, unknown> {
  day_id: number;
  email: string;
}

export function enrollmentBody(dayId: number, over: Record<string, unknown> = {}): EnrollmentBody {
  return {
    day_id: dayId,
    first_name: 'Ana',
    last_name: 'Pérez',
    email: 'ana.perez@example.com',
    phone: '(305) 555-0142',
    profession: 'nurse_practitioner',
    licence_type: 'APRN',
    licence_number: 'APRN-9204411',
    licence_state: 'FL',
    practice_name: 'Brickell Skin Studio',
    needs: 'Vegetarian lunch',
    terms: true,
    ...over,
  };
}

export async function withCourseProof(baseUrl: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  return { ...body, proof_of_work: await solvedProof(baseUrl, headers) };
}

/** A course day as /api/courses/days lists it (server/courses/course-replies.ts). */
export interface PublicCourseDay {
  id: number;
  date: string;
  start: string;
  end: string;
  language: string;
  seats: number;
  seats_left: number;
  waiting: number;
  price: string;
  state: string;
}

/** The upcoming days, as a visitor's page lists them. */
export async function courseDays(t: TestApp): Promise<PublicCourseDay[]> {
  return (await t.client().get<{ days: PublicCourseDay[] }>('/api/courses/days')).body.days;
}
