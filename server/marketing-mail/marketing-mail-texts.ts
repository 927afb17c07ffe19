/** The marketing-mail calls' words in the request's language. */
import type { Locale } from '../i18n/request-locale';
import { marketingMailText as en } from './marketing-mail-text';
import { marketingMailText as es } from './marketing-mail-text.es';

export const marketingTextFor = (locale: Locale): typeof en => (locale === 'es' ? es : en);
