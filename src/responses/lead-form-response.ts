/**
 * The failure answer shared by the lead forms and the password reset (docs/product/messages.md "Consultation",
 * "Contact and reset"): errors as a map give one toast per message, errors as a sentence give
 * one toast, otherwise the server's message or 'Something went wrong'.
 */
import { allMessages, isRecord, messageOf, messagesOfField } from './answer-fields';
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
