import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createVisitorSessionManager, type VisitorSessionManager } from './visitor-session-manager';
import type { SessionRow } from './session-repository';
import { apiText } from '../i18n/api-text';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: VisitorSessionManager;
  }
}

/**
 * The signed-in session of a state-changing call, or an answer already sent: 401 when there is no
 * live session, 403 when the X-XSRF-TOKEN header does not match it.
 */
export async function requireSessionWithXsrf(request: FastifyRequest, reply: FastifyReply): Promise<SessionRow | undefined> {
  const sessions = request.server.sessions;
  const replyMessages = apiText(request).reply;
  const session = await sessions.current(request);
  if (!session) {
    sessions.clearCookies(reply);
    await reply.status(401).send({ success: false, message: replyMessages.signInRequired });
    return undefined;
  }
  if (!sessions.xsrfValid(request, session)) {
    await reply.status(403).send({ success: false, message: replyMessages.xsrfFailed });
    return undefined;
  }
  return session;
}

export default fp(
  async (app) => {
    app.decorate('sessions', createVisitorSessionManager(app.db, app.config.siteUrl));
  },
  { name: 'sessions', dependencies: ['database', 'security'] },
);
