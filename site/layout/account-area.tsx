/**
 * The header's account area (docs/product/screens.md): signed in (a non-empty stored user id) shows a profile
 * icon with a menu of Profile and Logout; signed out shows 'Sign In', or 'Register' on /signin.
 * The menu follows the menu-button pattern: it opens on its first item, the arrow keys, Home and
 * End move between items, and Escape (or Tab, or a click elsewhere) closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../src/session/use-session';
import { isSignedIn } from '../../src/session/session-store';
import * as englishLayout from '../copy/layout';
import { useCopy } from '../i18n/copy-context';
import { englishPath } from '../../src/i18n/site-locale';
import { LocaleLink } from '../i18n/site-locale-context';
import { UserIcon } from './icons';
import { useLogout } from './logout';

type Focus = 'first' | 'last';

export function AccountArea() {
  const state = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const { accountMenuCopy } = useCopy('layout', englishLayout);
  const [open, setOpen] = useState<false | Focus>(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const items = (): HTMLElement[] => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const all = items();
    (open === 'last' ? all.at(-1) : all[0])?.focus();
    const onPointer = (e: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => setOpen(false), [pathname]);

  if (!isSignedIn(state)) {
    return englishPath(pathname) === '/signin' ? (
      <LocaleLink className="btn btn-outline account-link" to="/register">
        {accountMenuCopy.register}
      </LocaleLink>
    ) : (
      <LocaleLink className="btn btn-outline account-link" to="/signin">
        {accountMenuCopy.signIn}
      </LocaleLink>
    );
  }

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(e.key === 'ArrowUp' ? 'last' : 'first');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    switch (e.key) {
      case 'ArrowDown':
        return move(at + 1);
      case 'ArrowUp':
        return move(at - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(all.length - 1);
      case 'Escape':
        e.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  return (
    <div className="account-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        aria-label={accountMenuCopy.button}
        onClick={() => setOpen((o) => (o ? false : 'first'))}
        onKeyDown={onButtonKey}
      >
        <UserIcon />
      </button>
      {open && (
        <ul ref={list} className="account-menu__list" id={menuId} role="menu" aria-label={accountMenuCopy.menu} onKeyDown={onMenuKey}>
          <li role="none">
            <LocaleLink role="menuitem" tabIndex={-1} to="/profile" onClick={() => close(false)}>
              {accountMenuCopy.profile}
            </LocaleLink>
          </li>
          <li role="none">
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => {
                close(false);
                logout();
              }}
            >
              {accountMenuCopy.logout}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
