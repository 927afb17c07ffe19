/**
 * The route table of docs/product/screens.md. Every route names its page and its metadata here, so the server
 * render, the client and the sitemap read one list. The table is built twice: the English site at
 * `/` and its Spanish twin at `/es` (docs/decisions/0015-spanish-routes.md). A Spanish page is the same
 * component with its Spanish words provided (i18n/copy-context.tsx).
 */
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';
import { treatmentAreas } from '../src/config/treatment-areas';
import type { Locale } from '../src/i18n/locale';
import type { MetaSet, RouteHandle } from './route-handle';
import type { PageMeta } from './meta/page-meta';
import { allPagePaths, faqTabPaths, publicPaths } from './route-paths';
import { SiteLayout } from './layout/site-layout';
import { blogDetailMeta } from './meta/blog-meta';
import { clinic } from '../src/config/clinic';
import { CopyProvider } from './i18n/copy-context';
import type { PageCopyKind } from './i18n/copy-kinds';
import { SPANISH_PREFIX } from '../src/i18n/site-locale';

type Meta = (set: MetaSet, data: unknown) => PageMeta;

/**
 * Each page is its own chunk, loaded when its route matches: a first visit downloads the layout and
 * one page, not the whole site. `module` names the page's source so the server can put its CSS and
 * its chunk in the HTML head (server/site reads Vite's manifest). A page whose loader reads data on
 * the server has the site's own error page as its ErrorBoundary (components/page-error.tsx), so a
 * fault shows inside the layout.
 */
type PageParts = Pick<NonIndexRouteObject, 'Component' | 'element' | 'loader' | 'ErrorBoundary'>;
interface PageRoute {
  module: string;
  load: () => Promise<PageParts>;
  /** the kinds of copy the page reads beyond the layout's (i18n/copy-kinds.ts) */
  copy: readonly PageCopyKind[];
  /** content modules the page loads itself, for the server to preload */
  content?: readonly string[];
}

const page = <M,>(module: string, load: () => Promise<M>, pick: (m: M) => PageParts | Promise<PageParts>, copy: readonly PageCopyKind[] = [], content?: string[]): PageRoute => ({
  load: async () => pick(await load()),
  module,
  copy,
  content,
});

const loadSpanishCopyModule = () => import('./i18n/spanish-copy');

/** The route's `lazy`: in Spanish, the page's chunk and its Spanish words in parallel, then the page inside them. */
function lazyFor(p: PageRoute, locale: Locale): () => Promise<PageParts> {
  if (locale === 'en' || p.copy.length === 0) return p.load;
  return async () => {
    const [parts, copy] = await Promise.all([p.load(), loadSpanishCopyModule().then((m) => m.loadSpanishCopy(p.copy))]);
    const { Component: Page, ...rest } = parts;
    const content: ReactNode = Page ? <Page /> : parts.element;
    return { ...rest, element: <CopyProvider value={copy}>{content}</CopyProvider> };
  };
}

function routeOf(route: { index: true } | { path: string }, p: PageRoute, locale: Locale, page: string, meta: Meta, extra: Partial<RouteHandle> = {}, children?: RouteObject[]): RouteObject {
  const handle: RouteHandle = { page, meta, ...extra, module: p.module, preload: p.content, copy: p.copy };
  const lazy = lazyFor(p, locale);
  if ('index' in route) return { index: true, lazy, handle };
  return { path: route.path, lazy, handle, ...(children ? { children } : {}) };
}

const home = page('pages/home-page.tsx', () => import('./pages/home-page'), (m) => m.homeRoute, ['home']);
const faqTab = (group: 'all' | (typeof faqTabPaths)[number]) =>
  page('pages/faq-tab.tsx', () => import('./pages/faq-tab'), (m) => ({ element: <m.FaqTab group={group} />, loader: m.faqTabLoader(group) }), ['faqs']);

