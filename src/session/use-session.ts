/**
 * React binding for the session store. The first render (on the server, and the hydrating render
 * in the browser) reports the signed-out state the server rendered; the real state follows right
 * after mount. React would do this through getServerSnapshot alone, but preact/compat ignores it,
 * so the hook also waits for its own mount before reading the store.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { snapshot, subscribe } from 'valtio/vanilla';
import { session, type SessionState } from './session-store';

const signedOut: Readonly<SessionState> = Object.freeze({ isLogin: false, user: null, userId: '' });

/**
 * valtio caches a snapshot until the proxy changes, so this returns a stable object between changes.
 * A signed-out store reads as the very object the server rendered with: React compares the two
 * right after hydrating, and a different object (even an equal one) made it render the header again
 * at once, as one task it cannot split (docs/decisions/0020-first-paint.md).
 */
const getSnapshot = (): Readonly<SessionState> => {
  const state = snapshot(session) as Readonly<SessionState>;
  return !state.isLogin && !state.user && !state.userId ? signedOut : state;
};
const getServerSnapshot = (): Readonly<SessionState> => signedOut;
const subscribeToSession = (onChange: () => void): (() => void) => subscribe(session, onChange, true);

/** Set once any component has mounted: later mounts (client navigations) read the store at once. */
let hydrated = false;

export function useSession(): Readonly<SessionState> {
  const state = useSyncExternalStore(subscribeToSession, getSnapshot, getServerSnapshot);
  const [mounted, setMounted] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    // renders again only when the store differs from the signed-out page the server rendered;
    // a later change re-renders through the subscription, and by then `hydrated` is set
    if (getSnapshot() !== signedOut) setMounted(true);
  }, []);
  return mounted || hydrated ? state : signedOut;
}
