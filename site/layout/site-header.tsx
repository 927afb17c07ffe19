/**
 * The header (docs/product/screens.md): desktop links, the consultation button and the account area; on small
 * screens the menu button opens the phone menu (mobile-menu.tsx).
 */
import { useRef, useState } from 'react';
import { clinic } from '../../src/config/clinic';
import { useSession } from '../../src/session/use-session';
import { isSignedIn } from '../../src/session/session-store';
import { AccountArea } from './account-area';
import { MenuIcon, UserIcon } from './icons';
import { MobileMenu } from './mobile-menu';
import * as englishLayout from '../copy/layout';
import { useCopy } from '../i18n/copy-context';
import { LocaleLink, LocaleNavLink } from '../i18n/site-locale-context';
import { LanguageLink } from './language-link';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const state = useSession();
  const openButton = useRef<HTMLButtonElement>(null);
  const { headerLinks, CONSULTATION_CTA, layoutText: text } = useCopy('layout', englishLayout);

  return (
    <>
      <header className="site-header">
        <a className="skip-link" href="#main">
          {text.skipToContent}
        </a>
        <div className="site-header__bar container">
          <LocaleLink to="/" className="brand" aria-label={text.homeLink}>
            <img src={clinic.logoPath} alt="" width="36" height="36" />
            <span className="brand__name">
              {clinic.brand}
              <span className="brand__city"> Miami</span>
            </span>
          </LocaleLink>
          <nav className="site-nav" aria-label={text.mainNav}>
            <ul>
              {headerLinks.map((l) => (
                <li key={l.to}>
                  <LocaleNavLink to={l.to}>{l.label}</LocaleNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__actions">
            <LanguageLink className="language-link language-link--short" short />
            {/* one link, worded to fit: a phone keeps a booking action in view beside the menu */}
            <LocaleLink className="btn btn-primary header-cta" to="/consultation">
              <span className="header-cta__long">{text.headerCta ?? CONSULTATION_CTA}</span>
              <span className="header-cta__short">{text.headerCtaShort}</span>
            </LocaleLink>
            <div className="desktop-only">
              <AccountArea />
            </div>
            {!isSignedIn(state) && (
              <LocaleLink className="icon-button mobile-only" to="/signin" aria-label={text.signInIcon}>
                <UserIcon />
              </LocaleLink>
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
              aria-label={text.openMenu}
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
