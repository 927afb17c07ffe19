/**
 * docs/product/messages.md "Forgot password": success 1 shows the message (and the screen clears the e-mail);
 * success 0 shows each message of a `data` map, or the answer's message when `data` is a sentence
 * or missing; a failed call shows the server's message or the generic sentence.
 */
import type { ForgotPasswordResponse } from '../api/api-types';
import { allMessages, isRecord, isSuccessFlag, messageOf } from './answer-fields';
import { englishCoreCopy, type FallbackMessages } from '../i18n/core-copy';
import type { Outcome } from './outcome';
import { errorToast, successToast, type Toast } from './toast-list';

export function isResetLinkSent(outcome: Outcome<ForgotPasswordResponse>): boolean {
  return outcome.ok && isRecord(outcome.data) && isSuccessFlag(outcome.data.success);
}

export function mapForgotResponse(outcome: Outcome<ForgotPasswordResponse>, fallback: FallbackMessages = englishCoreCopy.fallback): Toast[] {
  if (!outcome.ok) return [errorToast(messageOf(outcome.failure.response?.data) ?? fallback.TRY_AGAIN)];
  const body: unknown = outcome.data;
  if (isResetLinkSent(outcome)) {
    const message = messageOf(body);
    return message ? [successToast(message)] : [];
  }
  const data = isRecord(body) ? body.data : undefined;
  if (isRecord(data)) {
    const messages = allMessages(data);
    if (messages.length > 0) return messages.map(errorToast);
  }
  if (typeof data === 'string' && data.trim() !== '') return [errorToast(messageOf(body) ?? data)];
  return [errorToast(messageOf(body) ?? fallback.SOMETHING_WENT_WRONG)];
}
