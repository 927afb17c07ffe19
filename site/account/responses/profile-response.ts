/**
 * SPEC.md §7 and §8 Profile: success equal to 1 is a saved profile (with the stored user), and a
 * refusal names each field it concerns. A 401 means the server's session is gone.
 */
import type { UpdateProfileResponse } from '../../../src/api/api-types';
import type { SessionUser } from '../../../src/session/session-store';
import { accountMessages } from '../account-copy';
import { error, isFailure, success, type CallOutcome, type MappedResponse } from './call-outcome';
import { failureMessage, isFieldMap, messageOf, messagesOf } from './response-fields';

export interface MappedProfile extends MappedResponse {
  user?: SessionUser;
  /** the server no longer knows this visitor: sign them out and ask them to sign in */
  sessionGone: boolean;
}

export function mapProfileResponse(outcome: CallOutcome<UpdateProfileResponse>): MappedProfile {
  if (isFailure(outcome)) {
    return {
      ok: false,
      sessionGone: outcome.failure.response?.status === 401,
      toasts: [error(failureMessage(outcome.failure) ?? accountMessages.tryAgain)],
    };
  }
  const body = outcome.data;
  // `== 1` as the spec's client reads it: 1, '1' and true all mean saved
  if ((body.success === true || Number(body.success) === 1) && isFieldMap(body.user)) {
    const message = messageOf(body);
    return { ok: true, sessionGone: false, user: body.user as unknown as SessionUser, toasts: message ? [success(message)] : [] };
  }
  const errors: unknown = body.errors;
  if (typeof errors === 'string' && errors.trim() !== '') return { ok: false, sessionGone: false, toasts: [error(errors)] };
  if (isFieldMap(errors)) {
    const toasts = Object.entries(errors).flatMap(([field, v]) => messagesOf(v).map((m) => error(`${field}: ${m}`)));
    if (toasts.length > 0) return { ok: false, sessionGone: false, toasts };
  }
  return { ok: false, sessionGone: false, toasts: [error(messageOf(body) ?? accountMessages.somethingWentWrong)] };
}
