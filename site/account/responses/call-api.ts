/** Runs an API call and turns whatever happens into a CallOutcome, so mapping stays a pure step. */
import { toCallFailure, type HttpResponse } from '../../../src/api/http-client';
import type { CallOutcome } from './call-outcome';

export async function callApi<T>(call: () => Promise<HttpResponse<T>>): Promise<CallOutcome<T>> {
  try {
    const res = await call();
    // an empty body reads as an empty answer rather than breaking the mapper
    return { data: (res.data ?? {}) as T };
  } catch (err) {
    return { failure: toCallFailure(err) };
  }
}
