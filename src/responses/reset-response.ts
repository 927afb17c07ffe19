/**
 * docs/product/messages.md "Contact and reset", the reset half: what the reset-password screen shows for each
 * answer of the reset call. On success the screen goes to /signin after 500 ms (docs/product/behaviour.md).
 */
import type { ResetResponse } from '../api/api-types';
import { isRecord, isSuccessFlag, messageOf } from './answer-fields';
import { TRY_AGAIN } from './fallback-messages';
import { mapErrorsAnswer } from './lead-form-response';
import type { Outcome } from './outcome';
import { errorToast, successToast, type Toast } from './toast-list';

export function isPasswordReset(outcome: Outcome<ResetResponse>): boolean {
  return outcome.ok && isRecord(outcome.data) && isSuccessFlag(outcome.data.success);
}

export function mapResetResponse(outcome: Outcome<ResetResponse>): Toast[] {
  if (!outcome.ok) return [errorToast(messageOf(outcome.failure.response?.data) ?? TRY_AGAIN)];
  if (isPasswordReset(outcome)) {
    const message = messageOf(outcome.data);
    return message ? [successToast(message)] : [];
  }
  return mapErrorsAnswer(outcome.data);
}
