/** The self-service calls' inputs: a token (from the link) and, to move, a new start. */
export const TOKEN_MAX = 200;

/** The header the self-service read carries its link's token in (lower case, as Node names headers). */
export const MANAGE_TOKEN_HEADER = 'x-appointment-token';

export function tokenOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= TOKEN_MAX ? value : null;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant as epoch ms, or null. */
export function instantOf(value: unknown): number | null {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

export function bodyField(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
}
