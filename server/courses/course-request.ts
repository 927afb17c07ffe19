/** Reading a link's token (a header or a body field) and a day id, whatever a client sends. */
export const TOKEN_MAX = 200;
export const ENROLLMENT_TOKEN_HEADER = 'x-enrollment-token';
export const OFFER_TOKEN_HEADER = 'x-offer-token';

/** A token as issued (base64url), or null for anything else: an array, an object, NUL, 100 KB. */
export function tokenOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= TOKEN_MAX && /^[A-Za-z0-9_-]+$/.test(value) ? value : null;
}

export function bodyField(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
}

export function dayIdOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
}
