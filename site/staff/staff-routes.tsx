/**
 * The staff pages' routes, added to the site's route table: each page is its own lazy chunk, like
 * the site's pages, under a layout of its own (no public header or footer). Every handle marks the
 * page noindex; the sitemap never lists them (site/route-paths.ts publicPaths does not).
 */
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../route-handle';
import { staffMeta } from './staff-meta';

const staffPage = (path: string, page: string, meta: RouteHandle['meta'], module: string, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
  handle: { page, meta, module } satisfies RouteHandle,
});

export const staffRoutes: RouteObject[] = [
  {
    path: '/staff',
    lazy: async () => ({ Component: (await import('./staff-layout')).StaffLayout }),
    handle: { module: 'staff/staff-layout.tsx' },
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./inbox/staff-inbox-page')).StaffInboxPage }),
        handle: { page: 'staff-inbox', meta: staffMeta.inbox, module: 'staff/pages/staff-inbox-page.tsx' } satisfies RouteHandle,
      },
      staffPage('signin', 'staff-signin', staffMeta.signIn, 'staff/pages/staff-sign-in-page.tsx', async () => (await import('./staff-sign-in-page')).StaffSignInPage),
      staffPage(
        'second-factor',
        'staff-second-factor',
        staffMeta.secondFactor,
        'staff/pages/staff-second-factor-page.tsx',
        async () => (await import('./staff-second-factor-page')).StaffSecondFactorPage,
      ),
      staffPage(
        'set-password',
        'staff-set-password',
        staffMeta.setPassword,
        'staff/pages/staff-set-password-page.tsx',
        async () => (await import('./staff-set-password-page')).StaffSetPasswordPage,
      ),
      staffPage('results', 'staff-results', staffMeta.results, 'staff/pages/staff-results-page.tsx', async () => (await import('./results/staff-results-page')).StaffResultsPage),
      staffPage('faqs', 'staff-faqs', staffMeta.faqs, 'staff/pages/staff-faqs-page.tsx', async () => (await import('./faqs/staff-faqs-page')).StaffFaqsPage),
      staffPage('faqs/:key/:lang', 'staff-faq-editor', staffMeta.faqEditor, 'staff/faqs/faq-editor-page.tsx', async () => (await import('./faqs/faq-editor-page')).FaqEditorPage),
      staffPage('calendar', 'staff-calendar', staffMeta.calendar, 'staff/pages/staff-calendar-page.tsx', async () => (await import('./calendar/staff-calendar-page')).StaffCalendarPage),
      staffPage('courses', 'staff-courses', staffMeta.courses, 'staff/courses/staff-courses-page.tsx', async () => (await import('./courses/staff-courses-page')).StaffCoursesPage),
      staffPage('courses/:id', 'staff-course', staffMeta.course, 'staff/courses/staff-course-roster-page.tsx', async () => (await import('./courses/staff-course-roster-page')).StaffCourseRosterPage),
      staffPage('backups', 'staff-backups', staffMeta.backups, 'staff/backups/staff-backups-page.tsx', async () => (await import('./backups/staff-backups-page')).StaffBackupsPage),
      staffPage('people', 'staff-people', staffMeta.people, 'staff/people/staff-people-page.tsx', async () => (await import('./people/staff-people-page')).StaffPeoplePage),
      staffPage('access-log', 'staff-access-log', staffMeta.accessLog, 'staff/access-log/staff-access-log-page.tsx', async () => (await import('./access-log/staff-access-log-page')).StaffAccessLogPage),
      staffPage('posts', 'staff-posts', staffMeta.posts, 'staff/pages/staff-posts-page.tsx', async () => (await import('./posts/staff-posts-page')).StaffPostsPage),
      staffPage('posts/:id', 'staff-post', staffMeta.post, 'staff/pages/staff-post-editor-page.tsx', async () => (await import('./posts/staff-post-editor-page')).StaffPostEditorPage),
      staffPage('leads/:kind/:id', 'staff-lead', staffMeta.lead, 'staff/pages/staff-lead-page.tsx', async () => (await import('./lead/staff-lead-page')).StaffLeadPage),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./staff-not-found-page')).StaffNotFoundPage }),
        handle: { page: 'staff-not-found', meta: staffMeta.notFound, notFound: true, module: 'staff/pages/staff-not-found-page.tsx' } satisfies RouteHandle,
      },
    ],
  },
];
