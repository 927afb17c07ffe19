/** The header's account area (docs/product/screens.md, docs/product/behaviour.md): Sign In / Register, the profile menu and Logout. */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { AccountArea } from '../../../site/layout/account-area';
import { loginUser, session } from '../../../src/session/session-store';
import { landmark, renderAt, scriptApi, settle, toastKinds, toasts, setUpAccountTests, ana } from './account-fixtures';

setUpAccountTests({ signedOut: true });

/** The account area as it sits in the header, on a page of its own at `path`. */
function header(path: string) {
  const page = (
    <>
      <AccountArea />
      <p>page body</p>
    </>
  );
  return renderAt(path, page, path === '/' ? [] : [{ path: '/', element: <AccountArea /> }]);
}

const menuButton = () => screen.getByRole('button', { name: 'Account menu' });
const items = () => screen.queryAllByRole('menuitem');
const key = (el: Element, k: string) => fireEvent.keyDown(el, { key: k });

describe('signed out', () => {
  it("shows 'Sign In' leading to /signin", () => {
    header('/treatments');
    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(link.getAttribute('href')).toBe('/signin');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it("shows 'Register' leading to /register while on /signin", () => {
    header('/signin');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('is decided by the stored user id alone', () => {
    loginUser({ ...ana, id: '' });
    header('/treatments');
    expect(session.isLogin).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });
});

describe('signed in', () => {
  beforeEach(() => loginUser(ana));

  it('shows a profile icon button that opens a menu of Profile and Logout on its first item', () => {
    header('/treatments');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    const button = menuButton();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(items().map((i) => i.textContent)).toEqual(['Profile', 'Logout']);
    expect(items()[0]?.getAttribute('href')).toBe('/profile');
    expect(document.activeElement).toBe(items()[0]);
    fireEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('works with the keyboard: arrows, Home and End move, Escape closes and returns focus', () => {
    header('/treatments');
    const button = menuButton();
    button.focus();
    key(button, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Profile');
    key(document.activeElement as Element, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Logout');
    key(document.activeElement as Element, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Profile');
    key(document.activeElement as Element, 'ArrowUp');
    expect(document.activeElement?.textContent).toBe('Logout');
    key(document.activeElement as Element, 'Home');
    expect(document.activeElement?.textContent).toBe('Profile');
    key(document.activeElement as Element, 'End');
    expect(document.activeElement?.textContent).toBe('Logout');
    key(document.activeElement as Element, 'Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    key(button, 'ArrowUp');
    expect(document.activeElement?.textContent).toBe('Logout');
  });

  it('closes on Tab and on a click elsewhere', () => {
    header('/treatments');
    fireEvent.click(menuButton());
    key(items()[0] as Element, 'Tab');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(menuButton());
    expect(screen.getByRole('menu')).toBeTruthy();
    act(() => {
      screen.getByText('page body').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Profile leads to /profile and closes the menu', async () => {
    const view = header('/treatments');
    fireEvent.click(menuButton());
    fireEvent.click(items()[0] as Element);
    await settle();
    expect(view.pathname()).toBe('/profile');
  });

  it('Logout clears the session, stores an empty user id, toasts Logout Success, goes to / and tells the server', async () => {
    const api = scriptApi({ status: 200, body: { success: 1 } });
    const view = renderAt('/treatments', <AccountArea />, [{ path: '/', element: landmark('home') }]);
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await settle();
    expect(session.isLogin).toBe(false);
    expect(session.user).toBeNull();
    expect(localStorage.getItem('userid')).toBe('');
    expect(toasts()).toEqual(['Logout Success']);
    expect(toastKinds()).toEqual(['success']);
    expect(view.pathname()).toBe('/');
    expect(api.sent).toEqual([expect.objectContaining({ url: '/api/endolift-logout', method: 'POST' })]);
  });

  it('Logout still signs out here when the server cannot be reached', async () => {
    scriptApi('network-error');
    const view = renderAt('/treatments', <AccountArea />);
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await settle();
    expect(localStorage.getItem('userid')).toBe('');
    expect(toasts()).toEqual(['Logout Success']);
    expect(view.pathname()).toBe('/');
  });
});

describe('logout from the guarded profile page', () => {
  it('goes to / even while the home page is still loading, not to /signin', async () => {
    scriptApi({ status: 200, body: { success: 1 } });
    loginUser(ana);
    const { ProfilePage } = await import('../../../site/account/profile-page');
    const page = (
      <>
        <AccountArea />
        <ProfilePage />
      </>
    );
    // Home is loaded lazily, as in the site: the navigation stays under way for a moment.
    const view = renderAt('/profile', page, [
      { path: '/', lazy: async () => ({ element: landmark('home') }) },
      { path: '/signin', element: landmark('signin') },
    ]);
    await settle();
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await settle(10);
    expect(view.pathname()).toBe('/');
    expect(localStorage.getItem('userid')).toBe('');
  });
});
