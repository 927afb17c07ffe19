/**
 * Pino settings for Fastify's logger: passwords, tokens, cookies and message bodies never reach the
 * log, whether they travel in a body, a header or a URL (a reset link's token and e-mail are in
 * the query string of /reset-password).
 */
import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';
import type { PinoLoggerOptions } from 'fastify/types/logger';
import type { Config } from '../config/env';

const SECRET_QUERY_KEYS = new Set(['token', 'email', 'password']);

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
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
