/** Copy of the blog list (/blog); each article's own copy lives in the database. */
import { clinic } from '../../src/config/clinic';

export const blogPage = {
  title: 'Blog',
  subtitle: `Plain-spoken articles from ${clinic.clinicName} on laser skin tightening, recovery, results and caring for your skin in the Florida sun.`,
  /** docs/product/limits.md: the list starts with 6 cards and 'View More' adds 3. */
  pageSize: 6,
  step: 3,
  /** the title of the RSS feed the blog pages link to in their head */
  feedTitle: `${clinic.clinicName} blog (RSS)`,
};
