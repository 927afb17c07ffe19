/**
 * Staff sessions, apart from visitors' in every way: their own table, cookie and XSRF cookie, so a
 * visitor's session never opens a staff call and signing out of one leaves the other alone. They
 * are shorter (30 minutes idle, 8 hours at most) and the cookies carry no Max-Age, so closing the
 * browser of a shared clinic computer ends them too. Only the token's SHA-256 is stored.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { hashToken, newToken, safeEqual } from '../services/secure-tokens';
import {
  deleteStaffSession,
  findLiveStaffSession,
  insertStaffSession,
  touchStaffSession,
  type LiveStaffSession,
  type StaffSessionRow,
} from './staff-session-repository';
import type { StaffDb } from './staff-tables';

export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_ABSOLUTE_MS = 8 * 60 * 60_000;
/** the idle expiry is pushed forward at most this often, to spare the database a write per request */
const TOUCH_EVERY_MS = 60_000;

/** Read by the staff pages' HTTP client and echoed in the header on every state-changing call. */
export const STAFF_XSRF_COOKIE = 'STAFF-XSRF-TOKEN';
export const STAFF_XSRF_HEADER = 'x-staff-xsrf-token';

export class StaffSessionManager {
  readonly cookieName: string;
  private readonly secure: boolean;

  constructor(
    private readonly db: StaffDb,
    siteUrl: string,
  ) {
    this.secure = siteUrl.startsWith('https://');
    this.cookieName = this.secure ? '__Host-staff_sid' : 'staff_sid';
  }

  private cookieOptions(httpOnly: boolean): CookieSerializeOptions {
    return { path: '/', httpOnly, sameSite: 'lax', secure: this.secure };
  }

  async start(reply: FastifyReply, staffId: number, now = Date.now()): Promise<StaffSessionRow> {
    const token = newToken();
    const xsrf = newToken();
    const session: StaffSessionRow = {
      id: hashToken(token),
      staff_id: staffId,
      xsrf_hash: hashToken(xsrf),
      created_at: now,
      last_seen_at: now,
      idle_expires_at: now + STAFF_IDLE_MS,
      absolute_expires_at: now + STAFF_ABSOLUTE_MS,
    };
    await insertStaffSession(this.db, session);
    reply.setCookie(this.cookieName, token, this.cookieOptions(true));
    reply.setCookie(STAFF_XSRF_COOKIE, xsrf, this.cookieOptions(false));
    return session;
  }

  /** The request's live staff session, its idle expiry renewed; undefined when there is none. */
  async current(request: FastifyRequest, now = Date.now()): Promise<LiveStaffSession | undefined> {
    const token = request.cookies[this.cookieName];
    if (!token || token.length > 200) return undefined;
    const session = await findLiveStaffSession(this.db, hashToken(token), now);
    if (!session) return undefined;
    if (now - session.last_seen_at >= TOUCH_EVERY_MS) {
      const idle = Math.min(now + STAFF_IDLE_MS, session.absolute_expires_at);
      await touchStaffSession(this.db, session.id, now, idle);
      session.last_seen_at = now;
      session.idle_expires_at = idle;
    }
    return session;
  }

  /** The staff XSRF header equals the staff XSRF cookie, and both belong to this session. */
  xsrfValid(request: FastifyRequest, session: StaffSessionRow): boolean {
    const header = request.headers[STAFF_XSRF_HEADER];
    const cookie = request.cookies[STAFF_XSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || header.length > 200) return false;
    return safeEqual(header, cookie) && safeEqual(hashToken(header), session.xsrf_hash);
  }

  async end(session: StaffSessionRow | undefined, reply: FastifyReply): Promise<void> {
    if (session) await deleteStaffSession(this.db, session.id);
    this.clearCookies(reply);
  }

  clearCookies(reply: FastifyReply): void {
    reply.clearCookie(this.cookieName, this.cookieOptions(true));
    reply.clearCookie(STAFF_XSRF_COOKIE, this.cookieOptions(false));
  }
}
