/** docs/product/messages.md "Contact and reset", the contact half: what the contact forms show for each answer of contactus. */
import type { ContactResponse } from '../api/api-types';
import { isRecord, isSuccessFlag, messageOf } from './answer-fields';
import { englishCoreCopy, type FallbackMessages } from '../i18n/core-copy';
import { mapErrorsAnswer } from './lead-form-response';
import type { Outcome } from './outcome';
import { errorToast, successToast, type Toast } from './toast-list';

export function isContactSent(outcome: Outcome<ContactResponse>): boolean {
  return outcome.ok && isRecord(outcome.data) && isSuccessFlag(outcome.data.success);
}

export function mapContactResponse(outcome: Outcome<ContactResponse>, fallback: FallbackMessages = englishCoreCopy.fallback): Toast[] {
  if (!outcome.ok) return [errorToast(messageOf(outcome.failure.response?.data) ?? fallback.TRY_AGAIN)];
  if (isContactSent(outcome)) {
    const message = messageOf(outcome.data);
    return message ? [successToast(message)] : [];
  }
  return mapErrorsAnswer(outcome.data, fallback);
}
