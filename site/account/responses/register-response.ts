/** SPEC.md §8 Register: the answer to 'Submit' as toasts. */
import type { RegisterResponse } from '../../../src/api/api-types';
import { accountMessages } from '../account-copy';
import { error, isFailure, success, type CallOutcome, type MappedResponse } from './call-outcome';
import { failureMessage, isFieldMap, messageOf, messagesOf } from './response-fields';

export function mapRegisterResponse(outcome: CallOutcome<RegisterResponse>): MappedResponse {
  if (isFailure(outcome)) {
    return { ok: false, toasts: [error(failureMessage(outcome.failure) ?? accountMessages.tryAgain)] };
  }
  const body = outcome.data;
  if (String(body.success) === '1') {
    const message = messageOf(body);
    return { ok: true, toasts: message ? [success(message)] : [] };
  }
  // one toast per refused field, naming the field and its first message
  const fieldToasts = isFieldMap(body.data)
    ? Object.entries(body.data).flatMap(([field, value]) => {
        const first = messagesOf(value)[0];
        return first ? [error(`${field}: ${first}`)] : [];
      })
    : [];
  if (fieldToasts.length > 0) return { ok: false, toasts: fieldToasts };
  return { ok: false, toasts: [error(messageOf(body) ?? accountMessages.somethingWentWrong)] };
}
