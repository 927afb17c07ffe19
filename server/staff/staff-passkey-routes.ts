/**
 * The passkey calls (staff-passkeys.ts): adding one (while setting up the second factor, or later
 * when signed in), the second step of a sign-in with one, and her list with removal. The options
 * and answer calls are open to a session that has passed only the password (staff-roles.ts,
 * BEFORE_SECOND_FACTOR); the list and removal are not. Refused answers count on the wrong codes'
 * counters (staff-second-factor-routes.ts): a passkey cannot be guessed, but the counters keep a
 * script from hammering the verification.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { requireJson, requireJsonOrEmpty } from '../plugins/request-guards';
import { replyShapes } from '../http/reply-serializer';
import { firstOfEach, validate } from '../validation/validate';
import { parseRowId } from '../db/column-ranges';
import type { StaffDb } from '../db/schema';
import { sessionOf, staffOnly } from './staff-guard';
import { staffMessages } from './staff-messages';
import { reserveSecondFactorAttempt } from './second-factor-attempts';
import { STAFF_HOME } from './staff-roles';
import { roleNeedsSecondFactor, secondFactorStep } from './staff-second-factor';
import { findSecondFactor } from './staff-second-factor-repository';
import { passkeysOf } from './staff-passkey-repository';
import { listPasskeys, passWithPasskey, registerPasskey, registrationOptions, relyingPartyOf, removePasskey, signInOptions, type PasskeyRefusal } from './staff-passkeys';
import { passkeyAnswerSchema } from './staff-passkey-request';
import { staffPasskeyOperations as ops } from './staff-passkey-operations';


const staffPasskeyRoutes: FastifyPluginAsync<{ db: StaffDb }> = async (app, { db }) => {
  app.addHook('onRequest', staffOnly);
  /** read with every call: the configuration is the one place SITE_URL lives */
  const rp = () => relyingPartyOf(app.config.siteUrl);

  const stepOf = (request: FastifyRequest) => secondFactorStep(sessionOf(request), app.config.staffMarketingSecondFactor);

  const reserve = (request: FastifyRequest, reply: FastifyReply) => reserveSecondFactorAttempt(app, request, reply);

  /** The answer's outline, or the 400 already sent. */
  const answerOf = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const checked = validate(passkeyAnswerSchema, request.body);
    if (checked.ok) return checked.value.response;
    await reply.status(400).send({ success: false, message: staffMessages.passkeyInvalid, errors: firstOfEach(checked.errors) });
    return undefined;
  };

  const refusalMessage: Record<PasskeyRefusal, string> = {
    no_challenge: staffMessages.passkeyNoChallenge,
    not_verified: staffMessages.passkeyNotVerified,
    duplicate: staffMessages.passkeyAlreadyRegistered,
    unknown: staffMessages.passkeyRefused,
  };

  app.post('/second-factor/passkey/register-options', { ...replyShapes(ops.staffPasskeyRegisterOptions), onRequest: requireJsonOrEmpty }, async (request, reply) => {
    if (stepOf(request) === 'code') return reply.status(403).send({ success: false, message: staffMessages.passkeyNotNow });
    const session = sessionOf(request);
    return { success: true, options: await registrationOptions(db, rp(), session, app.clock()) };
  });

  app.post('/second-factor/passkey/register', { ...replyShapes(ops.staffPasskeyRegister), onRequest: requireJson }, async (request, reply) => {
    const response = await answerOf(request, reply);
    if (response === undefined) return reply;
    const step = stepOf(request);
    if (step === 'code') return reply.status(403).send({ success: false, message: staffMessages.passkeyNotNow });
    const session = sessionOf(request);
    const attempt = await reserve(request, reply);
    if (!attempt) return reply;
    const result = await registerPasskey(db, rp(), session, response as RegistrationResponseJSON, app.clock(), step === 'enrol');
    await attempt.settle(result.ok);
    if (!result.ok) return reply.status(result.reason === 'duplicate' ? 409 : 400).send({ success: false, message: refusalMessage[result.reason] });
    request.log.info({ staffId: session.staff_id }, 'staff passkey added');
    if (step === 'enrol') request.log.info({ staffId: session.staff_id, with: 'passkey enrolment' }, 'staff signed in');
    return { success: true, message: step === 'enrol' ? staffMessages.passkeyEnrolled : staffMessages.passkeyAdded, home: STAFF_HOME[session.role] };
  });

  app.post('/second-factor/passkey/sign-in-options', { ...replyShapes(ops.staffPasskeySignInOptions), onRequest: requireJsonOrEmpty }, async (request, reply) => {
    if (stepOf(request) !== 'code') return reply.status(409).send({ success: false, message: staffMessages.noCodeStep });
    return { success: true, options: await signInOptions(db, rp(), sessionOf(request), app.clock()) };
  });

  app.post('/second-factor/passkey/sign-in', { ...replyShapes(ops.staffPasskeySignIn), onRequest: requireJson }, async (request, reply) => {
    const response = await answerOf(request, reply);
    if (response === undefined) return reply;
    if (stepOf(request) !== 'code') return reply.status(409).send({ success: false, message: staffMessages.noCodeStep });
    const session = sessionOf(request);
    const attempt = await reserve(request, reply);
    if (!attempt) return reply;
    const result = await passWithPasskey(db, rp(), session, response as AuthenticationResponseJSON, app.clock());
    await attempt.settle(result.ok);
    if (!result.ok) return reply.status(result.reason === 'no_challenge' ? 400 : 401).send({ success: false, message: refusalMessage[result.reason] });
    request.log.info({ staffId: session.staff_id, with: 'passkey' }, 'staff signed in');
    return { success: true, message: staffMessages.codeAccepted, home: STAFF_HOME[session.role] };
  });

  app.get('/second-factor/passkeys', replyShapes(ops.staffPasskeyList), async (request) => ({ success: true, passkeys: await listPasskeys(db, sessionOf(request).staff_id) }));

  app.post('/second-factor/passkeys/:id/remove', { ...replyShapes(ops.staffPasskeyRemove), onRequest: requireJsonOrEmpty }, async (request, reply) => {
    const session = sessionOf(request);
    const id = parseRowId(String((request.params as { id?: unknown }).id ?? ''));
    const mine = await passkeysOf(db, session.staff_id);
    if (id === undefined || !mine.some((p) => p.id === id)) return reply.status(404).send({ success: false, message: staffMessages.passkeyNotFound });
    const app_ = await findSecondFactor(db, session.staff_id);
    if (mine.length === 1 && app_?.confirmed_at == null && roleNeedsSecondFactor(session.role, app.config.staffMarketingSecondFactor)) {
      return reply.status(409).send({ success: false, message: staffMessages.passkeyLastFactor });
    }
    if (!(await removePasskey(db, session, id, app.clock()))) return reply.status(404).send({ success: false, message: staffMessages.passkeyNotFound });
    request.log.info({ staffId: session.staff_id, passkey: id }, 'staff passkey removed');
    return { success: true, message: staffMessages.passkeyRemoved };
  });
};

export default staffPasskeyRoutes;
