/**
 * A place among the second step's attempts of one staff account, whatever she answers with (an
 * app's code, a recovery code or a passkey): one set of counters, so switching methods buys no
 * extra tries. Throttled like passwords (server/auth/login-attempts.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientIp } from '../plugins/rate-limit';
import { reserveLoginAttempt, type LoginAttempt } from '../auth/login-attempts';
import { staffMessages } from './staff-messages';
import { sessionOf } from './staff-guard';

export type ReservedAttempt = Exclude<LoginAttempt, { blocked: object }>;

/** The reserved place, or undefined once the 429 (with Retry-After) has been sent. */
export async function reserveSecondFactorAttempt(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<ReservedAttempt | undefined> {
  const ip = clientIp(request);
  const staffId = sessionOf(request).staff_id;
  const attempt = await reserveLoginAttempt(app.attemptLimits, { pair: `staff-code|${ip}|${staffId}`, ip: `staff-code|${ip}`, account: `staff-code|${staffId}` });
  if (!attempt.blocked) return attempt;
  const seconds = attempt.blocked.retryAfterSeconds;
  await reply.status(429).header('retry-after', String(seconds)).send({ success: false, message: staffMessages.tooManyCodes(seconds) });
  return undefined;
}
