/** The Spanish twin of faq-group-labels.ts. */
import type * as en from './faq-group-labels';

export const faqGroupLabels: typeof en.faqGroupLabels = {
  treatment_faq: 'Tratamiento',
  results_faq: 'Resultados',
  post_treatment_faq: 'Después del tratamiento',
};
