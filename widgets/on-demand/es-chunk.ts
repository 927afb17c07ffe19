/** The Spanish part: every word of the core components in Spanish, fetched by the first widget a page shows in Spanish. */
export { spanishCoreCopy as copy } from '../../src/i18n/core-copy.es';
