/**
 * Attempt limits, counted in the database (table rate_limits) so every server process sharing it
 * counts together. Per-IP limits are route hooks; the login and forgot-password limits that
 * depend on the e-mail in the body are checked in those handlers through `app.attemptLimits`.
 */
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { claimDeadline, deleteCounters, incrementCounter, readCounter, releaseCounter, reserveCounter, setCounterDeadline } from './rate-limit-repository';
import { apiText } from '../i18n/api-text';

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitSettings {
  /** failed sign-ins per e-mail and IP */
  loginFailures: LimitRule;
  /** failed sign-ins per IP, whatever the e-mail (credential stuffing) */
  loginFailuresPerIp: LimitRule;
  /**
   * failed sign-ins per account, from any address (credential stuffing spread over many IPs):
   * `max` failures are free within the window, then each failure makes the next try wait longer
   */
  loginFailuresPerAccount: LimitRule;
  register: LimitRule;
  forgotPerIp: LimitRule;
  forgotPerEmail: LimitRule;
  reset: LimitRule;
  profile: LimitRule;
  /** e-mail confirmation calls (the link opened, a new link asked for) per IP */
  verifyEmail: LimitRule;
  /** new confirmation links asked for one address, whoever asks */
  verifyPerEmail: LimitRule;
  /** the patient's own appointments listed, cancelled or moved from her profile, per IP */
  accountAppointments: LimitRule;
  consultation: LimitRule;
  contact: LimitRule;
  /** free times (GET /api/appointments/availability): every week the time picker shows is one call */
  availability: LimitRule;
  /** the blog's RSS feeds, both languages on one counter */
  feed: LimitRule;
  /** appointments booked from one address (a time held, not a call-back request) */
  bookingsPerIp: LimitRule;
  /** proof-of-work challenges fetched (server/proof-of-work/): one a booking form, a new one after each send */
  proofChallenge: LimitRule;
  /** course enrollments sent from one address (server/courses/): each holds a seat or a waitlist place */
  courseEnroll: LimitRule;
  /** marketing-mail unsubscribes (one-click, from a mail's header) and her account's setting, per IP */
  marketingMail: LimitRule;
}

const MINUTE = 60_000;

export const defaultRateLimits: RateLimitSettings = {
  // a mail program posts the one-click unsubscribe once; her account reads and sets it a few times
  marketingMail: { max: 30, windowMs: 10 * MINUTE },
  loginFailures: { max: 5, windowMs: MINUTE },
  loginFailuresPerIp: { max: 50, windowMs: 10 * MINUTE },
  loginFailuresPerAccount: { max: 5, windowMs: 24 * 60 * MINUTE },
  register: { max: 20, windowMs: 10 * MINUTE },
  forgotPerIp: { max: 20, windowMs: 10 * MINUTE },
  forgotPerEmail: { max: 5, windowMs: 60 * MINUTE },
  reset: { max: 20, windowMs: 10 * MINUTE },
  profile: { max: 30, windowMs: 10 * MINUTE },
  verifyEmail: { max: 20, windowMs: 10 * MINUTE },
  verifyPerEmail: { max: 3, windowMs: 60 * MINUTE },
  // her profile reads the list once a visit and again after each change: a person needs a few
  accountAppointments: { max: 60, windowMs: 10 * MINUTE },
  consultation: { max: 20, windowMs: 10 * MINUTE },
  contact: { max: 20, windowMs: 10 * MINUTE },
  // A visitor who pages the picker through every week of the 60-day horizon (9 weeks) for all
  // three types, forth and back, makes about 54 calls; this leaves room for several such visitors
  // behind one address (an office, a carrier's NAT) and for a partner page with several widgets.
  availability: { max: 300, windowMs: 10 * MINUTE },
  // A feed reader polls every few minutes or hours (and the answer is cached 60 s); 60 in 10
  // minutes is a request every 10 s from one address, enough for an aggregator's few fetchers.
  feed: { max: 60, windowMs: 10 * MINUTE },
  // A family or an office behind one address books a few; a script holding the calendar books
  // dozens. Only bookings that hold a time count (server/leads/lead-routes.ts).
  bookingsPerIp: { max: 6, windowMs: 24 * 60 * MINUTE },
  proofChallenge: { max: 120, windowMs: 10 * MINUTE },
  // A practice enrolling its clinicians sends a handful; a script holding a day's 12 seats, dozens.
  courseEnroll: { max: 10, windowMs: 60 * MINUTE },
};

