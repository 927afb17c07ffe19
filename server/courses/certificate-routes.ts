/**
 * The public check of a certificate (GET /api/certificates/:code): valid or revoked, the name and
 * the course day, what the verification page at /certificates/{code} shows. Never cached: a
 * revocation shows at once.
 */
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../i18n/locale-plugin';
import { replyShapes } from '../http/reply-serializer';
import { certificateOperations as ops } from './certificate-operations';
import { certificateMessagesFor } from './certificate-messages';
import { findCertificate, type CertificateRecord } from './certificate-repository';
import { codeParam } from './certificate-request';

/** All the check tells about a certificate, for the call and the page alike. */
export const certificateCheckView = (c: CertificateRecord) => ({
  code: c.code,
  status: c.revokedAt === null ? ('valid' as const) : ('revoked' as const),
  name: `${c.firstName} ${c.lastName}`,
  course_date: c.date,
  revoked_at: c.revokedAt === null ? null : new Date(c.revokedAt).toISOString(),
});

export const certificateRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/certificates/:code', replyShapes(ops.checkCertificate), async (request, reply) => {
    const found = await findCertificate(app.db, codeParam(request.params));
    reply.header('cache-control', 'no-store');
    if (!found) return reply.status(404).send({ success: false, message: certificateMessagesFor(localeOf(request)).unknown });
    // a search engine has no business keeping a person's certificate
    reply.header('x-robots-tag', 'noindex');
    return { success: true, certificate: certificateCheckView(found) };
  });
};
