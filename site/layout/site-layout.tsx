import { Outlet } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { ScrollToTop } from './scroll-to-top';
import { DocumentMeta } from './document-meta';

export function SiteLayout() {
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
