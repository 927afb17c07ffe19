/**
 * Route hooks shared by the API: which content types a call accepts, and that account calls come
 * from the clinic's own pages. Each answers with JSON and stops the request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiText } from '../i18n/api-text';

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** JSON bodies only (a form post or text/plain is how cross-site forgeries arrive). */
export async function requireJson(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (mediaType(request) !== 'application/json') {
    await reply.status(415).send({ success: false, message: apiText(request).reply.wrongContentType });
  }
}

/** JSON, or no body at all (logout). */
export async function requireJsonOrEmpty(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const type = mediaType(request);
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (type !== 'application/json' && (type !== '' || hasBody)) {
    await reply.status(415).send({ success: false, message: apiText(request).reply.wrongContentType });
  }
}

export async function requireMultipart(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (mediaType(request) !== 'multipart/form-data') {
    await reply.status(415).send({ success: false, message: apiText(request).reply.multipartRequired });
  }
}

/**
 * Account calls answer only the site's own pages: a browser always sends Origin on a POST, and it
 * must be SITE_URL's origin or the host the request was sent to. Tools without an Origin pass.
 */
export async function requireSameOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const origin = request.headers.origin;
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    host = '';
  }
  const siteOrigin = new URL(request.server.config.siteUrl).origin;
  if (origin !== siteOrigin && host !== request.headers.host) {
    await reply.status(403).send({ success: false, message: apiText(request).reply.crossOrigin });
  }
}
