/**
 * The API's sentences and request schemas in each language: what a route answers with is chosen by
 * the request's language (`apiText(request)`), so English and Spanish can never drift apart in shape.
 */
import type { FastifyRequest } from 'fastify';
import * as en from './api-messages';
import * as es from './api-messages.es';
import { requestSchemas, type RequestSchemas } from '../accounts/account-request-schemas';
import { localeOf } from './locale-plugin';
import type { Locale } from './request-locale';

export interface ApiText {
  locale: Locale;
  field: typeof en.fieldMessages;
  reply: typeof en.replyMessages;
  schemas: RequestSchemas;
}

// Built once each: a valibot schema is a tree of plain objects, cheap to keep.
const texts: Record<Locale, ApiText> = {
  en: { locale: 'en', field: en.fieldMessages, reply: en.replyMessages, schemas: requestSchemas(en.fieldMessages) },
  es: { locale: 'es', field: es.fieldMessages, reply: es.replyMessages, schemas: requestSchemas(es.fieldMessages) },
};

export function textFor(locale: Locale): ApiText {
  return texts[locale];
}

/** The request's language's sentences; the reply then carries Vary: Accept-Language. */
export function apiText(request: FastifyRequest): ApiText {
  return texts[localeOf(request)];
}
