/**
 * The account behind a visitor's session, for the calls that change what is hers (her
 * appointments, her health form, her mail setting): 401 with the cookies cleared when the session
 * names no account, 403 with the caller's own sentence until she has confirmed her e-mail. One
 * place, so every such call refuses alike.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiText } from '../i18n/api-text';
import { accountOwner, type AccountOwner } from './email-verification';

export async function confirmedOwner(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number, confirmFirst: string): Promise<AccountOwner | undefined> {
  const owner = await accountOwner(app.db, userId);
  if (!owner) {
    app.sessions.clearCookies(reply);
    await reply.status(401).send({ success: false, message: apiText(request).reply.signInRequired });
    return undefined;
  }
  if (!owner.verified) {
    await reply.status(403).send({ success: false, message: confirmFirst });
    return undefined;
  }
  return owner;
}
