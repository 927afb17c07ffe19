/**
 * The headers that make a marketing mail one-click unsubscribable (RFC 2369 and RFC 8058): the
 * https link a mail program POSTs `List-Unsubscribe=One-Click` to, and the header that says it may.
 * The mail's visible line links to the site's page instead (`unsubscribePageUrl`): a person who
 * opens a link in a browser sends a GET, and a GET never unsubscribes (link scanners open links too).
 */
import type { Locale } from '../i18n/request-locale';

export const unsubscribePath = '/api/unsubscribe';

/** The site's page with the 'Unsubscribe' button, in the mail's language (`/es` for Spanish). */
export function unsubscribePagePath(locale: Locale, token: string): string {
  return `${locale === 'es' ? '/es' : ''}/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function unsubscribePageUrl(siteUrl: string, token: string, locale: Locale): string {
  return `${siteUrl}${unsubscribePagePath(locale, token)}`;
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${unsubscribePath}?token=${encodeURIComponent(token)}`;
}

export function unsubscribeHeaders(siteUrl: string, token: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl(siteUrl, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
