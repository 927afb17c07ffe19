import * as v from 'valibot';
import { fieldMessages } from '../i18n/api-messages';

export type FieldErrorLists = Record<string, string[]>;

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrorLists };

/**
 * Runs a schema and returns the value, or every failing field with its first message. `formMissing`
 * is the sentence, in the request's language, for a body that is no object at all.
 */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown, formMissing: string = fieldMessages.formMissing): Validated<v.InferOutput<S>> {
  const result = v.safeParse(schema, input ?? {}, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const flat = v.flatten(result.issues);
  const nested = (flat.nested ?? {}) as Record<string, string[] | undefined>;
  const errors: FieldErrorLists = {};
  for (const [field, messages] of Object.entries(nested)) {
    if (messages && messages.length > 0) errors[field] = [...messages];
  }
  // A body that is not an object at all (a bare string, an array) has no field to blame.
  if (Object.keys(errors).length === 0) errors.form = [formMissing];
  return { ok: false, errors };
}

/** The same errors with one message per field, as the lead forms' client shows them. */
export function firstOfEach(errors: FieldErrorLists): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0]) out[field] = messages[0];
  return out;
}

export function addError(errors: FieldErrorLists, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/**
 * Whether a body's password and non-empty confirmation differ, read from the raw body so the
 * mismatch is reported together with every other field's error, not only once they are all fixed.
 */
export function confirmationMismatch(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { password, confirm_password: confirm } = body as Record<string, unknown>;
  const asText = (x: unknown) => (typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean' ? String(x) : undefined);
  const confirmText = asText(confirm);
  return confirmText !== undefined && confirmText !== '' && asText(password ?? '') !== confirmText;
}

/** Adds "Passwords do not match" to the confirmation when it differs and has no error of its own. */
export function addMismatchError(errors: FieldErrorLists, body: unknown, message: string): void {
  if (!errors.confirm_password && confirmationMismatch(body)) addError(errors, 'confirm_password', message);
}
