/** The names the clinic's own FAQ sets start with in the staff editor (English rows). */
import { faqGroups } from '../../src/content/faq-groups';
import type { ClinicSetKey } from './faq-set-keys';

export const seedTitles: Record<ClinicSetKey, string> = {
  home: 'Home page',
  treatment_faq: `FAQ page: ${faqGroups.treatment_faq.label}`,
  results_faq: `FAQ page: ${faqGroups.results_faq.label}`,
  post_treatment_faq: `FAQ page: ${faqGroups.post_treatment_faq.label}`,
};
