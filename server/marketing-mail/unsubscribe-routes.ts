/**
 * The one-click unsubscribe (RFC 8058): a mail program POSTs `List-Unsubscribe=One-Click` to the
 * https link of the mail's `List-Unsubscribe` header, without any session or cookie. The token in
 * the link is all it takes; using it again answers the same. A GET of that link is a person's
 * browser (or a link scanner): it unsubscribes nothing and is sent on (303) to the site's page,
 * whose 'Unsubscribe' button makes the POST (RFC 8058 section 3).
 */
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../i18n/locale-plugin';
import { replyShapes } from '../http/reply-serializer';
import { emailOfToken, unsubscribe } from './marketing-mail-repository';
import { marketingMailOperations as ops } from './marketing-mail-operations';
import { marketingTextFor } from './marketing-mail-texts';
import { unsubscribePagePath } from './unsubscribe-headers';

/** the shape newToken() gives: 32 bytes in base64url */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  // what RFC 8058 has mail programs send; the body says nothing the link does not, so it is read as text and left
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  // the token goes on as it came (the page's POST judges it); the page is in the browser's language, as the mail's link does not say its own
  app.get(ops.unsubscribePage.path, { ...replyShapes(ops.unsubscribePage), config: { rateLimit: app.attemptLimits.perIp('marketingMail') } }, async (request, reply) => {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    return reply.header('cache-control', 'no-store').redirect(unsubscribePagePath(localeOf(request), typeof token === 'string' ? token.slice(0, 100) : ''), 303);
  });

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
