/**
 * The phone menu (docs/product/screens.md): a panel that slides in over the page with every header link and
 * the consultation button. While open it is a modal dialog: page scrolling is locked, Tab stays
 * inside it, and a link, Escape, the close button or a tap on the backdrop closes it (the header
 * hands focus back to its menu button). It is rendered beside the header, not inside it: the
 * header's backdrop-filter would make it the containing block of this fixed panel and clip the
 * panel to the header's height.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { CloseIcon } from './icons';
import * as englishLayout from '../copy/layout';
import { useCopy } from '../i18n/copy-context';
import { LocaleLink, LocaleNavLink } from '../i18n/site-locale-context';
import { LanguageLink } from './language-link';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

const focusable = 'a[href], button:not([disabled])';

export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { headerLinks, CONSULTATION_CTA, MOBILE_MENU_LABEL, layoutText: text } = useCopy('layout', englishLayout);
  const openedAt = useRef(pathname);
  const currentPath = useRef(pathname);
  currentPath.current = pathname;
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    if (!open) return;
    openedAt.current = currentPath.current;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') latestClose.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Back and forward buttons change the page without a click in the menu: close it then too.
  useEffect(() => {
    if (open && pathname !== openedAt.current) latestClose.current();
  }, [open, pathname]);

  const keepTabInside = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(focusable));
    const first = items[0];
    const last = items.at(-1);
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={`mobile-menu${open ? ' is-open' : ''}`} id="mobile-menu" hidden={!open}>
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panel} className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label={MOBILE_MENU_LABEL} onKeyDown={keepTabInside}>
        <button ref={closeButton} type="button" className="icon-button mobile-menu__close" aria-label={text.closeMenu} onClick={onClose}>
          <CloseIcon />
        </button>
        <nav aria-label={text.mobileNav}>
          <ul>
            {headerLinks.map((l) => (
              <li key={l.to}>
                <LocaleNavLink to={l.to} onClick={onClose}>
                  {l.label}
                </LocaleNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LocaleLink className="btn btn-primary mobile-menu__cta" to="/consultation" onClick={onClose}>
          {CONSULTATION_CTA}
        </LocaleLink>
        <LanguageLink className="language-link mobile-menu__language" onClick={onClose} />
      </div>
    </div>
  );
}