/**
 * For test and benchmark servers, where one IP (127.0.0.1) plays every visitor: limits nobody
 * reaches. Tests about the limits themselves use the defaults.
 */
export const relaxedRateLimits: RateLimitSettings = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [name, { max: 1_000_000, windowMs: MINUTE }]),
) as unknown as RateLimitSettings;

export type LimitName = keyof RateLimitSettings;

/**
 * The wait after the n-th failure past the free ones: 1 s, 2 s, 4 s … doubling up to a minute. It
 * stays a delay, never a lock-out: someone guessing at a patient's account from many addresses
 * gets about one try a minute, and the patient, whose password is right, is kept waiting a minute
 * at most.
 */
export const ACCOUNT_DELAY_FIRST_MS = 1_000;
export const ACCOUNT_DELAY_MAX_MS = 60_000;

/**
 * How long an attempt past the free failures holds its account's wait while its password is
 * checked; if its process dies meanwhile, the account is free again after this.
 */
const IN_FLIGHT_HOLD_MS = 10_000;

export function accountDelayMs(failuresPastFree: number): number {
  if (failuresPastFree <= 0) return 0;
  return Math.min(ACCOUNT_DELAY_MAX_MS, ACCOUNT_DELAY_FIRST_MS * 2 ** Math.min(failuresPastFree - 1, 30));
}

export interface AttemptStatus {
  /** no attempt left in this window */
  exhausted: boolean;
  retryAfterSeconds: number;
}

/**
 * One attempt counted before its work is done (a password hashed, a mail queued), so attempts that
 * arrive together are counted together: when the limit had no attempt left, `exhausted` is true
 * and nothing was counted. Otherwise the attempt holds its place until it is settled.
 */
export interface Reservation extends AttemptStatus {
  /** the attempt was not made after all (another limit refused it): as if it never came */
  giveBack(): Promise<void>;
  /** the attempt succeeded: it is not a failure, and an account's delays are forgotten */
  succeeded(): Promise<void>;
  /** the attempt failed: it stays counted; past an account's free failures, the next must wait */
  failed(): Promise<void>;
}

export interface AttemptLimits {
  /** counts one attempt and tells whether it went over the limit (the attempt counts either way) */
  hit(name: LimitName, key: string): Promise<AttemptStatus>;
  /** reserves one attempt of a windowed limit, atomically, before the work */
  reserve(name: LimitName, key: string): Promise<Reservation>;
  /**
   * reserves one attempt of a growing-delay limit, atomically: past the rule's free failures only
   * one attempt at a time may be in flight, and the next waits its delay after it fails
   */
  reserveWithDelay(name: LimitName, key: string): Promise<Reservation>;
  /** route options for a per-IP limit */
  perIp(name: LimitName): RateLimitOptions;
  settings: RateLimitSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    attemptLimits: AttemptLimits;
  }
}

