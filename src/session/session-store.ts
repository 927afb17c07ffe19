/**
 * The visitor's session as the page sees it (docs/product/behaviour.md). It only drives what the page shows:
 * the server decides who may do what, from its own session cookie.
 */
import { proxy } from 'valtio/vanilla';

export type Gender = 'Male' | 'Female' | 'Other';

export interface SessionUser {
  id: number | string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  dob: string;
  gender: Gender | string;
  ref_type: string;
}

export interface SessionState {
  isLogin: boolean;
  user: SessionUser | null;
  /** Mirror of localStorage `userid`; signed-in status is decided by it alone (docs/product/behaviour.md). */
  userId: string;
}

export const USER_ID_KEY = 'userid';

export const session = proxy<SessionState>({ isLogin: false, user: null, userId: '' });

function storeUserId(id: string): void {
  session.userId = id;
  try {
    globalThis.localStorage?.setItem(USER_ID_KEY, id);
  } catch {
    // storage can be full or blocked (private mode); the in-memory session still works
  }
}

export function loginUser(user: SessionUser): void {
  session.isLogin = true;
  session.user = { ...user };
  storeUserId(String(user.id));
}

export function logoutUser(): void {
  session.isLogin = false;
  session.user = null;
  storeUserId('');
}

export function updateUser(user: SessionUser): void {
  session.user = { ...user };
}

export function isSignedIn(state: Pick<SessionState, 'userId'> = session): boolean {
  return state.userId.trim() !== '';
}
