/**
 * The browser's side of a passkey (server/staff/staff-passkeys.ts): the server's options, the
 * browser's prompt through @simplewebauthn/browser, the answer posted back. The library is loaded
 * only when she presses a passkey button, so no other page carries it.
 */
import { staffHttp } from './staff-api';
import type { StaffAnswer } from './staff-types';

/** The browser's prompt did not finish: cancelled, timed out, or no passkey for this site. */
export class PasskeyCancelled extends Error {}
/** The browser has no WebAuthn at all. */
export class PasskeyUnsupported extends Error {}

async function library() {
  const lib = await import('@simplewebauthn/browser');
  if (!lib.browserSupportsWebAuthn()) throw new PasskeyUnsupported();
  return lib;
}

/** the browser's own refusals (NotAllowedError and the like) are hers to retry, not the server's */
function prompted<T>(run: () => Promise<T>): Promise<T> {
  return run().catch((err: unknown) => {
    if (err instanceof Error && 'code' in err) throw new PasskeyCancelled(err.message);
    if (err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError')) throw new PasskeyCancelled(err.message);
    throw err;
  });
}

/** Makes a new passkey for her and registers it (during the set-up, or to add one). */
export async function createPasskey(): Promise<StaffAnswer> {
  const { startRegistration } = await library();
  const { options } = (await staffHttp.post<{ options: Parameters<typeof startRegistration>[0]['optionsJSON'] }>('/api/staff/second-factor/passkey/register-options', {})).data;
  const response = await prompted(() => startRegistration({ optionsJSON: options }));
  return (await staffHttp.post<StaffAnswer>('/api/staff/second-factor/passkey/register', { response })).data;
}

/** The second step of a sign-in with one of her passkeys. */
export async function signInWithPasskey(): Promise<StaffAnswer> {
  const { startAuthentication } = await library();
  const { options } = (await staffHttp.post<{ options: Parameters<typeof startAuthentication>[0]['optionsJSON'] }>('/api/staff/second-factor/passkey/sign-in-options', {})).data;
  const response = await prompted(() => startAuthentication({ optionsJSON: options }));
  return (await staffHttp.post<StaffAnswer>('/api/staff/second-factor/passkey/sign-in', { response })).data;
}
