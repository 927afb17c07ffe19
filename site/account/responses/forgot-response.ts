/** SPEC.md §8 Forgot password: the answer to 'Reset Password' as toasts. */
import type { ForgotPasswordResponse } from '../../../src/api/api-types';
import { accountMessages } from '../account-copy';
import { error, isFailure, success, type CallOutcome, type MappedResponse } from './call-outcome';
import { failureMessage, isFieldMap, messageOf, messagesOf } from './response-fields';

export function mapForgotResponse(outcome: CallOutcome<ForgotPasswordResponse>): MappedResponse {
  if (isFailure(outcome)) {
    return { ok: false, toasts: [error(failureMessage(outcome.failure) ?? accountMessages.tryAgain)] };
  }
  const body = outcome.data;
  if (Number(body.success) === 1) {
    const message = messageOf(body);
    return { ok: true, toasts: message ? [success(message)] : [] };
  }
  if (isFieldMap(body.data)) {
    const toasts = Object.values(body.data).flatMap((v) => messagesOf(v).map(error));
    if (toasts.length > 0) return { ok: false, toasts };
  }
  // string data, no data, or anything else: the answer's own message
  return { ok: false, toasts: [error(messageOf(body) ?? accountMessages.somethingWentWrong)] };
}
