/**
 * The one session manager under each kind's settings: visitors' sessions end after 7 days without a
 * request and 30 days after sign-in, staff's after 30 minutes idle and 8 hours at most; each kind
 * has its own cookies (visitors' outlive the browser, staff's do not), its own table and XSRF pair.
 * Times are passed in, so the expiries are checked to the millisecond without waiting.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionManager, SessionTimes } from '../../server/auth/session-manager';
import { addStaffAccount } from './staff-fixtures';
import { registerAndSignIn } from './helpers/accounts';
import { dialects } from './helpers/dialects';
import { startTestApp, type TestApp } from './helpers/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 0, 5, 9, 0);

/** A reply that only records the cookies set on it. */
function cookieJar() {
  const set = new Map<string, { value: string; options: CookieSerializeOptions | undefined }>();
  const reply = {
    setCookie(name: string, value: string, options?: CookieSerializeOptions) {
      set.set(name, { value, options });
      return reply;
    },
    clearCookie(name: string, options?: CookieSerializeOptions) {
      set.set(name, { value: '', options });
      return reply;
    },
  };
  return { set, reply: reply as unknown as FastifyReply };
}

function requestWith(cookies: Record<string, string>, headers: Record<string, string> = {}): FastifyRequest {
  return { cookies, headers } as unknown as FastifyRequest;
}

interface Kind {
  name: string;
  manager(t: TestApp): SessionManager<SessionTimes>;
  owner(t: TestApp): Promise<number>;
  table: 'sessions' | 'staff_sessions';
  ownerColumn: 'user_id' | 'staff_id';
  cookie: string;
  xsrfCookie: string;
  xsrfHeader: string;
  idleMs: number;
  absoluteMs: number;
  /** Max-Age in seconds, or undefined for cookies that end with the browser */
  maxAge: number | undefined;
}

