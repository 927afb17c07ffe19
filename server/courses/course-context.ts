import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DialectAdapter } from '../db/dialect';

/** What every course change needs: the database, the links' base, the clinic's address, the time and the holds' lengths. */
export interface CourseContext {
  db: Kysely<Database>;
  adapter: DialectAdapter;
  siteUrl: string;
  clinicEmail: string;
  now: number;
  holdHours: number;
  offerHours: number;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Her page's link works this long after the course day, so the certificate can be downloaded again. */
export const PAGE_LINK_AFTER_DAY_MS = 365 * DAY;
