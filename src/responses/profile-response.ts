/**
 * docs/product/messages.md "Profile" and docs/product/api.md: success equal to 1 is ok (the screen stores the returned user and
 * goes to / after 500 ms); a failure shows one toast per error as 'field: message'; a failed call
 * shows the server's message or the generic sentence.
 */
import type { UpdateProfileResponse } from '../api/api-types';
import { isRecord, isSuccessFlag, messageOf, messagesOfField } from './answer-fields';
import { englishCoreCopy, type FallbackMessages } from '../i18n/core-copy';
import type { Outcome } from './outcome';
import { errorToast, successToast, type Toast } from './toast-list';

export function isProfileSaved(outcome: Outcome<UpdateProfileResponse>): boolean {
  return outcome.ok && isRecord(outcome.data) && isSuccessFlag(outcome.data.success);
}

export function mapProfileResponse(outcome: Outcome<UpdateProfileResponse>, fallback: FallbackMessages = englishCoreCopy.fallback): Toast[] {
  if (!outcome.ok) return [errorToast(messageOf(outcome.failure.response?.data) ?? fallback.TRY_AGAIN)];
  const body: unknown = outcome.data;
  if (isProfileSaved(outcome)) {
    const message = messageOf(body);
    return message ? [successToast(message)] : [];
  }
  const errors = isRecord(body) ? body.errors : undefined;
  if (isRecord(errors)) {
    const perMessage = Object.entries(errors).flatMap(([field, value]) =>
      messagesOfField(value).map((message) => errorToast(`${field}: ${message}`)),
    );
    if (perMessage.length > 0) return perMessage;
  }
  if (typeof errors === 'string' && errors.trim() !== '') return [errorToast(errors)];
  return [errorToast(messageOf(body) ?? fallback.SOMETHING_WENT_WRONG)];
}
