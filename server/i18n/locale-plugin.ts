/**
 * `request.locale` for every request, from Accept-Language (./request-locale.ts). A reply whose
 * body was worded for that language (`request.wordedFor()` was read) says so with
 * `Vary: Accept-Language`, so no cache hands a Spanish answer to an English page.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from './request-locale';
import { isStaffRequest } from '../http/staff-paths';

declare module 'fastify' {
  interface FastifyRequest {
    /** the visitor's language, from Accept-Language */
    locale: Locale;
    /** set once something in the reply was worded in `locale` */
    localeUsed: boolean;
  }
}

/** Adds a token to the Vary header the reply already has (CORS may have set Origin). */
export function addVary(reply: FastifyReply, token: string): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((s) => s.toLowerCase() === token.toLowerCase())) return;
  reply.header('vary', [...list, token].join(', '));
}

/** The request's language, and a note that the reply depends on it. */
export function localeOf(request: FastifyRequest): Locale {
  request.localeUsed = true;
  return request.locale;
}

export default fp(
  async (app) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.decorateRequest('localeUsed', false);
    app.addHook('onRequest', async (request) => {
      // The staff inbox is English only, whatever the browser asks for (and however its address is spelled).
      if (isStaffRequest(request)) return;
      request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.localeUsed) addVary(reply, 'Accept-Language');
      return payload;
    });
  },
  { name: 'locale' },
);
