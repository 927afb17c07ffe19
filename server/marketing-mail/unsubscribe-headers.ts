/**
 * The headers that make a marketing mail one-click unsubscribable (RFC 2369 and RFC 8058): the
 * https link a mail program POSTs `List-Unsubscribe=One-Click` to, and the header that says it may.
 */
export const unsubscribePath = '/api/unsubscribe';

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${unsubscribePath}?token=${encodeURIComponent(token)}`;
}

export function unsubscribeHeaders(siteUrl: string, token: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl(siteUrl, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
