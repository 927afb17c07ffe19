/** The Spanish twin of faqs.ts. */
export { faqsPage } from '../content/faqs-page.es';
export { faqGroupLabels } from '../../src/content/faq-group-labels.es';
