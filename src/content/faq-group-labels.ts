/**
 * The names of the FAQ page's three tabs: a module of their own, so the site's tab bar carries
 * these words and not the questions, which the pages read from the database (server/faq-sets/).
 */
import type { FaqGroupKey } from './types';

export const faqGroupLabels: Record<FaqGroupKey, string> = {
  treatment_faq: 'Treatment',
  results_faq: 'Results',
  post_treatment_faq: 'Post-Treatment',
};
