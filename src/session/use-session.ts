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

// valtio caches a snapshot until the proxy changes, so this returns a stable object between changes.
const getSnapshot = (): Readonly<SessionState> => snapshot(session) as Readonly<SessionState>;
const getServerSnapshot = (): Readonly<SessionState> => signedOut;
const subscribeToSession = (onChange: () => void): (() => void) => subscribe(session, onChange, true);

/** Set once any component has mounted: later mounts (client navigations) read the store at once. */
let hydrated = false;

export function useSession(): Readonly<SessionState> {
  const state = useSyncExternalStore(subscribeToSession, getSnapshot, getServerSnapshot);
  const [mounted, setMounted] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setMounted(true);
  }, []);
  return mounted ? state : signedOut;
}
