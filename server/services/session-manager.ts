/**
 * Server sessions. Login issues a random 256-bit token in an httpOnly, SameSite=Lax cookie (Secure
 * and `__Host-` prefixed when SITE_URL is https); the database keeps only its SHA-256, with an idle
 * expiry (7 days without a request) and an absolute one (30 days after login). An XSRF-TOKEN cookie,
 * readable by the page, is bound to the session: state-changing calls echo it in X-XSRF-TOKEN.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  touchSession,
  type SessionRow,
} from '../repositories/session-repository';
import { hashToken, newToken, safeEqual } from './secure-tokens';

const DAY = 86_400_000;
export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** a session's idle expiry is pushed forward at most this often, to spare the database a write per request */
const TOUCH_EVERY_MS = 60_000;

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export class SessionManager {
  readonly cookieName: string;
  private readonly secure: boolean;

  constructor(
    private readonly db: Kysely<Database>,
    siteUrl: string,
  ) {
    this.secure = siteUrl.startsWith('https://');
    this.cookieName = this.secure ? '__Host-sid' : 'sid';
  }

  private cookieOptions(httpOnly: boolean, maxAgeMs: number): CookieSerializeOptions {
    return { path: '/', httpOnly, sameSite: 'lax', secure: this.secure, maxAge: Math.floor(maxAgeMs / 1000) };
  }

  async start(reply: FastifyReply, userId: number, now = Date.now()): Promise<SessionRow> {
    const token = newToken();
    const xsrf = newToken();
    const session: SessionRow = {
      id: hashToken(token),
      user_id: userId,
      xsrf_hash: hashToken(xsrf),
      created_at: now,
      last_seen_at: now,
      idle_expires_at: now + SESSION_IDLE_MS,
      absolute_expires_at: now + SESSION_ABSOLUTE_MS,
    };
    await insertSession(this.db, session);
    reply.setCookie(this.cookieName, token, this.cookieOptions(true, SESSION_ABSOLUTE_MS));
    reply.setCookie(XSRF_COOKIE, xsrf, this.cookieOptions(false, SESSION_ABSOLUTE_MS));
    return session;
  }

  /** The request's live session, its idle expiry renewed; undefined when there is none. */
  async current(request: FastifyRequest, now = Date.now()): Promise<SessionRow | undefined> {
    const token = request.cookies[this.cookieName];
    if (!token || token.length > 200) return undefined;
    const session = await findLiveSession(this.db, hashToken(token), now);
    if (!session) return undefined;
    if (now - session.last_seen_at >= TOUCH_EVERY_MS) {
      const idle = Math.min(now + SESSION_IDLE_MS, session.absolute_expires_at);
      await touchSession(this.db, session.id, now, idle);
      session.last_seen_at = now;
      session.idle_expires_at = idle;
    }
    return session;
  }

  /** The X-XSRF-TOKEN header equals the XSRF-TOKEN cookie, and both are this session's. */
  xsrfValid(request: FastifyRequest, session: SessionRow): boolean {
    const header = request.headers[XSRF_HEADER];
    const cookie = request.cookies[XSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || header.length > 200) return false;
    return safeEqual(header, cookie) && safeEqual(hashToken(header), session.xsrf_hash);
  }

  async end(session: SessionRow | undefined, reply: FastifyReply): Promise<void> {
    if (session) await deleteSession(this.db, session.id);
    this.clearCookies(reply);
  }

  clearCookies(reply: FastifyReply): void {
    reply.clearCookie(this.cookieName, this.cookieOptions(true, 0));
    reply.clearCookie(XSRF_COOKIE, this.cookieOptions(false, 0));
  }

  async endAllFor(userId: number, exceptSessionId?: string): Promise<number> {
    return deleteUserSessions(this.db, userId, exceptSessionId);
  }
}
