/** The on-submit check of docs/product/validation.md: a field that is empty or only whitespace gets its message. */
import { phoneToSend } from './phone';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function requiredErrors<K extends string>(
  values: Readonly<Record<K, string>>,
  messages: Readonly<Record<K, string>>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(messages) as K[]) {
    if ((values[key] ?? '').trim() === '') errors[key] = messages[key];
  }
  return errors;
}

export const hasErrors = (errors: Readonly<Record<string, string | undefined>>): boolean =>
  Object.values(errors).some((message) => message !== undefined && message !== '');

/** What the form sends once it passes the check: every value trimmed, and the phone as its ten digits (phone.ts). */
export function toSend<K extends string>(values: Readonly<Record<K, string>>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(values) as K[]) out[key] = key === 'phone' ? phoneToSend(values[key]) : values[key].trim();
  return out;
}

/**
 * The errors in the words of the form's language: the hooks keep a message's name
 * ('NAME_REQUIRED', a key of validation-messages.ts) rather than its text, so a widget whose
 * language changes while errors show rewords them in place; text that is not a name stays as is.
 */
export function inWords<K extends string>(errors: FieldErrors<K>, words: Readonly<Record<string, string>>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key in errors) {
    const error = errors[key];
    out[key] = error && (words[error] ?? error);
  }
  return out;
}
