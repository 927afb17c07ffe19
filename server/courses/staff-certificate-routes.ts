/**
 * Revoking a certificate (POST /api/staff/courses/certificates/:code/revoke), behind the staff guard
 * (a staff session, the XSRF header, a same-origin request); the reason goes to the day's audit log.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireJson } from '../plugins/request-guards';
import { replyShapes } from '../http/reply-serializer';
import { actorOf, staffOnly } from '../staff';
import type { CourseContext } from './course-context';
import { certificateOperations as ops } from './certificate-operations';
import { certificateMessages } from './certificate-messages';
import { revokeCertificate } from './certificate-repository';
import { codeParam, reasonOf } from './certificate-request';

export const staffCertificateRoutes: FastifyPluginAsync<{ context: () => CourseContext }> = async (app, { context }) => {
  app.addHook('onRequest', staffOnly);
  const text = certificateMessages.staff;

  app.post('/courses/certificates/:code/revoke', { ...replyShapes(ops.revokeCertificate), onRequest: requireJson }, async (request, reply) => {
    const reason = reasonOf(request.body);
    if (reason === null) return reply.status(400).send({ success: false, message: text.badReason });
    const done = await revokeCertificate(context(), actorOf(request), codeParam(request.params), reason);
    if (done.result === 'unknown') return reply.status(404).send({ success: false, message: text.unknown });
    if (done.result === 'already') return reply.status(409).send({ success: false, message: text.already });
    return { success: true, message: text.revoked, revoked_at: new Date(done.revokedAt).toISOString() };
  });
};
