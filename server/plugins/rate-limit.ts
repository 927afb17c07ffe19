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
import { deleteCounters, incrementCounter, readCounter, setCounterDeadline } from '../repositories/rate-limit-repository';
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
  consultation: LimitRule;
  contact: LimitRule;
}

const MINUTE = 60_000;

export const defaultRateLimits: RateLimitSettings = {
  loginFailures: { max: 5, windowMs: MINUTE },
  loginFailuresPerIp: { max: 50, windowMs: 10 * MINUTE },
  loginFailuresPerAccount: { max: 5, windowMs: 24 * 60 * MINUTE },
  register: { max: 20, windowMs: 10 * MINUTE },
  forgotPerIp: { max: 20, windowMs: 10 * MINUTE },
  forgotPerEmail: { max: 5, windowMs: 60 * MINUTE },
  reset: { max: 20, windowMs: 10 * MINUTE },
  profile: { max: 30, windowMs: 10 * MINUTE },
  consultation: { max: 20, windowMs: 10 * MINUTE },
  contact: { max: 20, windowMs: 10 * MINUTE },
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

export function accountDelayMs(failuresPastFree: number): number {
  if (failuresPastFree <= 0) return 0;
  return Math.min(ACCOUNT_DELAY_MAX_MS, ACCOUNT_DELAY_FIRST_MS * 2 ** Math.min(failuresPastFree - 1, 30));
}

export interface AttemptStatus {
  /** no attempt left in this window */
  exhausted: boolean;
  retryAfterSeconds: number;
}

export interface AttemptLimits {
  /** counts nothing: may this key try now? */
  peek(name: LimitName, key: string): Promise<AttemptStatus>;
  /** counts one attempt and tells whether it went over the limit */
  hit(name: LimitName, key: string): Promise<AttemptStatus>;
  /** counts nothing: must this key still wait after its earlier failures? (growing delays) */
  peekDelay(name: LimitName, key: string): Promise<AttemptStatus>;
  /** counts a failure; past the rule's free ones, the key must wait before its next try */
  failWithDelay(name: LimitName, key: string): Promise<void>;
  /** forgets a key's failures and delay (after a success) */
  clearDelay(name: LimitName, key: string): Promise<void>;
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

    app.decorate('attemptLimits', {
      settings,
      async peek(name, key) {
        const now = Date.now();
        const c = await readCounter(app.db, storedKey(name, key), now);
        return status(c.count, c.resetAt - now, settings[name].max);
      },
      async hit(name, key) {
        const now = Date.now();
        const c = await incrementCounter(app.db, storedKey(name, key), settings[name].windowMs, now);
        return status(c.count - 1, c.resetAt - now, settings[name].max);
      },
      async peekDelay(name, key) {
        const now = Date.now();
        const wait = await readCounter(app.db, storedKey(`${name}:wait`, key), now);
        return { exhausted: wait.resetAt > now, retryAfterSeconds: Math.max(1, Math.ceil((wait.resetAt - now) / 1000)) };
      },
      async failWithDelay(name, key) {
        const now = Date.now();
        const c = await incrementCounter(app.db, storedKey(name, key), settings[name].windowMs, now);
        const delay = accountDelayMs(c.count - settings[name].max);
        if (delay > 0) await setCounterDeadline(app.db, storedKey(`${name}:wait`, key), now + delay);
      },
      async clearDelay(name, key) {
        await deleteCounters(app.db, [storedKey(name, key), storedKey(`${name}:wait`, key)]);
      },
      perIp(name) {
        const rule = settings[name];
        return { max: rule.max, timeWindow: rule.windowMs, limitName: name } as RateLimitOptions;
      },
    } satisfies AttemptLimits);
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
