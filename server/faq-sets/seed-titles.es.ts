/** The Spanish twin of seed-titles.ts: the names of the Spanish rows. */
import { faqGroups } from '../../src/content/faq-groups.es';
import type { seedTitles as english } from './seed-titles';

export const seedTitles: typeof english = {
  home: 'Página de inicio',
  treatment_faq: `Página de preguntas: ${faqGroups.treatment_faq.label}`,
  results_faq: `Página de preguntas: ${faqGroups.results_faq.label}`,
  post_treatment_faq: `Página de preguntas: ${faqGroups.post_treatment_faq.label}`,
};
