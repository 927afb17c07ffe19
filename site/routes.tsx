/**
 * The route table of docs/product/screens.md. Every route names its page and its metadata here, so the server
 * render, the client and the sitemap read one list.
 */
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';
import { treatmentAreas } from '../src/config/treatment-areas';
import { faqTabMeta, pageMeta, treatmentMeta } from './meta/page-meta';
import type { RouteHandle } from './route-handle';
import { allPagePaths, faqTabPaths, publicPaths } from './route-paths';
import { SiteLayout } from './layout/site-layout';
import { blogDetailMeta } from './meta/blog-meta';
import { clinic } from '../src/config/clinic';

const handle = (page: string, meta: RouteHandle['meta'], extra: Partial<RouteHandle> = {}): RouteHandle => ({
  page,
  meta,
  ...extra,
});


/**
 * Each page is its own chunk, loaded when its route matches: a first visit downloads the layout and
 * one page, not the whole site. `module` names the page's source so the server can put its CSS and
 * its chunk in the HTML head (server/site reads Vite's manifest).
 */
type PageParts = Pick<NonIndexRouteObject, 'Component' | 'element' | 'loader'>;
interface PageRoute {
  module: string;
  lazy: () => Promise<PageParts>;
}

const page = <M,>(module: string, load: () => Promise<M>, pick: (m: M) => PageParts): PageRoute => ({
  lazy: async () => pick(await load()),
  module,
});

const home = page('pages/home-page.tsx', () => import('./pages/home-page'), (m) => ({ Component: m.HomePage }));

function withModule(route: { index: true } | { path: string }, p: PageRoute, h: RouteHandle, children?: RouteObject[]): RouteObject {
  const handle: RouteHandle = { ...h, module: p.module };
  if ('index' in route) return { index: true, lazy: p.lazy, handle };
  return { path: route.path, lazy: p.lazy, handle, ...(children ? { children } : {}) };
}

/**
 * The public site. The staff inbox's routes (site/staff/staff-routes.tsx) are kept out of this
 * table so the public entry does not carry them: the server renders with both, and the client adds
 * them only on a staff page.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    children: [
      withModule({ index: true }, home, handle('home', pageMeta.home)),
      withModule(
        { path: 'register' },
        page('pages/register-page.tsx', () => import('./pages/register-page'), (m) => ({ Component: m.RegisterPage })),
        handle('register', pageMeta.register),
      ),
      withModule(
        { path: 'signin' },
        page('pages/sign-in-page.tsx', () => import('./pages/sign-in-page'), (m) => ({ Component: m.SignInPage })),
        handle('signin', pageMeta.signin),
      ),
      withModule(
        { path: 'forgot-password' },
        page('pages/forgot-password-page.tsx', () => import('./pages/forgot-password-page'), (m) => ({ Component: m.ForgotPasswordPage })),
        handle('forgot-password', pageMeta.forgotPassword),
      ),
      withModule(
        { path: 'reset-password' },
        page('pages/reset-password-page.tsx', () => import('./pages/reset-password-page'), (m) => ({ Component: m.ResetPasswordPage })),
        handle('reset-password', pageMeta.resetPassword),
      ),
      withModule(
        { path: 'profile' },
        page('pages/profile-page.tsx', () => import('./pages/profile-page'), (m) => ({ Component: m.ProfilePage })),
        handle('profile', pageMeta.profile),
      ),
      withModule(
        { path: 'consultation' },
        page('pages/consultation-page.tsx', () => import('./pages/consultation-page'), (m) => ({ Component: m.ConsultationPage })),
        handle('consultation', pageMeta.consultation),
      ),
      withModule(
        { path: 'treatments' },
        page('pages/treatments-page.tsx', () => import('./pages/treatments-page'), (m) => ({ Component: m.TreatmentsPage })),
        handle('treatments', pageMeta.treatments),
      ),
      ...treatmentAreas.map((area) =>
        withModule(
          { path: area.path.slice(1) },
          page(
            'pages/treatment-detail-page.tsx',
            () => import('./pages/treatment-detail-page'),
            (m) => ({ element: <m.TreatmentDetailPage slug={area.slug} /> }),
          ),
          handle(`treatment-${area.slug}`, treatmentMeta(area)),
        ),
      ),
      withModule(
        { path: 'trainings' },
        page('pages/trainings-page.tsx', () => import('./pages/trainings-page'), (m) => ({ Component: m.TrainingsPage })),
        handle('trainings', pageMeta.trainings),
      ),
      withModule(
        { path: 'team' },
        page('pages/team-page.tsx', () => import('./pages/team-page'), (m) => ({ Component: m.TeamPage })),
        handle('team', pageMeta.team),
      ),
      withModule(
        { path: 'locations' },
        page('pages/locations-page.tsx', () => import('./pages/locations-page'), (m) => ({ Component: m.LocationsPage })),
        handle('locations', pageMeta.locations),
      ),
      withModule(
        { path: 'blog' },
        page('pages/blog-list-page.tsx', () => import('./pages/blog-list-page'), (m) => ({ Component: m.BlogListPage, loader: m.blogListLoader })),
        handle('blog', pageMeta.blog),
      ),
      withModule(
        { path: 'blog/:slug' },
        page('pages/blog-detail-page.tsx', () => import('./pages/blog-detail-page'), (m) => ({ Component: m.BlogDetailPage, loader: m.blogDetailLoader })),
        handle('blog-post', blogDetailMeta),
      ),
      withModule(
        { path: `${clinic.slug}-miami` },
        page('pages/miami-page.tsx', () => import('./pages/miami-page'), (m) => ({ Component: m.MiamiPage })),
        handle('miami', pageMeta.miami),
      ),
      withModule(
        { path: `${clinic.slug}-florida` },
        page('pages/florida-page.tsx', () => import('./pages/florida-page'), (m) => ({ Component: m.FloridaPage })),
        handle('florida', pageMeta.florida),
      ),
      withModule(
        { path: 'faqs' },
        page('pages/faqs-page.tsx', () => import('./pages/faqs-page'), (m) => ({ Component: m.FaqsPage })),
        handle('faqs', pageMeta.faqs),
        [
          withModule(
            { index: true },
            page('pages/faq-tab.tsx', () => import('./pages/faq-tab'), (m) => ({ element: <m.FaqTab group="all" /> })),
            handle('faqs', pageMeta.faqs),
          ),
          ...faqTabPaths.map((group) =>
            withModule(
              { path: group },
              page('pages/faq-tab.tsx', () => import('./pages/faq-tab'), (m) => ({ element: <m.FaqTab group={group} /> })),
              handle(`faqs-${group}`, faqTabMeta[group]),
            ),
          ),
        ],
      ),
      withModule({ path: '*' }, home, handle('not-found', pageMeta.home, { notFound: true })),
    ],
  },
];

export { publicPaths, allPagePaths };
