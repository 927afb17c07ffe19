/** Her own page's link: a fresh 'manage' token with each mail, good until a year after the course day. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { issueCourseToken } from './course-token-repository';
import { PAGE_LINK_AFTER_DAY_MS } from './course-context';
import type { CourseDayRow } from './course-repository';
import type { EnrollmentRow } from './enrollment-repository';

export function enrollmentPageToken(trx: Kysely<Database>, e: EnrollmentRow, day: CourseDayRow, now: number): Promise<string> {
  return issueCourseToken(trx, e.id, 'manage', day.ends_at + PAGE_LINK_AFTER_DAY_MS, now);
}
