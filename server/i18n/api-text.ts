/**
 * The API's sentences in each language: what a route answers with is chosen by the request's
 * language (`apiText(request)`), so English and Spanish can never drift apart in shape. Each feature
 * builds its request schemas per language from these messages (accounts/, leads/).
 */
import type { FastifyRequest } from 'fastify';
import * as en from './api-messages';
import * as es from './api-messages.es';
import { localeOf } from './locale-plugin';
import type { Locale } from './request-locale';

export interface ApiText {
  locale: Locale;
  field: typeof en.fieldMessages;
  reply: typeof en.replyMessages;
}

const texts: Record<Locale, ApiText> = {
  en: { locale: 'en', field: en.fieldMessages, reply: en.replyMessages },
  es: { locale: 'es', field: es.fieldMessages, reply: es.replyMessages },
};

export function textFor(locale: Locale): ApiText {
  return texts[locale];
}

/** The request's language's sentences; the reply then carries Vary: Accept-Language. */
export function apiText(request: FastifyRequest): ApiText {
  return texts[localeOf(request)];
}
