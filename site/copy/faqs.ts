/** The FAQs page's and tabs' words. */
export { faqsPage } from '../content/faqs-page';
export { allFaqs, faqGroups } from '../../src/content/faq-groups';
