/**
 * Profile update (docs/product/api.md): the session's own account only. No session: 401; missing or wrong
 * X-XSRF-TOKEN: 403; an `id` that is not the session's user: 403. Success is `success` 1 with the
 * new `user`; a failure is `success` false with `errors`, as the profile page reads them.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPath } from '../../src/config/clinic';
import { requireJson, requireSameOrigin } from '../plugins/request-guards';
import { requireSessionWithXsrf } from './sessions-plugin';
import { apiText } from '../i18n/api-text';
import { updateOwnProfile } from './profile-update';
import { toPublicUser } from './public-user';
import { accountOperations } from './account-operations';
import { replyShapes } from '../http/reply-serializer';

const profile: FastifyPluginAsync = async (app) => {
  app.post(
    apiPath('update-profile'),
    { ...replyShapes(accountOperations.updateProfile), onRequest: [requireSameOrigin, requireJson], config: { rateLimit: app.attemptLimits.perIp('profile') } },
    async (request, reply) => {
      const text = apiText(request);
      const replyMessages = text.reply;
      const session = await requireSessionWithXsrf(request, reply);
      if (!session) return reply;
      const claimedId = (request.body as { id?: unknown } | null)?.id;
      if ((typeof claimedId !== 'number' && typeof claimedId !== 'string') || String(claimedId).trim() !== String(session.user_id)) {
        return reply.status(403).send({ success: false, message: replyMessages.notYourProfile });
      }
      const result = await updateOwnProfile(app.db, app.dbAdapter, app.config.siteUrl, session.user_id, session.id, request.body, text);
      if (!result.ok) return { success: false, message: replyMessages.fixFields, errors: result.errors };
      if (result.mailed) app.mailer.wake();
      return { success: 1, message: replyMessages.profileUpdated, user: toPublicUser(result.user) };
    },
  );
};

export default profile;
