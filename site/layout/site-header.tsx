/**
 * The header (docs/product/screens.md): desktop links, the consultation button and the account area; on small
 * screens the menu button opens the phone menu (mobile-menu.tsx).
 */
import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { clinic } from '../../src/config/clinic';
import { useSession } from '../../src/session/use-session';
import { isSignedIn } from '../../src/session/session-store';
import { AccountArea } from './account-area';
import { MenuIcon, UserIcon } from './icons';
import { MobileMenu } from './mobile-menu';
import { CONSULTATION_CTA, headerLinks } from './nav-links';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const state = useSession();
  const openButton = useRef<HTMLButtonElement>(null);

  return (
    <>
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
      </header>
      <MobileMenu
        open={menuOpen}
        onClose={() => {
          setMenuOpen(false);
          openButton.current?.focus();
        }}
      />
    </>
  );
}
