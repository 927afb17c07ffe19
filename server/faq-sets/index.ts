/** What other features may use of the FAQ sets room: which site pages show an FAQ set (the site's page cache). */
export { faqPageTest } from './faq-page-paths';
