/**
 * The second step of a staff sign-in (staff-second-factor.ts): which step the session is at,
 * setting up an authenticator app, and typing a code. Behind the staff guard, which lets a session
 * that has seen only the password make these calls and no other (staff-roles.ts, BEFORE_SECOND_FACTOR).
 * Wrong codes are throttled like passwords (5 a minute per account and address, 50 in 10 minutes per
 * address, then growing waits per account), on counters of their own. Time is the app's clock.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import { requireJson, requireJsonOrEmpty } from '../plugins/request-guards';
import { replyShapes } from '../http/reply-serializer';
import { firstOfEach, validate } from '../validation/validate';
import type { StaffDb } from '../db/schema';
import { sessionOf, staffOnly } from './staff-guard';
import { staffMessages } from './staff-messages';
import { reserveSecondFactorAttempt } from './second-factor-attempts';
import { STAFF_HOME } from './staff-roles';
import { confirmEnrolment, passSecondFactor, secondFactorStep, startEnrolment } from './staff-second-factor';
import { codeSchema } from './staff-second-factor-request';
import { findSecondFactor } from './staff-second-factor-repository';
import { passkeysOf } from './staff-passkey-repository';
import { FieldDecryptError } from '../db/field-cipher';
import { staffSecondFactorOperations as ops } from './staff-second-factor-operations';

const staffSecondFactorRoutes: FastifyPluginAsync<{ db: StaffDb }> = async (app, { db }) => {
  app.addHook('onRequest', staffOnly);

  const stepOf = (request: FastifyRequest) => secondFactorStep(sessionOf(request), app.config.staffMarketingSecondFactor);

  const reserve = (request: FastifyRequest, reply: FastifyReply) => reserveSecondFactorAttempt(app, request, reply);

  /** Her secret sealed under a key the server was not given: loud in the log (the key id), a plain 503 to her; recovery codes still work. */
  const unreadable = (request: FastifyRequest, reply: FastifyReply, err: unknown) => {
    if (!(err instanceof FieldDecryptError)) throw err;
    request.log.error({ keyId: err.keyId }, `staff second factor cannot be decrypted: ${err.message}`);
    return reply.status(503).send({ success: false, message: staffMessages.factorUnreadable, code: 'cannot_decrypt' });
  };

  app.get('/second-factor', replyShapes(ops.staffSecondFactorStatus), async (request) => {
    const session = sessionOf(request);
    const factor = await findSecondFactor(db, session.staff_id);
    return {
      success: true,
      staff: { email: session.email },
      second_factor: stepOf(request),
      methods: { app: factor?.confirmed_at != null, passkeys: (await passkeysOf(db, session.staff_id)).length },
    };
  });

  app.post('/second-factor/enrol', { ...replyShapes(ops.staffEnrol), onRequest: requireJsonOrEmpty }, async (request, reply) => {
    const session = sessionOf(request);
    if (session.has_second_factor) return reply.status(409).send({ success: false, message: staffMessages.alreadyEnrolled });
    const enrolment = await startEnrolment(db, app.fieldCipher, session.staff_id, session.email, app.clock());
    if (!enrolment) return reply.status(409).send({ success: false, message: staffMessages.alreadyEnrolled });
    request.log.info({ staffId: session.staff_id }, 'staff second factor enrolment started');
    return { success: true, message: staffMessages.enrolStarted, ...enrolment };
  });

  app.post('/second-factor/confirm', { ...replyShapes(ops.staffConfirmEnrolment), onRequest: requireJson }, async (request, reply) => {
    const checked = validate(codeSchema, request.body);
    if (!checked.ok) return reply.status(400).send({ success: false, message: staffMessages.fixFields, errors: firstOfEach(checked.errors) });
    const session = sessionOf(request);
    if (session.has_second_factor) return reply.status(409).send({ success: false, message: staffMessages.alreadyEnrolled });
    const attempt = await reserve(request, reply);
    if (!attempt) return reply;
    let codes: string[] | undefined;
    try {
      codes = await confirmEnrolment(db, app.fieldCipher, session.staff_id, session.email, session.id, checked.value.code, app.clock());
    } catch (err) {
      return unreadable(request, reply, err);
    }
    await attempt.settle(codes !== undefined);
    if (!codes) return reply.status(400).send({ success: false, message: staffMessages.codeWrong, errors: { code: staffMessages.codeWrong } });
    request.log.info({ staffId: session.staff_id, with: 'enrolment' }, 'staff signed in');
    return { success: true, message: staffMessages.enrolled, recovery_codes: codes, home: STAFF_HOME[session.role] };
  });

  app.post('/second-factor/verify', { ...replyShapes(ops.staffVerifyCode), onRequest: requireJson }, async (request, reply) => {
    const checked = validate(codeSchema, request.body);
    if (!checked.ok) return reply.status(400).send({ success: false, message: staffMessages.fixFields, errors: firstOfEach(checked.errors) });
    const session = sessionOf(request);
    if (stepOf(request) !== 'code') return reply.status(409).send({ success: false, message: staffMessages.noCodeStep });
    const attempt = await reserve(request, reply);
    if (!attempt) return reply;
    let result: Awaited<ReturnType<typeof passSecondFactor>>;
    try {
      result = await passSecondFactor(db, app.fieldCipher, session.staff_id, session.email, session.id, checked.value.code, app.clock());
    } catch (err) {
      return unreadable(request, reply, err);
    }
    await attempt.settle(result.ok);
    if (!result.ok) return reply.status(401).send({ success: false, message: staffMessages.codeWrong });
    request.log.info({ staffId: session.staff_id, with: result.with }, 'staff signed in');
    return { success: true, message: staffMessages.codeAccepted, home: STAFF_HOME[session.role] };
  });
};

export default staffSecondFactorRoutes;
