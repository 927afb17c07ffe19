/**
 * React binding for the session store. On the server and during hydration it reports the signed-out
 * state (what the server rendered), then the real state right after, so hydration never mismatches.
 */
import { useSyncExternalStore } from 'react';
import { snapshot, subscribe } from 'valtio/vanilla';
import { session, type SessionState } from './session-store';

const signedOut: Readonly<SessionState> = Object.freeze({ isLogin: false, user: null, userId: '' });

// valtio caches a snapshot until the proxy changes, so this returns a stable object between changes.
const getSnapshot = (): Readonly<SessionState> => snapshot(session) as Readonly<SessionState>;
const getServerSnapshot = (): Readonly<SessionState> => signedOut;
const subscribeToSession = (onChange: () => void): (() => void) => subscribe(session, onChange, true);

export function useSession(): Readonly<SessionState> {
  return useSyncExternalStore(subscribeToSession, getSnapshot, getServerSnapshot);
}
