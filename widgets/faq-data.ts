/**
 * The clinic's FAQ groups as one JSON document. The widget build writes it beside the bundle
 * (dist/widgets/clinic-faqs.json) so <clinic-faq> fetches the questions only on pages that show
 * them, instead of every partner page downloading them inside the script.
 */
import type { AnyFaqItem } from '../src/content/types';
import { allFaqs, faqGroups, homeFaqs } from '../src/content/faqs';

export const FAQ_GROUPS = ['all', 'home', 'treatment_faq', 'results_faq', 'post_treatment_faq'] as const;
export type FaqGroupName = (typeof FAQ_GROUPS)[number];
export type FaqData = Record<FaqGroupName, AnyFaqItem[]>;
export const FAQ_DATA_FILE = 'clinic-faqs.json';

export function faqData(): FaqData {
  return {
    all: allFaqs(),
    home: [...homeFaqs],
    treatment_faq: [...faqGroups.treatment_faq.items],
    results_faq: [...faqGroups.results_faq.items],
    post_treatment_faq: [...faqGroups.post_treatment_faq.items],
  };
}
