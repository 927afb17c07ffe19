import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { Locale } from '../../src/i18n/locale';
import { CopyProvider, type ProvidedCopy } from '../i18n/copy-context';
import { SiteLocaleProvider } from '../i18n/site-locale-context';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { ScrollToTop } from './scroll-to-top';
import { DocumentMeta } from './document-meta';
import { useHydratedMark } from './use-hydrated-mark';

interface SiteLayoutProps {
  locale: Locale;
  /** the Spanish words of the layout and of what many pages share; English needs none */
  copy?: ProvidedCopy;
  /**
   * wraps the page in the core components' words (booking, contact, FAQ accordion, map) when not
   * English; a function from the language's chunk, so the English entry carries no core copy
   */
  wrap?: (page: ReactNode) => ReactNode;
}

export function SiteLayout({ locale, copy = {}, wrap }: SiteLayoutProps) {
  useHydratedMark();
  const page = (
    <>
      <ScrollToTop />
      <DocumentMeta />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
  return (
    <SiteLocaleProvider value={locale}>
      <CopyProvider value={copy}>{wrap ? wrap(page) : page}</CopyProvider>
    </SiteLocaleProvider>
  );
}
