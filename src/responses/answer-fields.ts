/**
 * Careful readers of answer bodies: a body may be missing, a string (a proxy's HTML page), or hold
 * fields of the wrong type, and none of that may throw while we decide which toast to show.
 */

/** The `message` of a body when it is a non-empty string. */
export function messageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field's messages as a list: single values are wrapped, lists keep their string entries. */
export function messagesOfField(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
  return [];
}

/**
 * The first message of each field a refusal names (a lead form's or profile's `errors`, register's
 * `data`), to show at that field while the toasts announce them all.
 */
export function firstMessagePerField(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isRecord(value)) {
    for (const field in value) {
      const first = messagesOfField(value[field])[0];
      if (first) out[field] = first;
    }
  }
  return out;
}

/** Every message of a field → message(s) map, in field order. */
export function allMessages(map: Record<string, unknown>): string[] {
  return Object.values(map).flatMap(messagesOfField);
}

/** 1, true and '1' all mean success in the answers of docs/product/api.md. */
export function isSuccessFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}
