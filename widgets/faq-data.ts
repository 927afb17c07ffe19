/**
 * The clinic's FAQ groups as one JSON document per group and language. The widget build writes them
 * beside the bundle (dist/widgets/clinic-faqs-home.json, clinic-faqs-home.es.json in Spanish, …) so
 * <clinic-faq> fetches only the questions it shows, in the widget's language, and only on pages that
 * show them, instead of every partner page downloading them inside the script.
 */
import type { AnyFaqItem } from '../src/content/types';
import type { Locale } from '../src/i18n/locale';
import * as english from '../src/content/faqs';
import * as spanish from '../src/content/faqs.es';

export const FAQ_GROUPS = ['all', 'home', 'treatment_faq', 'results_faq', 'post_treatment_faq'] as const;
export type FaqGroupName = (typeof FAQ_GROUPS)[number];
export type FaqData = Record<FaqGroupName, AnyFaqItem[]>;

/** clinic-faqs-home.json in English, clinic-faqs-home.es.json in Spanish */
export const faqDataFile = (group: FaqGroupName, locale: Locale): string => `clinic-faqs-${group}${locale === 'en' ? '' : `.${locale}`}.json`;

export function faqData(locale: Locale = 'en'): FaqData {
  const { allFaqs, faqGroups, homeFaqs } = locale === 'es' ? spanish : english;
  return {
    all: allFaqs(),
    home: [...homeFaqs],
    treatment_faq: [...faqGroups.treatment_faq.items],
    results_faq: [...faqGroups.results_faq.items],
    post_treatment_faq: [...faqGroups.post_treatment_faq.items],
  };
}
