/**
 * docs/product/messages.md "Contact and reset", the reset half: what the reset-password screen shows for each
 * answer of the reset call. On success the screen goes to /signin after 500 ms (docs/product/behaviour.md).
 */
import type { ResetResponse } from '../api/api-types';
import { isRecord, isSuccessFlag, messageOf } from './answer-fields';
import { englishCoreCopy, type FallbackMessages } from '../i18n/core-copy';
import { mapErrorsAnswer } from './lead-form-response';
import type { Outcome } from './outcome';
import { errorToast, successToast, type Toast } from './toast-list';

export function isPasswordReset(outcome: Outcome<ResetResponse>): boolean {
  return outcome.ok && isRecord(outcome.data) && isSuccessFlag(outcome.data.success);
}

export function mapResetResponse(outcome: Outcome<ResetResponse>, fallback: FallbackMessages = englishCoreCopy.fallback): Toast[] {
  if (!outcome.ok) return [errorToast(messageOf(outcome.failure.response?.data) ?? fallback.TRY_AGAIN)];
  if (isPasswordReset(outcome)) {
    const message = messageOf(outcome.data);
    return message ? [successToast(message)] : [];
  }
  return mapErrorsAnswer(outcome.data, fallback);
}
