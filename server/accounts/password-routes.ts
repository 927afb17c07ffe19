/**
 * Forgot and reset password (docs/product/api.md). Forgot answers the same for every well-formed e-mail,
 * known or not; it is limited per IP and per e-mail so nobody can flood a mailbox.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPath } from '../../src/config/clinic';
import { requireJson, requireSameOrigin } from '../plugins/request-guards';
import { apiText } from '../i18n/api-text';
import { completePasswordReset, requestPasswordReset } from './password-reset';
import { validate } from '../validation/validate';
import { accountOperations } from './account-operations';
import { replyShapes } from '../http/reply-serializer';
import { accountSchemas } from './account-request-schemas';

const passwords: FastifyPluginAsync = async (app) => {
  app.post(
    apiPath('forgotpassword'),
    { ...replyShapes(accountOperations.forgotPassword), onRequest: [requireSameOrigin, requireJson], config: { rateLimit: app.attemptLimits.perIp('forgotPerIp') } },
    async (request, reply) => {
      const text = apiText(request);
      const replyMessages = text.reply;
      const checked = validate(accountSchemas(text.locale).forgotSchema, request.body, text.field.formMissing);
      if (!checked.ok) return { success: 0, message: replyMessages.fixFields, data: checked.errors };
      const { email } = checked.value;
      const perEmail = await app.attemptLimits.hit('forgotPerEmail', email);
      if (perEmail.exhausted) {
        return reply
          .status(429)
          .header('retry-after', String(perEmail.retryAfterSeconds))
          .send({ success: 0, message: replyMessages.tooManyRequests(perEmail.retryAfterSeconds) });
      }
      if (await requestPasswordReset(app.db, app.config.siteUrl, email)) app.mailer.wake();
      return { success: 1, message: replyMessages.forgotSent };
    },
  );

  app.post(
    apiPath('reset'),
    { ...replyShapes(accountOperations.resetPassword), onRequest: [requireSameOrigin, requireJson], config: { rateLimit: app.attemptLimits.perIp('reset') } },
    async (request, reply) => {
      const text = apiText(request);
      const replyMessages = text.reply;
      const result = await completePasswordReset(app.db, app.config.siteUrl, request.body, text);
      if (!result.ok) {
        const message = result.tokenRefused ? (result.errors.token?.[0] ?? replyMessages.fixFields) : replyMessages.fixFields;
        return { success: false, message, errors: result.errors };
      }
      app.mailer.wake();
      // Every session of the account has ended, this browser's included.
      app.sessions.clearCookies(reply);
      request.log.info({ userId: result.userId }, 'password reset');
      return { success: true, message: replyMessages.resetDone };
    },
  );
};

export default passwords;
