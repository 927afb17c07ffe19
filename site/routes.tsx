/**
 * The route table of SPEC.md §2. Every route names its page and its metadata here, so the server
 * render, the client and the sitemap read one list.
 */
import type { RouteObject } from 'react-router-dom';
import { treatmentAreas } from '../src/config/treatment-areas';
import { faqTabMeta, pageMeta, treatmentMeta } from './meta/page-meta';
import type { RouteHandle } from './route-handle';
import { allPagePaths, faqTabPaths, publicPaths } from './route-paths';
import { SiteLayout } from './layout/site-layout';
import { HomePage } from './pages/home-page';
import { RegisterPage } from './pages/register-page';
import { SignInPage } from './pages/sign-in-page';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { ProfilePage } from './pages/profile-page';
import { ConsultationPage } from './pages/consultation-page';
import { TreatmentsPage } from './pages/treatments-page';
import { TreatmentDetailPage } from './pages/treatment-detail-page';
import { TrainingsPage } from './pages/trainings-page';
import { TeamPage } from './pages/team-page';
import { LocationsPage } from './pages/locations-page';
import { BlogListPage, blogListLoader } from './pages/blog-list-page';
import { BlogDetailPage, blogDetailLoader, blogDetailMeta } from './pages/blog-detail-page';
import { MiamiPage } from './pages/miami-page';
import { FloridaPage } from './pages/florida-page';
import { FaqsPage } from './pages/faqs-page';
import { FaqTab } from './pages/faq-tab';
import { clinic } from '../src/config/clinic';

const handle = (page: string, meta: RouteHandle['meta'], extra: Partial<RouteHandle> = {}): RouteHandle => ({
  page,
  meta,
  ...extra,
});


export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    children: [
      { index: true, Component: HomePage, handle: handle('home', pageMeta.home) },
      { path: 'register', Component: RegisterPage, handle: handle('register', pageMeta.register) },
      { path: 'signin', Component: SignInPage, handle: handle('signin', pageMeta.signin) },
      { path: 'forgot-password', Component: ForgotPasswordPage, handle: handle('forgot-password', pageMeta.forgotPassword) },
      { path: 'reset-password', Component: ResetPasswordPage, handle: handle('reset-password', pageMeta.resetPassword) },
      { path: 'profile', Component: ProfilePage, handle: handle('profile', pageMeta.profile) },
      { path: 'consultation', Component: ConsultationPage, handle: handle('consultation', pageMeta.consultation) },
      { path: 'treatments', Component: TreatmentsPage, handle: handle('treatments', pageMeta.treatments) },
      ...treatmentAreas.map(
        (area): RouteObject => ({
          path: area.path.slice(1),
          element: <TreatmentDetailPage slug={area.slug} />,
          handle: handle(`treatment-${area.slug}`, treatmentMeta(area)),
        }),
      ),
      { path: 'trainings', Component: TrainingsPage, handle: handle('trainings', pageMeta.trainings) },
      { path: 'team', Component: TeamPage, handle: handle('team', pageMeta.team) },
      { path: 'locations', Component: LocationsPage, handle: handle('locations', pageMeta.locations) },
      { path: 'blog', Component: BlogListPage, loader: blogListLoader, handle: handle('blog', pageMeta.blog) },
      {
        path: 'blog/:slug',
        Component: BlogDetailPage,
        loader: blogDetailLoader,
        handle: handle('blog-post', blogDetailMeta),
      },
      { path: `${clinic.slug}-miami`, Component: MiamiPage, handle: handle('miami', pageMeta.miami) },
      { path: `${clinic.slug}-florida`, Component: FloridaPage, handle: handle('florida', pageMeta.florida) },
      {
        path: 'faqs',
        Component: FaqsPage,
        handle: handle('faqs', pageMeta.faqs),
        children: [
          { index: true, element: <FaqTab group="all" />, handle: handle('faqs', pageMeta.faqs) },
          ...faqTabPaths.map(
            (group): RouteObject => ({
              path: group,
              element: <FaqTab group={group} />,
              handle: handle(`faqs-${group}`, faqTabMeta[group]),
            }),
          ),
        ],
      },
      { path: '*', Component: HomePage, handle: handle('not-found', pageMeta.home, { notFound: true }) },
    ],
  },
];

export { publicPaths, allPagePaths };
