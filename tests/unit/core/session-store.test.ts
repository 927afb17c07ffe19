import { afterEach, describe, expect, it } from 'vitest';
import { session, loginUser, logoutUser, updateUser, isSignedIn, type SessionUser } from '../../../src/session/session-store';
import { PERSIST_KEY, SAME_PAGE_EVENT, restoreSession, startSessionPersistence } from '../../../src/session/session-persist';

const ana: SessionUser = {
  id: 42,
  first_name: 'Ana',
  last_name: 'Suárez',
  email: 'ana@example.com',
  phone: '3055550100',
  dob: '1988-04-02',
  gender: 'Female',
  ref_type: 'Friend',
};

const flush = () => new Promise((r) => setTimeout(r, 0));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  session.isLogin = false;
  session.user = null;
  session.userId = '';
});

describe('session store (docs/product/behaviour.md)', () => {
  it('starts signed out', () => {
    expect(session.isLogin).toBe(false);
    expect(session.user).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it('loginUser sets isLogin, stores the user and the userid', () => {
    loginUser(ana);
    expect(session.isLogin).toBe(true);
    expect(session.user).toEqual(ana);
    expect(localStorage.getItem('userid')).toBe('42');
    expect(isSignedIn()).toBe(true);
  });

  it('logoutUser resets to false and null and stores an empty userid', () => {
    loginUser(ana);
    logoutUser();
    expect(session.isLogin).toBe(false);
    expect(session.user).toBeNull();
    expect(localStorage.getItem('userid')).toBe('');
    expect(isSignedIn()).toBe(false);
  });

  it('updateUser replaces the user', () => {
    loginUser(ana);
    updateUser({ ...ana, first_name: 'Anita' });
    expect(session.user?.first_name).toBe('Anita');
    expect(session.isLogin).toBe(true);
  });

  it('signed-in status is decided only by a non-empty stored userid', () => {
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ isLogin: true, user: ana }));
    localStorage.setItem('userid', '');
    restoreSession();
    expect(session.isLogin).toBe(true);
    expect(isSignedIn()).toBe(false);
    localStorage.setItem('userid', '42');
    restoreSession();
    expect(isSignedIn()).toBe(true);
  });
});

describe('session persistence under the key root', () => {
  it('saves every change to localStorage root', async () => {
    stop = startSessionPersistence();
    loginUser(ana);
    await flush();
    expect(JSON.parse(localStorage.getItem(PERSIST_KEY) ?? 'null')).toEqual({ isLogin: true, user: ana });
    logoutUser();
    await flush();
    expect(JSON.parse(localStorage.getItem(PERSIST_KEY) ?? 'null')).toEqual({ isLogin: false, user: null });
  });

  it('restores the stored session before anything renders', () => {
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ isLogin: true, user: ana }));
    localStorage.setItem('userid', '42');
    stop = startSessionPersistence();
    expect(session.isLogin).toBe(true);
    expect(session.user).toEqual(ana);
    expect(session.userId).toBe('42');
  });

  it('ignores a corrupt stored value instead of failing', () => {
    localStorage.setItem(PERSIST_KEY, '{not json');
    stop = startSessionPersistence();
    expect(session.isLogin).toBe(false);
    expect(session.user).toBeNull();
  });

  it('follows a sign-in made in another tab (storage event)', () => {
    stop = startSessionPersistence();
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ isLogin: true, user: ana }));
    localStorage.setItem('userid', '42');
    window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_KEY }));
    expect(session.user).toEqual(ana);
    expect(isSignedIn()).toBe(true);
  });

  it('follows a sign-out made by another bundle on the same page', () => {
    loginUser(ana);
    stop = startSessionPersistence();
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ isLogin: false, user: null }));
    localStorage.setItem('userid', '');
    window.dispatchEvent(new CustomEvent(SAME_PAGE_EVENT));
    expect(session.isLogin).toBe(false);
    expect(isSignedIn()).toBe(false);
  });

  it('tells other bundles on the page when it changes', async () => {
    stop = startSessionPersistence();
    let heard = 0;
    window.addEventListener(SAME_PAGE_EVENT, () => (heard += 1));
    loginUser(ana);
    await flush();
    expect(heard).toBeGreaterThan(0);
  });
});
