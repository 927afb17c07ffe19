/**
 * docs/product/messages.md "Sign in" and docs/product/behaviour.md: success shows 'Login Success' (the screen stores the user and goes
 * to / after 500 ms); success 0 shows the messages of `data` (a map, each value wrapped into a
 * list, or a sentence); a failed call with an answer shows its message or 'Login failed'; a call
 * that got no answer at all shows nothing.
 */
import type { LoginResponse } from '../api/api-types';
import { allMessages, isRecord, isSuccessFlag, messageOf } from './answer-fields';
import { englishCoreCopy, type FallbackMessages } from '../i18n/core-copy';
import type { Outcome } from './outcome';
import { errorToast, successToast, type Toast } from './toast-list';

export function isLoggedIn(outcome: Outcome<LoginResponse>): boolean {
  return outcome.ok && isRecord(outcome.data) && isSuccessFlag(outcome.data.success) && isRecord(outcome.data.user);
}

export function mapLoginResponse(outcome: Outcome<LoginResponse>, fallback: FallbackMessages = englishCoreCopy.fallback): Toast[] {
  if (!outcome.ok) {
    const { response } = outcome.failure;
    return response ? [errorToast(messageOf(response.data) ?? fallback.LOGIN_FAILED)] : [];
  }
  if (isLoggedIn(outcome)) return [successToast(fallback.LOGIN_SUCCESS)];
  const body: unknown = outcome.data;
  const data = isRecord(body) ? body.data : undefined;
  if (data === undefined || data === null) return [errorToast(messageOf(body) ?? fallback.SOMETHING_WENT_WRONG)];
  if (isRecord(data)) {
    const messages = allMessages(data);
    return messages.length > 0 ? messages.map(errorToast) : [errorToast(fallback.SOMETHING_WENT_WRONG)];
  }
  if (typeof data === 'string' && data.trim() !== '') return [errorToast(data)];
  return [errorToast(fallback.SOMETHING_WENT_WRONG)];
}
