/** SPEC.md §8 Contact and reset, for the reset screen: the answer to 'Submit' as toasts. */
import type { ResetResponse } from '../../../src/api/api-types';
import { accountMessages } from '../account-copy';
import { error, isFailure, success, type CallOutcome, type MappedResponse } from './call-outcome';
import { failureMessage, isFieldMap, messageOf, messagesOf } from './response-fields';

export function mapResetResponse(outcome: CallOutcome<ResetResponse>): MappedResponse {
  if (isFailure(outcome)) {
    return { ok: false, toasts: [error(failureMessage(outcome.failure) ?? accountMessages.tryAgain)] };
  }
  const body = outcome.data;
  if (body.success === true || Number(body.success) === 1) {
    const message = messageOf(body);
    return { ok: true, toasts: message ? [success(message)] : [] };
  }
  const errors: unknown = body.errors;
  if (typeof errors === 'string' && errors.trim() !== '') return { ok: false, toasts: [error(errors)] };
  if (isFieldMap(errors)) {
    const toasts = Object.values(errors).flatMap((v) => messagesOf(v).map(error));
    if (toasts.length > 0) return { ok: false, toasts };
  }
  return { ok: false, toasts: [error(messageOf(body) ?? accountMessages.somethingWentWrong)] };
}
