/** docs/product/messages.md "Consultation": what the booking form shows for each answer of scheduleconversation. */
import type { ConsultationResponse } from '../api/api-types';
import { isRecord, isSuccessFlag, messageOf } from './answer-fields';
import { englishCoreCopy, type FallbackMessages } from '../i18n/core-copy';
import { mapErrorsAnswer } from './lead-form-response';
import type { Outcome } from './outcome';
import { errorToast, successToast, type Toast } from './toast-list';

export function isConsultationBooked(outcome: Outcome<ConsultationResponse>): boolean {
  return outcome.ok && isRecord(outcome.data) && isSuccessFlag(outcome.data.success);
}

export function mapConsultationResponse(outcome: Outcome<ConsultationResponse>, fallback: FallbackMessages = englishCoreCopy.fallback): Toast[] {
  if (!outcome.ok) {
    const { response } = outcome.failure;
    // The spec's client words an HTTP error on this form as 'Login failed'; we keep its wording.
    if (response) return [errorToast(messageOf(response.data) ?? fallback.LOGIN_FAILED)];
    return [errorToast(fallback.NETWORK_ERROR)];
  }
  if (isConsultationBooked(outcome)) {
    const message = messageOf(outcome.data);
    return message ? [successToast(message)] : [];
  }
  return mapErrorsAnswer(outcome.data, fallback);
}
