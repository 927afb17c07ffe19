/** The address of one FAQ set in one language (docs/product/api.md#faq-sets), for the site and the widget alike. */
import type { Locale } from '../i18n/locale';

export const faqSetPath = (key: string, locale?: Locale): string => `/api/faq-sets/${encodeURIComponent(key)}${locale === 'es' ? '?lang=es' : ''}`;
