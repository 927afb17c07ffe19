/** The training course's calls (docs/product/api.md "Training course"), as the site makes them. */
import { get, post } from '../../src/api/http-client';
import type { Locale } from '../../src/i18n/locale';
import type { CourseDay, CourseEnrollment } from '../../src/courses/course-choices';
import { settle, type Outcome } from '../../src/responses/outcome';

export interface CourseAnswer {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  enrollment?: CourseEnrollment;
  days?: CourseDay[];
  seats_left?: number;
  code?: string;
}

export const listCourseDays = (locale: Locale): Promise<Outcome<CourseAnswer>> => settle(get<CourseAnswer>('/api/courses/days', locale));
export const enrollInCourse = (body: Record<string, unknown>, locale: Locale): Promise<Outcome<CourseAnswer>> => settle(post<CourseAnswer>('/api/courses/enroll', body, locale));
// the link's token goes in a header: an address with it would sit in proxies' and servers' logs
export const readEnrollment = (token: string, locale: Locale): Promise<Outcome<CourseAnswer>> => settle(get<CourseAnswer>('/api/courses/enrollment', locale, { 'X-Enrollment-Token': token }));
export const cancelEnrollment = (token: string, locale: Locale): Promise<Outcome<CourseAnswer>> => settle(post<CourseAnswer>('/api/courses/enrollment/cancel', { token }, locale));
export const moveEnrollment = (token: string, dayId: number, locale: Locale): Promise<Outcome<CourseAnswer>> => settle(post<CourseAnswer>('/api/courses/enrollment/move', { token, day_id: dayId }, locale));
export const readOffer = (token: string, locale: Locale): Promise<Outcome<CourseAnswer>> => settle(get<CourseAnswer>('/api/courses/offer', locale, { 'X-Offer-Token': token }));
export const answerOffer = (token: string, answer: 'accept' | 'decline', locale: Locale): Promise<Outcome<CourseAnswer>> => settle(post<CourseAnswer>(`/api/courses/offer/${answer}`, { token }, locale));

/** The invitation as a file: fetched with the token in its header, then saved by the browser. */
export async function downloadCalendar(token: string, fileName: string): Promise<boolean> {
  const res = await fetch('/api/courses/enrollment/calendar', { headers: { 'X-Enrollment-Token': token } });
  if (!res.ok) return false;
  const url = URL.createObjectURL(new Blob([await res.text()], { type: 'text/calendar' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

/** Her certificate (PDF) as a file, under the name the server gives it (in the course's language). */
export async function downloadCertificate(token: string, fallbackName: string): Promise<boolean> {
  const res = await fetch('/api/courses/enrollment/certificate', { headers: { 'X-Enrollment-Token': token } });
  if (!res.ok) return false;
  const url = URL.createObjectURL(new Blob([await res.arrayBuffer()], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

/** The answer's body, whether the call succeeded or was refused with a JSON reply. */
export function answerOf(outcome: Outcome<CourseAnswer>): CourseAnswer | undefined {
  return outcome.ok ? outcome.data : (outcome.failure.response?.data as CourseAnswer | undefined);
}
export const statusOf = (outcome: Outcome<CourseAnswer>): number | undefined => (outcome.ok ? outcome.status : outcome.failure.response?.status);
