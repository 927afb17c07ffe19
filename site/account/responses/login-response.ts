/** SPEC.md §8 Sign in: the answer to 'Sign In' as toasts, and the user to store on success. */
import type { LoginResponse } from '../../../src/api/api-types';
import type { SessionUser } from '../../../src/session/session-store';
import { accountMessages } from '../account-copy';
import { error, isFailure, success, type CallOutcome, type MappedResponse } from './call-outcome';
import { failureMessage, isFieldMap, messageOf, messagesOf } from './response-fields';

export interface MappedLogin extends MappedResponse {
  user?: SessionUser;
}

function signedInUser(body: LoginResponse): SessionUser | undefined {
  const user = body.user;
  if (!isFieldMap(user)) return undefined;
  return user.id !== undefined && user.id !== null && String(user.id) !== '' ? user : undefined;
}

export function mapLoginResponse(outcome: CallOutcome<LoginResponse>): MappedLogin {
  if (isFailure(outcome)) {
    // No answer at all (offline): the spec shows nothing for this case.
    if (!outcome.failure.response) return { ok: false, toasts: [] };
    return { ok: false, toasts: [error(failureMessage(outcome.failure) ?? accountMessages.loginFailed)] };
  }
  const body = outcome.data;
  const user = signedInUser(body);
  if (Number(body.success) === 1 && user) {
    return { ok: true, user, toasts: [success(accountMessages.loginSuccess)] };
  }
  const data: unknown = body.data;
  if (data === undefined || data === null) {
    return { ok: false, toasts: [error(messageOf(body) ?? accountMessages.somethingWentWrong)] };
  }
  if (typeof data === 'string') return { ok: false, toasts: [error(data)] };
  if (isFieldMap(data)) {
    const toasts = Object.values(data).flatMap((v) => messagesOf(v).map(error));
    if (toasts.length > 0) return { ok: false, toasts };
  }
  return { ok: false, toasts: [error(accountMessages.somethingWentWrong)] };
}
