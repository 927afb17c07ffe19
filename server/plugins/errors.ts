import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiText, textFor, type ApiText } from '../i18n/api-text';
import { addVary } from '../i18n/locale-plugin';
import { localeFromAcceptLanguage } from '../i18n/request-locale';
import { FORM_TOO_LARGE, MALFORMED_MULTIPART } from '../uploads/multipart-form';
import { SLOT_WAIT_ABANDONED } from '../uploads/slot-gate';

type Sentence = (text: ApiText) => string;

/** Client errors we name ourselves: status and sentence by Fastify / @fastify/multipart error code. */
const knownErrors: Record<string, { status: number; message: Sentence }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: (t) => t.reply.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: (t) => t.reply.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: (t) => t.reply.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: (t) => t.reply.wrongContentType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: (t) => t.reply.tooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: (t) => t.field.imageTooLarge },
  FST_FILES_LIMIT: { status: 413, message: (t) => t.reply.onePhotoOnly },
  FST_PARTS_LIMIT: { status: 413, message: (t) => t.reply.tooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: (t) => t.reply.tooLarge },
  FST_PROTO_VIOLATION: { status: 400, message: (t) => t.reply.malformedForm },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: (t) => t.reply.multipartRequired },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: (t) => t.reply.malformedForm },
  [MALFORMED_MULTIPART]: { status: 400, message: (t) => t.reply.malformedForm },
  [FORM_TOO_LARGE]: { status: 413, message: (t) => t.field.imageTooLarge },
  // the client left while its upload waited for a slot, like one cut off mid-body: no one reads this
  [SLOT_WAIT_ABANDONED]: { status: 400, message: (t) => t.reply.malformedForm },
};

/**
 * Errors Fastify's router raises before any route or hook runs (a path segment over the length
 * limit, a malformed URL), given to Fastify's `frameworkErrors` option so they answer like the rest.
 */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  // no hook has run yet: the language is read from the header here
  const { reply: replyMessages } = textFor(localeFromAcceptLanguage(request.headers['accept-language']));
  const message = status === 414 ? replyMessages.addressTooLong : replyMessages.addressInvalid;
  addVary(reply, 'Accept-Language');
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
      const text = apiText(request);
      const replyMessages = text.reply;
      const known = err.code ? knownErrors[err.code] : undefined;
      if (known) {
        request.log.info({ code: err.code }, 'request refused');
        return reply.status(known.status).send({ success: false, message: known.message(text) });
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
      return reply.status(404).send({ success: false, message: apiText(request).reply.noSuchEndpoint(request.method, request.url.split('?')[0] ?? '') });
    });
  },
  { name: 'errors' },
);