const kinds: Kind[] = [
  {
    name: 'visitor',
    manager: (t) => t.app.sessions,
    owner: async (t) => (await registerAndSignIn(t)).user.id,
    table: 'sessions',
    ownerColumn: 'user_id',
    cookie: 'sid',
    xsrfCookie: 'XSRF-TOKEN',
    xsrfHeader: 'x-xsrf-token',
    idleMs: 7 * DAY,
    absoluteMs: 30 * DAY,
    maxAge: (30 * DAY) / 1000,
  },
  {
    name: 'staff',
    manager: (t) => t.app.staffSessions,
    owner: async (t) => {
      const { email } = await addStaffAccount(t);
      return (await t.app.db.selectFrom('staff_users' as 'users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    },
    table: 'staff_sessions',
    ownerColumn: 'staff_id',
    cookie: 'staff_sid',
    xsrfCookie: 'STAFF-XSRF-TOKEN',
    xsrfHeader: 'x-staff-xsrf-token',
    idleMs: 30 * MINUTE,
    absoluteMs: 8 * HOUR,
    maxAge: undefined,
  },
];

describe.each(dialects)('the session manager’s settings (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.each(kinds)('$name sessions', (kind) => {
    const signIn = async (ownerId: number, now = T0) => {
      const jar = cookieJar();
      const session = await kind.manager(t).start(jar.reply, ownerId, now);
      const token = jar.set.get(kind.cookie)?.value ?? '';
      const xsrf = jar.set.get(kind.xsrfCookie)?.value ?? '';
      return { session, jar, request: requestWith({ [kind.cookie]: token, [kind.xsrfCookie]: xsrf }, { [kind.xsrfHeader]: xsrf }) };
    };

    it('sets its own session and XSRF cookies, with its own lifetime, and stores only hashes in its table', async () => {
      const { session, jar } = await signIn(await kind.owner(t));
      expect([...jar.set.keys()].sort()).toEqual([kind.cookie, kind.xsrfCookie].sort());
      const sid = jar.set.get(kind.cookie);
      const xsrf = jar.set.get(kind.xsrfCookie);
      expect(sid?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(sid?.options).toEqual({ path: '/', httpOnly: true, sameSite: 'lax', secure: false, ...(kind.maxAge === undefined ? {} : { maxAge: kind.maxAge }) });
      expect(xsrf?.options).toEqual({ path: '/', httpOnly: false, sameSite: 'lax', secure: false, ...(kind.maxAge === undefined ? {} : { maxAge: kind.maxAge }) });
      expect(session.idle_expires_at - T0).toBe(kind.idleMs);
      expect(session.absolute_expires_at - T0).toBe(kind.absoluteMs);
      const row = await t.app.db.selectFrom(kind.table as 'sessions').select(['id', 'xsrf_hash']).where('id', '=', session.id).executeTakeFirst();
      expect(row).toEqual({ id: session.id, xsrf_hash: session.xsrf_hash });
      expect(row?.id).not.toBe(sid?.value);
    });

    it('ends a session left alone for its idle time-out, and not a millisecond before', async () => {
      const owner = await kind.owner(t);
      const kept = await signIn(owner);
      expect(await kind.manager(t).current(kept.request, T0 + kind.idleMs - 1)).toMatchObject({ id: kept.session.id });
      const idle = await signIn(owner);
      expect(await kind.manager(t).current(idle.request, T0 + kind.idleMs)).toBeUndefined();
    });

    it('renews the idle expiry on use, up to the absolute lifetime', async () => {
      const { session, request } = await signIn(await kind.owner(t));
      const step = kind.idleMs - MINUTE;
      let now = T0;
      while (now + step < T0 + kind.absoluteMs) {
        now += step;
        expect(await kind.manager(t).current(request, now), `at +${now - T0} ms`).toMatchObject({ id: session.id });
      }
      const last = await t.app.db.selectFrom(kind.table as 'sessions').select('idle_expires_at').where('id', '=', session.id).executeTakeFirstOrThrow();
      expect(last.idle_expires_at).toBe(T0 + kind.absoluteMs);
      expect(await kind.manager(t).current(request, T0 + kind.absoluteMs)).toBeUndefined();
    });

    it('accepts only its own XSRF header echoing its own cookie', async () => {
      const { session, request } = await signIn(await kind.owner(t));
      const manager = kind.manager(t);
      expect(manager.xsrfValid(request, session)).toBe(true);
      const other = kinds.find((k) => k !== kind) as Kind;
      const xsrf = request.cookies[kind.xsrfCookie] ?? '';
      expect(manager.xsrfValid(requestWith({ [kind.xsrfCookie]: xsrf }, { [other.xsrfHeader]: xsrf }), session)).toBe(false);
      expect(manager.xsrfValid(requestWith({ [kind.xsrfCookie]: xsrf }, { [kind.xsrfHeader]: `${xsrf}x` }), session)).toBe(false);
    });

    it('does not know the other kind’s session cookie', async () => {
      const other = kinds.find((k) => k !== kind) as Kind;
      const { request } = await signIn(await kind.owner(t), Date.now());
      const token = request.cookies[kind.cookie] ?? '';
      expect(await other.manager(t).current(requestWith({ [other.cookie]: token }))).toBeUndefined();
    });

    it('signs out one session, or every session of its owner but one', async () => {
      const owner = await kind.owner(t);
      const now = Date.now();
      const [a, b, c] = [await signIn(owner, now), await signIn(owner, now), await signIn(owner, now)];
      const manager = kind.manager(t);
      const out = cookieJar();
      await manager.end(a.session, out.reply);
      expect(out.set.get(kind.cookie)?.value).toBe('');
      expect(out.set.get(kind.xsrfCookie)?.value).toBe('');
      expect(await manager.current(a.request)).toBeUndefined();
      // a visitor's owner comes with the session of the sign-in that made the account
      expect(await manager.endAllFor(owner, c.session.id)).toBeGreaterThanOrEqual(1);
      expect(await manager.current(b.request)).toBeUndefined();
      expect(await manager.current(c.request)).toMatchObject({ id: c.session.id });
      const left = await t.app.db
        .selectFrom(kind.table as 'sessions')
        .select('id')
        .where(kind.ownerColumn as 'user_id', '=', owner)
        .execute();
      expect(left).toEqual([{ id: c.session.id }]);
    });
  });
});
