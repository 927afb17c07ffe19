/**
 * The header's account area (SPEC.md §2): signed in (a non-empty stored user id) shows a profile
 * icon with a menu of Profile and Logout; signed out shows 'Sign In', or 'Register' on /signin.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../src/session/use-session';
import { isSignedIn, logoutUser } from '../../src/session/session-store';
import { toastSuccess } from '../../src/toast/toast-service';
import { UserIcon } from './icons';
import { logoutOnServer } from './logout';

export function AccountArea() {
  const state = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  useEffect(() => setOpen(false), [pathname]);

  if (!isSignedIn(state)) {
    return pathname === '/signin' ? (
      <Link className="btn btn-outline account-link" to="/register">
        Register
      </Link>
    ) : (
      <Link className="btn btn-outline account-link" to="/signin">
        Sign In
      </Link>
    );
  }

  const logout = () => {
    setOpen(false);
    logoutUser();
    void logoutOnServer();
    toastSuccess('Logout Success');
    navigate('/');
  };

  return (
    <div className="account-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Account menu"
        onClick={() => setOpen((o) => !o)}
      >
        <UserIcon />
      </button>
      {open && (
        <ul className="account-menu__list" id={menuId} role="menu" aria-label="Account">
          <li role="none">
            <Link role="menuitem" to="/profile" onClick={() => setOpen(false)}>
              Profile
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" type="button" onClick={logout}>
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
