/**
 * The language of the page being rendered, set once by the layout route (`/` or `/es`), and the
 * link helpers that keep a visitor in it: content keeps English paths, links localize them.
 */
import { createContext, useCallback, useContext, type ComponentProps } from 'react';
import { Link, NavLink, useNavigate, type NavigateOptions } from 'react-router-dom';
import type { Locale } from '../../src/i18n/locale';
import { localizePath } from '../../src/i18n/site-locale';

const SiteLocaleContext = createContext<Locale>('en');

export const SiteLocaleProvider = SiteLocaleContext.Provider;

export function useSiteLocale(): Locale {
  return useContext(SiteLocaleContext);
}

/** `(path) => path in the page's language` */
export function useLocalize(): (path: string) => string {
  const locale = useSiteLocale();
  return (path) => localizePath(path, locale);
}

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };
type NavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

export function LocaleLink({ to, ...rest }: LinkProps) {
  return <Link to={localizePath(to, useSiteLocale())} {...rest} />;
}

export function LocaleNavLink({ to, ...rest }: NavLinkProps) {
  return <NavLink to={localizePath(to, useSiteLocale())} {...rest} />;
}

/** useNavigate for site paths: a number (history step) passes through, a path is localized. */
export function useLocaleNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const locale = useSiteLocale();
  return useCallback(
    (to, options) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(localizePath(to, locale), options);
    },
    [navigate, locale],
  );
}
