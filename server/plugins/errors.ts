import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fieldMessages, replyMessages } from '../services/api-messages';
import { MALFORMED_MULTIPART } from '../uploads/multipart-form';

/** Client errors we name ourselves: status and sentence by Fastify / @fastify/multipart error code. */
const knownErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: replyMessages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: replyMessages.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: replyMessages.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: replyMessages.wrongContentType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: replyMessages.tooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: fieldMessages.imageTooLarge },
  FST_FILES_LIMIT: { status: 413, message: 'Please send one photo only.' },
  FST_PARTS_LIMIT: { status: 413, message: replyMessages.tooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: replyMessages.tooLarge },
  FST_PROTO_VIOLATION: { status: 400, message: replyMessages.malformedForm },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: replyMessages.multipartRequired },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: replyMessages.malformedForm },
  [MALFORMED_MULTIPART]: { status: 400, message: replyMessages.malformedForm },
};

/**
 * Errors Fastify's router raises before any route or hook runs (a path segment over the length
 * limit, a malformed URL), given to Fastify's `frameworkErrors` option so they answer like the rest.
 */
export function frameworkErrorHandler(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  const message = status === 414 ? 'This address is too long.' : 'This address is not valid.';
  void reply.status(status).send({ success: false, message });
}

/**
 * Every failure leaves as JSON with a human sentence in `message`: never an HTML page, never a
 * stack trace. Status codes the client caused keep their code; anything unexpected becomes a
 * logged 500 with a generic message.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      const known = err.code ? knownErrors[err.code] : undefined;
      if (known) {
        request.log.info({ code: err.code }, 'request refused');
        return reply.status(known.status).send({ success: false, message: known.message });
      }
      const status = err.statusCode ?? 500;
      if (status >= 500 || status < 400) {
        request.log.error({ err }, 'request failed');
        return reply.status(500).send({ success: false, message: replyMessages.genericFailure });
      }
      request.log.info({ code: err.code, status }, 'request refused');
      let message = err.message;
      if (err instanceof SyntaxError) message = replyMessages.invalidJson;
      else if (status === 413) message = replyMessages.tooLarge;
      else if (status === 415) message = replyMessages.wrongContentType;
      else if (status === 429) message = err.message || replyMessages.tooManyRequestsLater;
      return reply.status(status).send({ success: false, message });
    });

    app.setNotFoundHandler((request, reply) => {
      return reply.status(404).send({ success: false, message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
    });
  },
  { name: 'errors' },
);
