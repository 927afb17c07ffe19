/**
 * Account calls of docs/product/api.md: register, login and logout. Same-origin only, JSON only. The
 * register and login answers keep the shapes the client reads: register `success` '1'/'0' with
 * `data` {field: [messages]}; login `success` 1/0 with `user`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPath } from '../../src/config/clinic';
import { requireJson, requireJsonOrEmpty, requireSameOrigin } from '../plugins/request-guards';
import { clientIp } from '../plugins/rate-limit';
import { apiText } from '../i18n/api-text';
import { registerAccount } from './registration';
import { checkCredentials } from './sign-in';
import { reserveLoginAttempt } from '../auth/login-attempts';
import { toPublicUser } from './public-user';
import { validate } from '../validation/validate';
import { accountOperations } from './account-operations';
import { replyShapes } from '../http/reply-serializer';
import { accountSchemas } from './account-request-schemas';

const accounts: FastifyPluginAsync = async (app) => {
  app.post(
    apiPath('register'),
    { ...replyShapes(accountOperations.register), onRequest: [requireSameOrigin, requireJson], config: { rateLimit: app.attemptLimits.perIp('register') } },
    async (request) => {
      const text = apiText(request);
      const replyMessages = text.reply;
      const result = await registerAccount(app.db, app.dbAdapter, app.config.siteUrl, request.body, text);
      if (!result.ok) return { success: '0', message: replyMessages.fixFields, data: result.errors };
      // either way a mail is queued: the owner's notice, or the new account's confirmation link
      app.mailer.wake();
      if (result.existing) request.log.info({ userId: result.userId }, 'registration for an existing account: owner mailed');
      else request.log.info({ userId: result.userId }, 'account registered');
      // The same answer either way: whether an address has an account is nobody else's business.
      return { success: '1', message: replyMessages.registered };
    },
  );

  app.post(apiPath('login'), { ...replyShapes(accountOperations.login), onRequest: [requireSameOrigin, requireJson] }, async (request, reply) => {
    const text = apiText(request);
    const replyMessages = text.reply;
    const checked = validate(accountSchemas(text.locale).loginSchema, request.body, text.field.formMissing);
    if (!checked.ok) return { success: 0, message: replyMessages.fixFields, data: checked.errors };
    const { email, password } = checked.value;
    const ip = clientIp(request);
    const attempt = await reserveLoginAttempt(app.attemptLimits, { pair: `${ip}|${email}`, ip, account: email });
    if (attempt.blocked) {
      const seconds = attempt.blocked.retryAfterSeconds;
      return reply.status(429).header('retry-after', String(seconds)).send({ success: 0, message: replyMessages.tooManyLogins(seconds) });
    }

    const user = await checkCredentials(app.db, email, password);
    await attempt.settle(user !== null);
    if (!user) return { success: 0, message: replyMessages.loginFailed };
    // A new session every time; a session the browser already had is ended rather than reused.
    const previous = await app.sessions.current(request);
    if (previous) await app.sessions.end(previous, reply);
    await app.sessions.start(reply, user.id);
    request.log.info({ userId: user.id }, 'signed in');
    return { success: 1, message: replyMessages.loginSuccess, user: toPublicUser(user) };
  });

  app.post(apiPath('logout'), { ...replyShapes(accountOperations.logout), onRequest: [requireSameOrigin, requireJsonOrEmpty] }, async (request, reply) => {
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
