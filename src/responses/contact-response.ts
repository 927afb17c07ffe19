/** docs/product/messages.md "Contact and reset", the contact half: what the contact forms show for each answer of contactus. */
import type { ContactResponse } from '../api/api-types';
import { isRecord, isSuccessFlag, messageOf } from './answer-fields';
import { TRY_AGAIN } from './fallback-messages';
import { mapErrorsAnswer } from './lead-form-response';
import type { Outcome } from './outcome';
import { errorToast, successToast, type Toast } from './toast-list';

export function isContactSent(outcome: Outcome<ContactResponse>): boolean {
  return outcome.ok && isRecord(outcome.data) && isSuccessFlag(outcome.data.success);
}

export function mapContactResponse(outcome: Outcome<ContactResponse>): Toast[] {
  if (!outcome.ok) return [errorToast(messageOf(outcome.failure.response?.data) ?? TRY_AGAIN)];
  if (isContactSent(outcome)) {
    const message = messageOf(outcome.data);
    return message ? [successToast(message)] : [];
  }
  return mapErrorsAnswer(outcome.data);
}
