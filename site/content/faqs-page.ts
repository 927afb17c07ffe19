/** Copy of the FAQs page (/faqs) around the shared FAQ data of src/content/faqs.ts. */
import type { FaqGroupKey } from '../../src/content/types';

export const faqsPage = {
  tabsLabel: 'FAQ topics',
  allLabel: 'View all',
  titles: {
    all: 'All questions',
    treatment_faq: 'About the treatment',
    results_faq: 'About your results',
    post_treatment_faq: 'After your treatment',
  } satisfies Record<FaqGroupKey | 'all', string>,
  intro: 'Choose a topic, or read every answer in order. Anything we have missed, we are happy to answer at your free consultation.',
};
