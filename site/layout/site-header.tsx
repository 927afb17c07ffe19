/**
 * The header (SPEC.md §2): desktop links, the consultation button and the account area; on small
 * screens a slide-in menu that locks page scrolling and closes when a link is clicked.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { clinic } from '../../src/config/clinic';
import { useSession } from '../../src/session/use-session';
import { isSignedIn } from '../../src/session/session-store';
import { AccountArea } from './account-area';
import { CloseIcon, MenuIcon, UserIcon } from './icons';
import { CONSULTATION_CTA, headerLinks } from './nav-links';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const state = useSession();
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Opening the mobile menu locks page scrolling (SPEC.md §2).
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  useEffect(() => setMenuOpen(false), [pathname]);

  const close = () => {
    setMenuOpen(false);
    openButton.current?.focus();
  };

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar container">
        <Link to="/" className="brand" aria-label={`${clinic.clinicName} home`}>
          <img src={clinic.logoPath} alt="" width="36" height="36" />
          <span className="brand__name">
            {clinic.brand}
            <span className="brand__city"> Miami</span>
          </span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul>
            {headerLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to}>{l.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <Link className="btn btn-primary header-cta" to="/consultation">
            {CONSULTATION_CTA}
          </Link>
          <div className="desktop-only">
            <AccountArea />
          </div>
          {!isSignedIn(state) && (
            <Link className="icon-button mobile-only" to="/signin" aria-label="Sign In">
              <UserIcon />
            </Link>
          )}
          {isSignedIn(state) && (
            <div className="mobile-only">
              <AccountArea />
            </div>
          )}
          <button
            ref={openButton}
            type="button"
            className="icon-button mobile-only"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <div className={`mobile-menu${menuOpen ? ' is-open' : ''}`} id="mobile-menu" hidden={!menuOpen}>
        <div className="mobile-menu__backdrop" onClick={close} aria-hidden="true" />
        <nav className="mobile-menu__panel" aria-label="Mobile">
          <button ref={closeButton} type="button" className="icon-button mobile-menu__close" aria-label="Close menu" onClick={close}>
            <CloseIcon />
          </button>
          <ul>
            {headerLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} onClick={() => setMenuOpen(false)}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link className="btn btn-primary" to="/consultation" onClick={() => setMenuOpen(false)}>
            {CONSULTATION_CTA}
          </Link>
        </nav>
      </div>
    </header>
  );
}
