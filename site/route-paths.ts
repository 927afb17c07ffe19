/** The site's paths without its components, for the sitemap, the bench and the tests. */
import { clinic } from '../src/config/clinic';
import { treatmentAreas } from '../src/config/treatment-areas';

export const faqTabPaths = ['treatment_faq', 'results_faq', 'post_treatment_faq'] as const;

/** Every public path a crawler should know (blog posts are added by the server from the database). */
export const publicPaths: string[] = [
  '/',
  '/consultation',
  '/treatments',
  ...treatmentAreas.map((a) => a.path),
  '/trainings',
  '/team',
  '/locations',
  '/blog',
  `/${clinic.slug}-miami`,
  `/${clinic.slug}-florida`,
  '/faqs',
  ...faqTabPaths.map((g) => `/faqs/${g}`),
];

/** Every route of docs/product/screens.md that is a page (account screens included). */
export const allPagePaths: string[] = [...publicPaths, '/register', '/signin', '/forgot-password', '/reset-password', '/profile'];
