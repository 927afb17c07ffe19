/** `redirect-on-success` accepts http(s) addresses only, resolved against the page: never a javascript: URL. */
export function safeRedirectUrl(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
