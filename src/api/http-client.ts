/**
 * The one HTTP client: cookies included, the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN, no
 * timeout, any 2xx is success (docs/product/api.md). The base URL is the page's own origin on the site and
 * the script's origin (or an attribute) in the widgets.
 */
import redaxios from 'redaxios';
import type { Locale } from '../i18n/locale';

export type HttpResponse<T> = { status: number; data: T; headers: Headers };

let baseURL = '';

export function setApiBase(url: string): void {
  baseURL = url.replace(/\/+$/, '');
}

export function getApiBase(): string {
  return baseURL;
}

const http = redaxios.create({
  withCredentials: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  validateStatus: (status: number) => status >= 200 && status < 300,
});

/**
 * The page's language as Accept-Language, so the server answers in it; without a locale the
 * browser's own header goes. A CORS-safelisted header: a partner page's call needs no preflight for it.
 */
const language = (locale?: Locale, headers?: Record<string, string>) => (locale || headers ? { headers: { ...(locale && { 'Accept-Language': locale }), ...headers } } : undefined);

/** `headers`: a call's own, such as the booking's Idempotency-Key (docs/product/api.md). */
export async function post<T>(path: string, body: unknown, locale?: Locale, headers?: Record<string, string>): Promise<HttpResponse<T>> {
  const res = await http.post<T>(baseURL + path, body as never, language(locale, headers));
  return { status: res.status, data: res.data, headers: res.headers };
}

export async function put<T>(path: string, body: unknown, locale?: Locale): Promise<HttpResponse<T>> {
  const res = await http.put<T>(baseURL + path, body as never, language(locale));
  return { status: res.status, data: res.data, headers: res.headers };
}

export async function get<T>(path: string, locale?: Locale, headers?: Record<string, string>): Promise<HttpResponse<T>> {
  const res = await http.get<T>(baseURL + path, language(locale, headers));
  return { status: res.status, data: res.data, headers: res.headers };
}

/**
 * A failed call: `response` is set when the server answered outside 2xx, and missing when no answer
 * came back at all (network down, CORS refused). docs/product/messages.md words the two cases differently.
 */
export interface CallFailure<T = unknown> {
  response?: { status: number; data: T };
}

export function toCallFailure<T = unknown>(err: unknown): CallFailure<T> {
  // redaxios rejects with the response itself for a non-2xx status, and with a TypeError otherwise.
  if (err && typeof err === 'object' && 'status' in err && typeof (err as { status: unknown }).status === 'number') {
    const r = err as { status: number; data: T };
    return { response: { status: r.status, data: r.data } };
  }
  return {};
}
