/** The Spanish twin of faqs.ts. */
export { faqsPage } from '../content/faqs-page.es';
export { allFaqs, faqGroups } from '../../src/content/faq-groups.es';
