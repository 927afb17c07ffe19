/**
 * What an account call came back with, as the response mappers read it: the body of a 2xx answer,
 * or the failure (with the server's answer when there was one) from toCallFailure.
 */
import type { ToastKind } from '../../../src/toast/toast-service';
import type { CallFailure } from '../../../src/api/http-client';

export type CallOutcome<T> = { data: T } | { failure: CallFailure };

export interface ToastMessage {
  kind: ToastKind;
  message: string;
}

export interface MappedResponse {
  /** the call did what the visitor asked */
  ok: boolean;
  toasts: ToastMessage[];
}

export const error = (message: string): ToastMessage => ({ kind: 'error', message });
export const success = (message: string): ToastMessage => ({ kind: 'success', message });

export function isFailure<T>(outcome: CallOutcome<T>): outcome is { failure: CallFailure } {
  return 'failure' in outcome;
}
