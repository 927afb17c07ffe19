/** Spanish copy of the blog list (/es/blog), twin of blog.ts; the page sizes are the English ones. */
import { clinic } from '../../src/config/clinic';
import { blogPage as english } from './blog';
import type * as en from './blog';

export const blogPage: typeof en.blogPage = {
  title: 'Blog',
  subtitle: `Artículos claros y sin rodeos de ${clinic.clinicName} sobre el tensado de la piel con láser, la recuperación, los resultados y el cuidado de la piel bajo el sol de Florida.`,
  pageSize: english.pageSize,
  step: english.step,
  feedTitle: `Blog de ${clinic.clinicName} (RSS)`,
};
