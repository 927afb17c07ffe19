/**
 * Staff sessions, apart from visitors' in every way but the code that runs them (the shared
 * `server/auth/session-manager.ts`): their own table, cookie and XSRF cookie, so a visitor's
 * session never opens a staff call and signing out of one leaves the other alone. They are shorter
 * (30 minutes idle, 8 hours at most) and the cookies carry no Max-Age, so closing the browser of a
 * shared clinic computer ends them too. A live staff session comes with its member's e-mail, and
 * only while the account is enabled.
 */
import { createSessionManager, type SessionManager, type SessionSettings } from '../auth/session-manager';
import {
  deleteSessionsOfStaff,
  deleteStaffSession,
  findLiveStaffSession,
  insertStaffSession,
  touchStaffSession,
  type LiveStaffSession,
  type StaffSessionRow,
} from './staff-session-repository';
import type { StaffDb } from '../db/schema';

export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_ABSOLUTE_MS = 8 * 60 * 60_000;

/** Read by the staff pages' HTTP client and echoed in the header on every state-changing call. */
export const STAFF_XSRF_COOKIE = 'STAFF-XSRF-TOKEN';
export const STAFF_XSRF_HEADER = 'x-staff-xsrf-token';

export type StaffSessionManager = SessionManager<StaffSessionRow, LiveStaffSession>;

export function staffSessionSettings(db: StaffDb): SessionSettings<StaffSessionRow, LiveStaffSession> {
  return {
    cookieName: 'staff_sid',
    xsrfCookie: STAFF_XSRF_COOKIE,
    xsrfHeader: STAFF_XSRF_HEADER,
    idleMs: STAFF_IDLE_MS,
    absoluteMs: STAFF_ABSOLUTE_MS,
    persistentCookies: false,
    store: {
      // a new session has seen the password only: its second step is still to come (staff-second-factor.ts)
      newRow: (staffId, session) => ({ ...session, staff_id: staffId, second_factor_at: null }),
      insert: (row) => insertStaffSession(db, row),
      findLive: (id, now) => findLiveStaffSession(db, id, now),
      touch: (id, now, idleExpiresAt) => touchStaffSession(db, id, now, idleExpiresAt),
      remove: (id) => deleteStaffSession(db, id),
      removeAllOf: (staffId, exceptId) => deleteSessionsOfStaff(db, staffId, exceptId),
    },
  };
}

export function createStaffSessionManager(db: StaffDb, siteUrl: string): StaffSessionManager {
  return createSessionManager(staffSessionSettings(db), siteUrl);
}
