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
import { incrementCounter, readCounter } from '../repositories/rate-limit-repository';
import { replyMessages } from '../services/api-messages';

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitSettings {
  /** failed sign-ins per e-mail and IP */
  loginFailures: LimitRule;
  /** failed sign-ins per IP, whatever the e-mail (credential stuffing) */
  loginFailuresPerIp: LimitRule;
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
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(replyMessages.tooManyRequests), { statusCode: context.statusCode, retryAfter: context.after }),
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
      perIp(name) {
        const rule = settings[name];
        return { max: rule.max, timeWindow: rule.windowMs, limitName: name } as RateLimitOptions;
      },
    } satisfies AttemptLimits);
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
