/**
 * Server sessions, one manager for both kinds: visitors' (`visitor-session-manager.ts`) and staff's
 * (`server/staff/staff-session-manager.ts`), which differ only in the settings given here. Sign-in
 * issues a random 256-bit token in an httpOnly, SameSite=Lax cookie (Secure and `__Host-` prefixed
 * when SITE_URL is https); the database keeps only its SHA-256, with an idle expiry and an absolute
 * one. An XSRF cookie, readable by the page, is bound to the session: state-changing calls echo it
 * in a header. Rules: docs/architecture.md#security.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { hashToken, newToken, safeEqual } from './secure-tokens';

/** The columns every session table has. */
export interface SessionTimes {
  /** SHA-256 (hex) of the cookie's token */
  id: string;
  /** SHA-256 (hex) of the XSRF cookie issued with this session */
  xsrf_hash: string;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
}

/** Where one kind of session is kept: its table, and what is loaded with a live session. */
export interface SessionStore<Row extends SessionTimes, Live extends Row> {
  /** a new session's row: each table names the column of whom it belongs to itself */
  newRow(ownerId: number, session: SessionTimes): Row;
  insert(row: Row): Promise<void>;
  /** the session if neither expiry has passed (and whatever else the kind requires) */
  findLive(id: string, now: number): Promise<Live | undefined>;
  touch(id: string, now: number, idleExpiresAt: number): Promise<void>;
  remove(id: string): Promise<void>;
  /** ends every session of one owner, except the one given; how many were ended */
  removeAllOf(ownerId: number, exceptId?: string): Promise<number>;
}

export interface SessionSettings<Row extends SessionTimes, Live extends Row> {
  /** the session cookie's name; under https it is prefixed `__Host-` */
  cookieName: string;
  xsrfCookie: string;
  /** lower-case, as Node gives request headers */
  xsrfHeader: string;
  /** a session without a request for this long ends */
  idleMs: number;
  /** a session ends this long after sign-in, however busy */
  absoluteMs: number;
  /** true: the cookies carry a Max-Age of the absolute lifetime; false: they end with the browser */
  persistentCookies: boolean;
  store: SessionStore<Row, Live>;
}

export interface SessionManager<Row extends SessionTimes, Live extends Row = Row> {
  readonly cookieName: string;
  readonly settings: SessionSettings<Row, Live>;
  start(reply: FastifyReply, ownerId: number, now?: number): Promise<Row>;
  /** The request's live session, its idle expiry renewed; undefined when there is none. */
  current(request: FastifyRequest, now?: number): Promise<Live | undefined>;
  /** The XSRF header equals the XSRF cookie, and both are this session's. */
  xsrfValid(request: FastifyRequest, session: SessionTimes): boolean;
  end(session: SessionTimes | undefined, reply: FastifyReply): Promise<void>;
  clearCookies(reply: FastifyReply): void;
  endAllFor(ownerId: number, exceptSessionId?: string): Promise<number>;
}

/** a session's idle expiry is pushed forward at most this often, to spare the database a write per request */
const TOUCH_EVERY_MS = 60_000;

export function createSessionManager<Row extends SessionTimes, Live extends Row>(
  settings: SessionSettings<Row, Live>,
  siteUrl: string,
): SessionManager<Row, Live> {
  const { store, idleMs, absoluteMs, xsrfCookie, xsrfHeader } = settings;
  const secure = siteUrl.startsWith('https://');
  const cookieName = secure ? `__Host-${settings.cookieName}` : settings.cookieName;

  const cookieOptions = (httpOnly: boolean, maxAgeMs: number): CookieSerializeOptions => ({
    path: '/',
    httpOnly,
    sameSite: 'lax',
    secure,
    ...(settings.persistentCookies ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
  });

  const clearCookies = (reply: FastifyReply): void => {
    reply.clearCookie(cookieName, cookieOptions(true, 0));
    reply.clearCookie(xsrfCookie, cookieOptions(false, 0));
  };

  return {
    cookieName,
    settings,

    async start(reply, ownerId, now = Date.now()) {
      const token = newToken();
      const xsrf = newToken();
      const session = store.newRow(ownerId, {
        id: hashToken(token),
        xsrf_hash: hashToken(xsrf),
        created_at: now,
        last_seen_at: now,
        idle_expires_at: now + idleMs,
        absolute_expires_at: now + absoluteMs,
      });
      await store.insert(session);
      reply.setCookie(cookieName, token, cookieOptions(true, absoluteMs));
      reply.setCookie(xsrfCookie, xsrf, cookieOptions(false, absoluteMs));
      return session;
    },

    async current(request, now = Date.now()) {
      const token = request.cookies[cookieName];
      if (!token || token.length > 200) return undefined;
      const session = await store.findLive(hashToken(token), now);
      if (!session) return undefined;
      if (now - session.last_seen_at >= TOUCH_EVERY_MS) {
        const idle = Math.min(now + idleMs, session.absolute_expires_at);
        await store.touch(session.id, now, idle);
        session.last_seen_at = now;
        session.idle_expires_at = idle;
      }
      return session;
    },

    xsrfValid(request, session) {
      const header = request.headers[xsrfHeader];
      const cookie = request.cookies[xsrfCookie];
      if (typeof header !== 'string' || !cookie || header.length > 200) return false;
      return safeEqual(header, cookie) && safeEqual(hashToken(header), session.xsrf_hash);
    },

    async end(session, reply) {
      if (session) await store.remove(session.id);
      clearCookies(reply);
    },

    clearCookies,

    async endAllFor(ownerId, exceptSessionId) {
      return store.removeAllOf(ownerId, exceptSessionId);
    },
  };
}
