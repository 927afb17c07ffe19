/** Every FAQ of the core, for readers that want them all (the <clinic-faq> widget's data file). */
export { homeFaqs } from './home-faqs';
export { treatmentFaqs, resultsFaqs, postTreatmentFaqs, faqGroups, allFaqs } from './faq-groups';
export { faqAnswer } from '../faq/faq-answer';
