/**
 * Every FAQ of the core in Spanish, the twin of faqs.ts: the Spanish home and tab groups, so a
 * reader that wants them all (the <clinic-faq> widget in Spanish) gets a complete Spanish set.
 */
export { homeFaqs } from './home-faqs.es';
export { treatmentFaqs, resultsFaqs, postTreatmentFaqs, faqGroups, allFaqs } from './faq-groups.es';
export { faqAnswer } from '../faq/faq-answer';
