/**
 * The one-click unsubscribe (RFC 8058): a mail program POSTs `List-Unsubscribe=One-Click` to the
 * https link of the mail's `List-Unsubscribe` header, without any session or cookie. The token in
 * the link is all it takes; using it again answers the same.
 */
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../i18n/locale-plugin';
import { replyShapes } from '../http/reply-serializer';
import { emailOfToken, unsubscribe } from './marketing-mail-repository';
import { marketingMailOperations as ops } from './marketing-mail-operations';
import { marketingTextFor } from './marketing-mail-texts';

/** the shape newToken() gives: 32 bytes in base64url */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  // what RFC 8058 has mail programs send; the body says nothing the link does not, so it is read as text and left
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.post(ops.unsubscribeOneClick.path, { ...replyShapes(ops.unsubscribeOneClick), config: { rateLimit: app.attemptLimits.perIp('marketingMail') } }, async (request, reply) => {
    const text = marketingTextFor(localeOf(request));
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || !TOKEN.test(token)) return reply.status(400).send({ success: false, message: text.badToken });
    const email = await emailOfToken(app.db, token);
    if (!email) return reply.status(404).send({ success: false, message: text.unknownToken });
    await unsubscribe(app.db, email, app.clock());
    request.log.info('marketing mail unsubscribed by its one-click link');
    return { success: true, message: text.unsubscribed };
  });
};

export default unsubscribeRoutes;
