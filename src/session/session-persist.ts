/**
 * Keeps the session in localStorage under `root` (with the id under `userid`), restores it before
 * the first render, and keeps every copy of the store in step: other tabs through the `storage`
 * event, and other bundles on the same page (the site and the widgets each carry their own store)
 * through a window event.
 */
import { subscribe } from 'valtio/vanilla';
import { session, USER_ID_KEY, type SessionState, type SessionUser } from './session-store';

export const PERSIST_KEY = 'root';
export const SAME_PAGE_EVENT = 'clinic:session-changed';
/** docs/product/behaviour.md: the restore time-out. localStorage is synchronous, so a restore never waits on it. */
export const PERSIST_TIMEOUT_MS = 5000;

interface Persisted {
  isLogin: boolean;
  user: SessionUser | null;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function readPersisted(): Persisted {
  const raw = storage()?.getItem(PERSIST_KEY);
  if (!raw) return { isLogin: false, user: null };
  try {
    const parsed = JSON.parse(raw) as Partial<Persisted> | null;
    const user = parsed && typeof parsed.user === 'object' && parsed.user !== null ? (parsed.user as SessionUser) : null;
    return { isLogin: parsed?.isLogin === true, user };
  } catch {
    return { isLogin: false, user: null };
  }
}

function apply(next: Persisted & { userId: string }): void {
  const same =
    session.isLogin === next.isLogin &&
    session.userId === next.userId &&
    JSON.stringify(session.user) === JSON.stringify(next.user);
  if (same) return;
  session.isLogin = next.isLogin;
  session.user = next.user;
  session.userId = next.userId;
}

/** Reads what was stored into the store. Safe to call on the server (it does nothing there). */
export function restoreSession(): void {
  const s = storage();
  if (!s) return;
  apply({ ...readPersisted(), userId: s.getItem(USER_ID_KEY) ?? '' });
}

let started = false;
let stop: (() => void) | undefined;

/** Restores the session, then saves every change and follows changes made elsewhere. Idempotent. */
export function startSessionPersistence(): () => void {
  if (started && stop) return stop;
  restoreSession();
  if (typeof window === 'undefined') return () => undefined;
  started = true;

  const unsubscribe = subscribe(session, () => {
    const s = storage();
    if (!s) return;
    const snapshot: SessionState = { isLogin: session.isLogin, user: session.user, userId: session.userId };
    const serialised = JSON.stringify({ isLogin: snapshot.isLogin, user: snapshot.user });
    if (s.getItem(PERSIST_KEY) !== serialised) s.setItem(PERSIST_KEY, serialised);
    if ((s.getItem(USER_ID_KEY) ?? '') !== snapshot.userId) s.setItem(USER_ID_KEY, snapshot.userId);
    window.dispatchEvent(new CustomEvent(SAME_PAGE_EVENT));
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PERSIST_KEY || event.key === USER_ID_KEY) restoreSession();
  };
  const onSamePage = () => restoreSession();
  window.addEventListener('storage', onStorage);
  window.addEventListener(SAME_PAGE_EVENT, onSamePage);
  stop = () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SAME_PAGE_EVENT, onSamePage);
    started = false;
    stop = undefined;
  };
  return stop;
}