export function clientIp(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

// Keys hold e-mail addresses and IPs: store a digest, not the address.
const storedKey = (name: string, key: string) => `${name}:${crypto.createHash('sha256').update(key).digest('base64url')}`;

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store contract, on the rate_limits table. */
function databaseStore(db: Kysely<Database>) {
  return class DatabaseStore {
    private readonly name: string;
    constructor(options: { limitName?: string; routeInfo?: { method?: string; url?: string } }) {
      this.name = options.limitName ?? `${options.routeInfo?.method ?? ''} ${options.routeInfo?.url ?? ''}`;
    }
    incr(key: string, cb: Callback, timeWindow: number): void {
      const now = Date.now();
      incrementCounter(db, storedKey(this.name, key), timeWindow, now).then(
        (c) => cb(null, { current: c.count, ttl: Math.max(0, c.resetAt - now) }),
        (err: Error) => cb(err),
      );
    }
    read(key: string, cb: Callback): void {
      const now = Date.now();
      readCounter(db, storedKey(this.name, key), now).then(
        (c) => cb(null, { current: c.count, ttl: Math.max(0, c.resetAt - now) }),
        (err: Error) => cb(err),
      );
    }
    child(routeOptions: { limitName?: string; routeInfo?: { method?: string; url?: string } }): DatabaseStore {
      return new DatabaseStore(routeOptions);
    }
  };
}

export default fp<{ limits?: Partial<RateLimitSettings> }>(
  async (app, opts) => {
    const settings: RateLimitSettings = { ...defaultRateLimits, ...opts.limits };

    await app.register(rateLimit, {
      global: false,
      // The store reads the route's `limitName`, an option the plugin passes through untyped.
      store: databaseStore(app.db) as unknown as FastifyRateLimitStoreCtor,
      keyGenerator: clientIp,
      errorResponseBuilder: (request, context) =>
        // worded from the same ttl as the Retry-After header the plugin sends, in the request's language
        Object.assign(new Error(apiText(request).reply.tooManyRequests(Math.ceil(context.ttl / 1000))), { statusCode: context.statusCode, retryAfter: context.after }),
    });

    const status = (current: number, ttlMs: number, max: number): AttemptStatus => ({
      exhausted: current >= max,
      retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
    });

    const refused = (ttlMs: number): Reservation => ({
      exhausted: true,
      retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
      giveBack: async () => {},
      succeeded: async () => {},
      failed: async () => {},
    });

    app.decorate('attemptLimits', {
      settings,
      async hit(name, key) {
        const now = Date.now();
        const c = await incrementCounter(app.db, storedKey(name, key), settings[name].windowMs, now);
        return status(c.count - 1, c.resetAt - now, settings[name].max);
      },
      async reserve(name, key) {
        const now = Date.now();
        const stored = storedKey(name, key);
        const c = await reserveCounter(app.db, stored, settings[name].windowMs, settings[name].max, now);
        if (!c) return refused((await readCounter(app.db, stored, now)).resetAt - now);
        const release = () => releaseCounter(app.db, stored);
        return { exhausted: false, retryAfterSeconds: 0, giveBack: release, succeeded: release, failed: async () => {} };
      },
      async reserveWithDelay(name, key) {
        const now = Date.now();
        const countKey = storedKey(name, key);
        const waitKey = storedKey(`${name}:wait`, key);
        const c = await incrementCounter(app.db, countKey, settings[name].windowMs, now);
        const pastFree = c.count - settings[name].max;
        // Within the free failures attempts may overlap, as they could one after another; past
        // them, one attempt holds the wait while it is checked, and the next waits its delay.
        // A free attempt never reads the wait: a later attempt of the same burst may already hold
        // it, and the free ones, counted first, would have been checked first one after another.
        const claimed = pastFree <= 0 || (await claimDeadline(app.db, waitKey, now + accountDelayMs(pastFree) + IN_FLIGHT_HOLD_MS, now));
        if (!claimed) {
          await releaseCounter(app.db, countKey);
          return refused((await readCounter(app.db, waitKey, now)).resetAt - now);
        }
        return {
          exhausted: false,
          retryAfterSeconds: 0,
          async giveBack() {
            await releaseCounter(app.db, countKey);
            if (pastFree > 0) await deleteCounters(app.db, [waitKey]);
          },
          succeeded: () => deleteCounters(app.db, [countKey, waitKey]),
          async failed() {
            if (pastFree > 0) await setCounterDeadline(app.db, waitKey, Date.now() + accountDelayMs(pastFree));
          },
        };
      },
      perIp(name) {
        const rule = settings[name];
        return { max: rule.max, timeWindow: rule.windowMs, limitName: name } as RateLimitOptions;
      },
    } satisfies AttemptLimits);
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
