/**
 * The first message per field of a refusal (register's `data`, profile's `errors`), to show beside
 * each field it names while the toasts of src/responses announce them.
 */
import { isRecord, messagesOfField } from '../../src/responses/answer-fields';

export function firstMessagePerField(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(value)) {
    const first = messagesOfField(messages)[0];
    if (first) out[field] = first;
  }
  return out;
}

/** The body field holding a refusal's per-field messages, whatever the answer looked like. */
export function fieldOf(body: unknown, key: string): unknown {
  return isRecord(body) ? body[key] : undefined;
}
