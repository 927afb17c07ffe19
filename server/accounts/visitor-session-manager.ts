/**
 * Visitors' (patients') sessions: cookie `sid`, XSRF cookie `XSRF-TOKEN` echoed in `X-XSRF-TOKEN`,
 * 7 days idle and 30 days at most, cookies that outlive the browser (Max-Age of 30 days), kept in
 * the `sessions` table. The manager itself is shared with staff sessions (`session-manager.ts`).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  touchSession,
  type SessionRow,
} from './session-repository';
import { createSessionManager, type SessionManager, type SessionSettings } from '../auth/session-manager';

const DAY = 86_400_000;
export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export type VisitorSessionManager = SessionManager<SessionRow>;

export function visitorSessionSettings(db: Kysely<Database>): SessionSettings<SessionRow, SessionRow> {
  return {
    cookieName: 'sid',
    xsrfCookie: XSRF_COOKIE,
    xsrfHeader: XSRF_HEADER,
    idleMs: SESSION_IDLE_MS,
    absoluteMs: SESSION_ABSOLUTE_MS,
    persistentCookies: true,
    store: {
      newRow: (userId, session) => ({ ...session, user_id: userId }),
      insert: (row) => insertSession(db, row),
      findLive: (id, now) => findLiveSession(db, id, now),
      touch: (id, now, idleExpiresAt) => touchSession(db, id, now, idleExpiresAt),
      remove: (id) => deleteSession(db, id),
      removeAllOf: (userId, exceptId) => deleteUserSessions(db, userId, exceptId),
    },
  };
}

export function createVisitorSessionManager(db: Kysely<Database>, siteUrl: string): VisitorSessionManager {
  return createSessionManager(visitorSessionSettings(db), siteUrl);
}
