import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';

/**
 * Every failure leaves as JSON with a human sentence in `message`: never an HTML page, never a
 * stack trace. Status codes the client caused keep their code; anything unexpected becomes a
 * logged 500 with a generic message.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      const status = err.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err }, 'request failed');
        return reply.status(500).send({ success: false, message: 'Something went wrong. Please try again.' });
      }
      let message = err.message;
      if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) {
        message = 'The request body is not valid JSON.';
      } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
        message = 'The request is too large.';
      } else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
        message = 'This content type is not accepted here.';
      } else if (status === 429) {
        message = err.message || 'Too many attempts. Please wait a minute and try again.';
      }
      return reply.status(status).send({ success: false, message });
    });

    app.setNotFoundHandler((request, reply) => {
      return reply.status(404).send({ success: false, message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
    });
  },
  { name: 'errors' },
);
