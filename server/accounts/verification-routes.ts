/**
 * Confirming a patient's e-mail (docs/product/api.md "Accounts"): the page of the mailed link sends
 * its token; her profile asks for a new link. Same origin only, JSON only. The resend answers the
 * same for every well-formed address, and is limited per IP and per address so nobody can flood a
 * mailbox with it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireJson, requireSameOrigin } from '../plugins/request-guards';
import { apiText } from '../i18n/api-text';
import { validate } from '../validation/validate';
import { replyShapes } from '../http/reply-serializer';
import { accountOperations } from './account-operations';
import { accountSchemas } from './account-request-schemas';
import { confirmEmail, resendVerification } from './email-verification';

const TOKEN_MAX = 200;

const tokenOf = (body: unknown): string | null => {
  const token = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).token : undefined;
  return typeof token === 'string' && token.length > 0 && token.length <= TOKEN_MAX ? token : null;
};

const verification: FastifyPluginAsync = async (app) => {
  app.post(
    accountOperations.verifyEmail.path,
    { ...replyShapes(accountOperations.verifyEmail), onRequest: [requireSameOrigin, requireJson], config: { rateLimit: app.attemptLimits.perIp('verifyEmail') } },
    async (request, reply) => {
      const replyMessages = apiText(request).reply;
      const token = tokenOf(request.body);
      const result = token ? await confirmEmail(app.db, token) : { ok: false as const };
      if (!result.ok) return reply.status(410).send({ success: false, message: replyMessages.verifyLinkGone });
      request.log.info({ userId: result.userId }, 'e-mail confirmed');
      return { success: true, message: replyMessages.emailConfirmed };
    },
  );

  app.post(
    accountOperations.resendVerification.path,
    { ...replyShapes(accountOperations.resendVerification), onRequest: [requireSameOrigin, requireJson], config: { rateLimit: app.attemptLimits.perIp('verifyEmail') } },
    async (request, reply) => {
      const text = apiText(request);
      const replyMessages = text.reply;
      const checked = validate(accountSchemas(text.locale).forgotSchema, request.body, text.field.formMissing);
      if (!checked.ok) return { success: false, message: replyMessages.fixFields, errors: checked.errors };
      const { email } = checked.value;
      const perEmail = await app.attemptLimits.hit('verifyPerEmail', email);
      if (perEmail.exhausted) {
        return reply.status(429).header('retry-after', String(perEmail.retryAfterSeconds)).send({ success: false, message: replyMessages.tooManyRequests(perEmail.retryAfterSeconds) });
      }
      if (await resendVerification(app.db, app.config.siteUrl, email)) app.mailer.wake();
      // the same answer whether or not the address has an account, or has confirmed it already
      return { success: true, message: replyMessages.verifySent };
    },
  );
};

export default verification;
