/** The Spanish part: every word of the core components in Spanish, fetched by the first widget a page shows in Spanish. */
export { spanishCoreCopy as copy } from '../../src/i18n/core-copy.es';
// the photo picker worded in Spanish (image-field-proxy.tsx): the browser words its own in its own language
export { ImageField } from '../../src/booking/image-field';
export { default as imagePickerCss } from '../../src/booking/image-picker.css?inline';
