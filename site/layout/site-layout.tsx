import { Outlet } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { ScrollToTop } from './scroll-to-top';
import { DocumentMeta } from './document-meta';
import { useHydratedMark } from './use-hydrated-mark';

export function SiteLayout() {
  useHydratedMark();
  return (
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
}
