/**
 * docs/product/messages.md "Register": success '0' gives one toast per field as 'field: first message'; a failed
 * call gives the server's message or the generic sentence; success gives the server's message
 * (the screen then goes to /signin after 500 ms, docs/product/behaviour.md).
 */
import type { RegisterResponse } from '../api/api-types';
import { isRecord, isSuccessFlag, messageOf, messagesOfField } from './answer-fields';
import { englishCoreCopy, type FallbackMessages } from '../i18n/core-copy';
import type { Outcome } from './outcome';
import { errorToast, successToast, type Toast } from './toast-list';

export function isRegistered(outcome: Outcome<RegisterResponse>): boolean {
  return outcome.ok && isRecord(outcome.data) && isSuccessFlag(outcome.data.success);
}

export function mapRegisterResponse(outcome: Outcome<RegisterResponse>, fallback: FallbackMessages = englishCoreCopy.fallback): Toast[] {
  if (!outcome.ok) return [errorToast(messageOf(outcome.failure.response?.data) ?? fallback.TRY_AGAIN)];
  if (isRegistered(outcome)) {
    const message = messageOf(outcome.data);
    return message ? [successToast(message)] : [];
  }
  const data = isRecord(outcome.data) ? outcome.data.data : undefined;
  if (isRecord(data)) {
    const perField = Object.entries(data).flatMap(([field, value]) => {
      const first = messagesOfField(value)[0];
      return first ? [errorToast(`${field}: ${first}`)] : [];
    });
    if (perField.length > 0) return perField;
  }
  return [errorToast(messageOf(outcome.data) ?? fallback.TRY_AGAIN)];
}
