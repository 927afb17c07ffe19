/**
 * Her marketing-mail setting in her account: read it, unsubscribe or resubscribe. The same session
 * rules as her other account calls (server/appointments/account-appointment-routes.ts): no session
 * or a forged one → 401, a change without the X-XSRF-TOKEN or from another site → 403; a change
 * needs her confirmed e-mail (403), so nobody resubscribes an address that is not theirs.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { localeOf } from '../i18n/locale-plugin';
import { apiText } from '../i18n/api-text';
import { requireJson, requireSameOrigin } from '../plugins/request-guards';
import { replyShapes } from '../http/reply-serializer';
import { accountOwner, confirmedOwner, requireSessionWithXsrf } from '../accounts';
import { isUnsubscribed, resubscribe, unsubscribe } from './marketing-mail-repository';
import { marketingMailOperations as ops } from './marketing-mail-operations';
import { marketingTextFor } from './marketing-mail-texts';

const accountMarketingRoutes: FastifyPluginAsync = async (app) => {
  const limit = { rateLimit: app.attemptLimits.perIp('marketingMail') };

  const signedOut = async (request: FastifyRequest, reply: FastifyReply) => {
    app.sessions.clearCookies(reply);
    return reply.status(401).send({ success: false, message: apiText(request).reply.signInRequired });
  };

  const state = async (request: FastifyRequest, email: string, message?: string) => {
    const subscribed = !(await isUnsubscribed(app.db, email));
    return { success: true as const, email, subscribed, message: message ?? marketingTextFor(localeOf(request)).state(subscribed) };
  };

  app.get(ops.getOwnMarketingMail.path, { ...replyShapes(ops.getOwnMarketingMail), config: limit }, async (request, reply) => {
    const session = await app.sessions.current(request);
    const owner = session && (await accountOwner(app.db, session.user_id));
    if (!owner) return signedOut(request, reply);
    return state(request, owner.email);
  });

  app.put(ops.setOwnMarketingMail.path, { ...replyShapes(ops.setOwnMarketingMail), onRequest: [requireSameOrigin, requireJson], config: limit }, async (request, reply) => {
    const session = await requireSessionWithXsrf(request, reply);
    if (!session) return reply;
    const text = marketingTextFor(localeOf(request));
    const owner = await confirmedOwner(app, request, reply, session.user_id, text.confirmFirst);
    if (!owner) return reply;
    const subscribed = (request.body as Record<string, unknown> | null)?.subscribed;
    if (typeof subscribed !== 'boolean') return reply.status(400).send({ success: false, message: text.badChoice });
    if (subscribed) await resubscribe(app.db, owner.email);
    else await unsubscribe(app.db, owner.email, app.clock());
    request.log.info({ userId: owner.id, subscribed }, 'marketing mail setting changed in the account');
    return state(request, owner.email, subscribed ? text.subscribed : text.unsubscribed);
  });
};

export default accountMarketingRoutes;
