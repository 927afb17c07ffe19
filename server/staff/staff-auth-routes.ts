/**
 * Signing staff in and out, and the set-password link: /api/staff/login, /logout, /set-password.
 * Same-origin JSON only. The password is the first step of two: the session it starts opens only
 * the second (staff-second-factor-routes.ts) until that is passed. Failed sign-ins are throttled like visitors' (5 a minute per e-mail and
 * IP, 50 in 10 minutes per IP), on counters of their own.
 */
import type { FastifyPluginAsync } from 'fastify';
import { clientIp } from '../plugins/rate-limit';
import { reserveLoginAttempt } from '../auth/login-attempts';
import { requireJson, requireJsonOrEmpty } from '../plugins/request-guards';
import { firstOfEach, validate } from '../validation/validate';
import { completeStaffPassword, staffLoginSchema } from './staff-accounts';
import { isSameOrigin } from './staff-guard';
import { staffMessages } from './staff-messages';
import { checkStaffCredentials } from './staff-sign-in';
import type { StaffDb } from '../db/schema';
import { staffOperations } from './staff-operations';
import { findSecondFactor } from './staff-second-factor-repository';
import { hasPasskey } from './staff-passkey-repository';
import { secondFactorStep } from './staff-second-factor';
import { isStaffRole } from './staff-roles';
import { replyShapes } from '../http/reply-serializer';

const staffAuthRoutes: FastifyPluginAsync<{ db: StaffDb }> = async (app, { db }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isSameOrigin(request)) await reply.status(403).send({ success: false, message: staffMessages.xsrfFailed });
  });

  app.post('/login', { ...replyShapes(staffOperations.staffLogin), onRequest: requireJson }, async (request, reply) => {
    const checked = validate(staffLoginSchema, request.body);
    if (!checked.ok) return reply.status(400).send({ success: false, message: staffMessages.fixFields, errors: firstOfEach(checked.errors) });
    const { email, password } = checked.value;
    const ip = clientIp(request);
    const attempt = await reserveLoginAttempt(app.attemptLimits, { pair: `staff|${ip}|${email}`, ip: `staff|${ip}`, account: `staff|${email}` });
    if (attempt.blocked) {
      const seconds = attempt.blocked.retryAfterSeconds;
      return reply.status(429).header('retry-after', String(seconds)).send({ success: false, message: staffMessages.tooManyLogins(seconds) });
    }
    const result = await checkStaffCredentials(db, email, password);
    await attempt.settle(result.ok);
    if (!result.ok) {
      if (result.reason === 'disabled') return reply.status(403).send({ success: false, message: staffMessages.loginDisabled });
      return reply.status(401).send({ success: false, message: staffMessages.loginFailed });
    }
    const previous = await app.staffSessions.current(request);
    if (previous) await app.staffSessions.end(previous, reply);
    await app.staffSessions.start(reply, result.staff.id);
    // the password is the first step: the session opens the staff pages once the second is passed
    const factor = await findSecondFactor(db, result.staff.id);
    const role = isStaffRole(result.staff.role) ? result.staff.role : 'owner';
    const step = secondFactorStep({ role, second_factor_at: null, has_second_factor: factor?.confirmed_at != null || (await hasPasskey(db, result.staff.id)) }, app.config.staffMarketingSecondFactor);
    request.log.info({ staffId: result.staff.id, step }, step === 'done' ? 'staff signed in' : 'staff password accepted');
    return { success: true, message: step === 'done' ? staffMessages.signedIn : step === 'code' ? staffMessages.codeNeeded : staffMessages.enrolNeeded, staff: { email: result.staff.email }, second_factor: step };
  });

  app.post('/logout', { ...replyShapes(staffOperations.staffLogout), onRequest: requireJsonOrEmpty }, async (request, reply) => {
    const session = await app.staffSessions.current(request);
    if (session && !app.staffSessions.xsrfValid(request, session)) {
      return reply.status(403).send({ success: false, message: staffMessages.xsrfFailed });
    }
    await app.staffSessions.end(session, reply);
    return { success: true, message: staffMessages.signedOut };
  });

  app.post(
    '/set-password',
    { ...replyShapes(staffOperations.staffSetPassword), onRequest: requireJson, config: { rateLimit: app.attemptLimits.perIp('reset') } },
    async (request, reply) => {
      const result = await completeStaffPassword(db, request.body);
      if (!result.ok) {
        const message = result.linkRefused ? staffMessages.linkInvalid : staffMessages.fixFields;
        return reply.status(400).send({ success: false, message, errors: firstOfEach(result.errors) });
      }
      app.staffSessions.clearCookies(reply);
      request.log.info({ staffId: result.staffId }, 'staff password set');
      return { success: true, message: staffMessages.passwordSet };
    },
  );
};

export default staffAuthRoutes;
