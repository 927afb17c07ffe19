/** The FAQs page's and tabs' words; the questions themselves come from the database (site/data/faq-set-loader.ts). */
export { faqsPage } from '../content/faqs-page';
export { faqGroupLabels } from '../../src/content/faq-group-labels';
