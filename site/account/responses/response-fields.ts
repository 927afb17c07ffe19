/** Reading the loosely typed parts of an answer: messages, field maps and the failure's message. */
import type { CallFailure } from '../../../src/api/http-client';

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A field's messages: a list is kept, a single value is wrapped, anything else is dropped. */
export function messagesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter(nonEmpty);
}

export function isFieldMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `message` of a body, when it is a real sentence. */
export function messageOf(body: unknown): string | undefined {
  if (!isFieldMap(body)) return undefined;
  return nonEmpty(body.message) ? body.message : undefined;
}

/** The message of the server's answer to a failed call; undefined when none came back. */
export function failureMessage(failure: CallFailure): string | undefined {
  return failure.response ? messageOf(failure.response.data) : undefined;
}

/** The first message per field of a refusal, to show beside each field it names. */
export function firstMessagePerField(value: unknown): Record<string, string> {
  if (!isFieldMap(value)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(value)) {
    const first = messagesOf(messages)[0];
    if (first) out[field] = first;
  }
  return out;
}
