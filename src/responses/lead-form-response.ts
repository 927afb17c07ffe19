/**
 * The failure answer shared by the lead forms and the password reset (docs/product/messages.md "Consultation",
 * "Contact and reset"): errors as a map give one toast per message, errors as a sentence give
 * one toast, otherwise the server's message or 'Something went wrong'. The fields the map names
 * also show their first message at the field (`refusedFields`).
 */
import { allMessages, firstMessagePerField, isRecord, messageOf, messagesOfField } from './answer-fields';
import type { Outcome } from './outcome';
import { englishCoreCopy, type FallbackMessages } from '../i18n/core-copy';
import { errorToast, type Toast } from './toast-list';

export function mapErrorsAnswer(body: unknown, fallback: FallbackMessages = englishCoreCopy.fallback): Toast[] {
  const errors = isRecord(body) ? body.errors : undefined;
  if (isRecord(errors)) {
    const messages = allMessages(errors);
    if (messages.length > 0) return messages.map(errorToast);
  } else if (typeof errors === 'string' || Array.isArray(errors)) {
    const messages = messagesOfField(errors);
    if (messages.length > 0) return messages.map(errorToast);
  }
  return [errorToast(messageOf(body) ?? fallback.SOMETHING_WENT_WRONG)];
}

/** The fields a lead form's refusal names (`errors` as a map), each with its first message: {} for any other answer. */
export const refusedFields = <K extends string>(outcome: Outcome<unknown>): Partial<Record<K, string>> =>
  firstMessagePerField(outcome.ok && isRecord(outcome.data) ? outcome.data.errors : undefined) as Partial<Record<K, string>>;