/** The pages of one language, paths relative to its layout. */
function pagesOf(locale: Locale): RouteObject[] {
  const r = (route: { index: true } | { path: string }, p: PageRoute, name: string, meta: Meta, extra?: Partial<RouteHandle>, children?: RouteObject[]) =>
    routeOf(route, p, locale, name, meta, extra, children);
  return [
    r({ index: true }, home, 'home', (s) => s.pageMeta.home),
    r({ path: 'register' }, page('pages/register-page.tsx', () => import('./account/register-page'), (m) => ({ Component: m.RegisterPage }), ['account']), 'register', (s) => s.pageMeta.register),
    r({ path: 'signin' }, page('pages/sign-in-page.tsx', () => import('./account/sign-in-page'), (m) => ({ Component: m.SignInPage }), ['account']), 'signin', (s) => s.pageMeta.signin),
    r(
      { path: 'forgot-password' },
      page('pages/forgot-password-page.tsx', () => import('./account/forgot-password-page'), (m) => ({ Component: m.ForgotPasswordPage }), ['account']),
      'forgot-password',
      (s) => s.pageMeta.forgotPassword,
    ),
    r(
      { path: 'reset-password' },
      page('pages/reset-password-page.tsx', () => import('./account/reset-password-page'), (m) => ({ Component: m.ResetPasswordPage }), ['account']),
      'reset-password',
      (s) => s.pageMeta.resetPassword,
    ),
    r(
      { path: 'verify-email' },
      page('account/verify-email-page.tsx', () => import('./account/verify-email-page'), (m) => ({ Component: m.VerifyEmailPage }), ['account']),
      'verify-email',
      (s) => s.pageMeta.verifyEmail,
    ),
    r({ path: 'profile' }, page('pages/profile-page.tsx', () => import('./account/profile-page'), (m) => ({ Component: m.ProfilePage }), ['account']), 'profile', (s) => s.pageMeta.profile),
    r({ path: 'appointment' }, page('pages/appointment-page.tsx', () => import('./pages/appointment-page'), (m) => ({ Component: m.AppointmentPage })), 'appointment', (s) => s.pageMeta.appointment),
    r({ path: 'training-enrollment' }, page('pages/training-enrollment-page.tsx', () => import('./pages/training-enrollment-page'), (m) => ({ Component: m.TrainingEnrollmentPage })), 'training-enrollment', (s) => s.pageMeta.trainingEnrollment),
    r(
      { path: 'certificates/:code' },
      page('pages/certificate-page.tsx', () => import('./pages/certificate-page'), (m) => ({ Component: m.CertificatePage, loader: m.certificateLoader })),
      'certificate',
      (s) => s.pageMeta.certificate,
    ),
    r({ path: 'training-offer' }, page('pages/training-offer-page.tsx', () => import('./pages/training-offer-page'), (m) => ({ Component: m.TrainingOfferPage })), 'training-offer', (s) => s.pageMeta.trainingOffer),
    r({ path: 'unsubscribe' }, page('pages/unsubscribe-page.tsx', () => import('./pages/unsubscribe-page'), (m) => ({ Component: m.UnsubscribePage })), 'unsubscribe', (s) => s.pageMeta.unsubscribe),
    r({ path: 'consultation' }, page('pages/consultation-page.tsx', () => import('./pages/consultation-page'), (m) => ({ Component: m.ConsultationPage })), 'consultation', (s) => s.pageMeta.consultation),
    r({ path: 'treatments' }, page('pages/treatments-page.tsx', () => import('./pages/treatments-page'), (m) => ({ Component: m.TreatmentsPage }), ['treatments']), 'treatments', (s) => s.pageMeta.treatments),
    ...treatmentAreas.map((area) =>
      r(
        { path: area.path.slice(1) },
        page(
          'pages/treatment-detail-page.tsx',
          () => import('./pages/treatment-detail-page'),
          async (m) => ({ element: <m.TreatmentDetailPage page={await m.loadTreatmentPage(area.slug, locale)} /> }),
          ['treatmentResults'],
          // the same path treatment-pages/load-treatment-page.ts imports
          [`content/treatment-pages/${area.slug}${locale === 'es' ? '.es' : ''}.ts`],
        ),
        `treatment-${area.slug}`,
        (s) => s.treatmentMeta(area),
      ),
    ),
    r({ path: 'trainings' }, page('pages/trainings-page.tsx', () => import('./pages/trainings-page'), (m) => ({ Component: m.TrainingsPage, loader: m.trainingsLoader }), ['trainings']), 'trainings', (s) => s.pageMeta.trainings),
    r({ path: 'team' }, page('pages/team-page.tsx', () => import('./pages/team-page'), (m) => ({ Component: m.TeamPage }), ['team']), 'team', (s) => s.pageMeta.team),
    r({ path: 'locations' }, page('pages/locations-page.tsx', () => import('./pages/locations-page'), (m) => ({ Component: m.LocationsPage })), 'locations', (s) => s.pageMeta.locations),
    r(
      { path: 'blog' },
      page('pages/blog-list-page.tsx', () => import('./pages/blog-list-page'), (m) => m.blogListRoute, ['blog']),
      'blog',
      (s) => s.pageMeta.blog,
    ),
    r(
      { path: 'blog/:slug' },
      page('pages/blog-detail-page.tsx', () => import('./pages/blog-detail-page'), (m) => m.blogDetailRoute, ['blog']),
      'blog-post',
      blogDetailMeta,
    ),
    r({ path: `${clinic.slug}-miami` }, page('pages/miami-page.tsx', () => import('./pages/miami-page'), (m) => ({ Component: m.MiamiPage }), ['miami']), 'miami', (s) => s.pageMeta.miami),
    r({ path: `${clinic.slug}-florida` }, page('pages/florida-page.tsx', () => import('./pages/florida-page'), (m) => ({ Component: m.FloridaPage }), ['florida']), 'florida', (s) => s.pageMeta.florida),
    r({ path: 'faqs' }, page('pages/faqs-page.tsx', () => import('./pages/faqs-page'), (m) => ({ Component: m.FaqsPage }), ['faqs']), 'faqs', (s) => s.pageMeta.faqs, {}, [
      r({ index: true }, faqTab('all'), 'faqs', (s) => s.pageMeta.faqs),
      ...faqTabPaths.map((group) => r({ path: group }, faqTab(group), `faqs-${group}`, (s) => s.faqTabMeta[group])),
    ]),
    r({ path: '*' }, home, 'not-found', (s) => s.pageMeta.home, { notFound: true }),
  ];
}

/**
 * The public site. The staff inbox's routes (site/staff/staff-routes.tsx) are kept out of this
 * table so the public entry does not carry them: the server renders with both, and the client adds
 * them only on a staff page. The Spanish layout comes first so `/es/…` never falls to the English
 * catch-all.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: SPANISH_PREFIX,
    // the Spanish header, footer, titles and core components' words: one chunk, on /es pages only
    lazy: async () => {
      const m = await import('./i18n/spanish-layout');
      return { element: <SiteLayout locale="es" copy={m.spanishLayoutCopy} wrap={m.withSpanishCoreCopy} /> };
    },
    handle: { locale: 'es' } satisfies Partial<RouteHandle>,
    children: pagesOf('es'),
  },
  {
    path: '/',
    element: <SiteLayout locale="en" />,
    handle: { locale: 'en' } satisfies Partial<RouteHandle>,
    children: pagesOf('en'),
  },
];

export { publicPaths, allPagePaths };
