/**
 * The clinic's FAQ groups as one JSON document per language. The widget build writes them beside
 * the bundle (dist/widgets/clinic-faqs.json, and clinic-faqs.es.json in Spanish) so <clinic-faq>
 * fetches the questions only on pages that show them, in the widget's language, instead of every
 * partner page downloading them inside the script.
 */
import type { AnyFaqItem } from '../src/content/types';
import type { Locale } from '../src/i18n/locale';
import * as english from '../src/content/faqs';
import * as spanish from '../src/content/faqs.es';

export const FAQ_GROUPS = ['all', 'home', 'treatment_faq', 'results_faq', 'post_treatment_faq'] as const;
export type FaqGroupName = (typeof FAQ_GROUPS)[number];
export type FaqData = Record<FaqGroupName, AnyFaqItem[]>;
export const FAQ_DATA_FILE = 'clinic-faqs.json';

/** clinic-faqs.json in English, clinic-faqs.es.json in Spanish */
export const faqDataFile = (locale: Locale): string => (locale === 'en' ? FAQ_DATA_FILE : `clinic-faqs.${locale}.json`);

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
