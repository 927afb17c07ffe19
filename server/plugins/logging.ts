/**
 * Pino settings for Fastify's logger: passwords, tokens, cookies and message bodies never reach the
 * log, whether they travel in a body, a header or a URL (a reset link's token and e-mail are in
 * the query string of /reset-password).
 */
import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';
import type { PinoLoggerOptions } from 'fastify/types/logger';
import type { Config } from '../config/env';

// q and next: the staff inbox's search (a patient's name or phone) and the page to return to (which may hold one)
const SECRET_QUERY_VALUES = /([?&](?:token|email|password|confirm_password|q|next)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_VALUES, '$1[redacted]');
}

export function loggerOptions(config: Config): FastifyLoggerOptions & PinoLoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        'password',
        'confirm_password',
        'token',
        'message',
        'text',
        '*.password',
        '*.confirm_password',
        '*.password_hash',
        '*.token',
        '*.message',
        '*.text_body',
        '*.stamp',
        '*.form_stamp',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest): Record<string, unknown> {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
