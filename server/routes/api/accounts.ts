/**
 * Account calls of docs/product/api.md: register, login and logout. Same-origin only, JSON only. The
 * register and login answers keep the shapes the client reads: register `success` '1'/'0' with
 * `data` {field: [messages]}; login `success` 1/0 with `user`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPath } from '../../../src/config/clinic';
import { requireJson, requireJsonOrEmpty, requireSameOrigin } from '../../plugins/request-guards';
import { clientIp } from '../../plugins/rate-limit';
import { apiText } from '../../i18n/api-text';
import { registerAccount } from '../../services/registration';
import { checkCredentials } from '../../services/sign-in';
import { toPublicUser } from '../../services/public-user';
import { validate } from '../../services/validation/validate';
import { apiOperations } from '../../api-schemas/api-operations';
import { replyShapes } from '../../api-schemas/reply-serializer';

const accounts: FastifyPluginAsync = async (app) => {
  app.post(
    apiPath('register'),
    { ...replyShapes(apiOperations.register), onRequest: [requireSameOrigin, requireJson], config: { rateLimit: app.attemptLimits.perIp('register') } },
    async (request) => {
      const text = apiText(request);
      const replyMessages = text.reply;
      const result = await registerAccount(app.db, app.dbAdapter, app.config.siteUrl, request.body, text);
      if (!result.ok) return { success: '0', message: replyMessages.fixFields, data: result.errors };
      if (result.existing) {
        app.mailer.wake();
        request.log.info({ userId: result.userId }, 'registration for an existing account: owner mailed');
      } else {
        request.log.info({ userId: result.userId }, 'account registered');
      }
      // The same answer either way: whether an address has an account is nobody else's business.
      return { success: '1', message: replyMessages.registered };
    },
  );

  app.post(apiPath('login'), { ...replyShapes(apiOperations.login), onRequest: [requireSameOrigin, requireJson] }, async (request, reply) => {
    const text = apiText(request);
    const replyMessages = text.reply;
    const checked = validate(text.schemas.loginSchema, request.body, text.field.formMissing);
    if (!checked.ok) return { success: 0, message: replyMessages.fixFields, data: checked.errors };
    const { email, password } = checked.value;
    const ip = clientIp(request);
    const limits = app.attemptLimits;
    const [pair, perIp, account] = await Promise.all([
      limits.peek('loginFailures', `${ip}|${email}`),
      limits.peek('loginFailuresPerIp', ip),
      limits.peekDelay('loginFailuresPerAccount', email),
    ]);
    // The longest wait decides, so the sentence and Retry-After name the same time; even the right
    // password waits, or the limits would only slow down wrong guesses' answers.
    const blocked = [pair, perIp, account].filter((s) => s.exhausted).sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0];
    if (blocked) {
      return reply
        .status(429)
        .header('retry-after', String(blocked.retryAfterSeconds))
        .send({ success: 0, message: replyMessages.tooManyLogins(blocked.retryAfterSeconds) });
    }

    const user = await checkCredentials(app.db, email, password);
    if (!user) {
      await Promise.all([
        limits.hit('loginFailures', `${ip}|${email}`),
        limits.hit('loginFailuresPerIp', ip),
        limits.failWithDelay('loginFailuresPerAccount', email),
      ]);
      return { success: 0, message: replyMessages.loginFailed };
    }
    await limits.clearDelay('loginFailuresPerAccount', email);
    // A new session every time; a session the browser already had is ended rather than reused.
    const previous = await app.sessions.current(request);
    if (previous) await app.sessions.end(previous, reply);
    await app.sessions.start(reply, user.id);
    request.log.info({ userId: user.id }, 'signed in');
    return { success: 1, message: replyMessages.loginSuccess, user: toPublicUser(user) };
  });

  app.post(apiPath('logout'), { ...replyShapes(apiOperations.logout), onRequest: [requireSameOrigin, requireJsonOrEmpty] }, async (request, reply) => {
    const replyMessages = apiText(request).reply;
    const session = await app.sessions.current(request);
    // Without the XSRF header another site could sign the visitor out; with no session there is nothing to protect.
    if (session && !app.sessions.xsrfValid(request, session)) {
      return reply.status(403).send({ success: false, message: replyMessages.xsrfFailed });
    }
    await app.sessions.end(session, reply);
    return { success: 1, message: replyMessages.loggedOut };
  });
};

export default accounts;
