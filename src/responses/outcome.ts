/**
 * A finished call as the mappers see it: the server answered with a 2xx (`ok`), or the call failed
 * with a response outside 2xx or with none at all (docs/product/messages.md words those cases differently).
 */
import { toCallFailure, type CallFailure, type HttpResponse } from '../api/http-client';

export type Outcome<T> = { ok: true; status: number; data: T } | { ok: false; failure: CallFailure };

export async function settle<T>(call: Promise<HttpResponse<T>>): Promise<Outcome<T>> {
  try {
    const response = await call;
    return { ok: true, status: response.status, data: response.data };
  } catch (err) {
    return { ok: false, failure: toCallFailure(err) };
  }
}
