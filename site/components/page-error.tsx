/**
 * The site's own error page (site/content/page-error-text.ts): the route error boundary of pages
 * whose loader reads data on the server, and the body of the document the server sends when a page
 * could not be rendered at all. Plain links, no router: after a fault a full load is the safe way on.
 */
import { clinicContact } from '../../src/config/clinic';
import type { Locale } from '../../src/i18n/locale';
import { pageErrorText as english } from '../content/page-error-text';
import { pageErrorText as spanish } from '../content/page-error-text.es';
import { localizePath } from '../../src/i18n/site-locale';
import { useSiteLocale } from '../i18n/site-locale-context';

export function PageError({ locale }: { locale: Locale }) {
  const text = locale === 'es' ? spanish : english;
  return (
    <div className="container page-body page-error">
      <h1>{text.title}</h1>
      <p>{text.lead}</p>
      <p>
        {text.callInstead} <a href={clinicContact.phoneHref}>{clinicContact.phone}</a>
      </p>
      <p>
        <a className="btn btn-outline" href={localizePath('/', locale)}>
          {text.home}
        </a>
      </p>
    </div>
  );
}

/** As a route's ErrorBoundary: inside the layout, in the page's language. */
export function RoutePageError() {
  return <PageError locale={useSiteLocale()} />;
}
