/** Her data calls' words in the request's language. */
import type { Locale } from '../i18n/request-locale';
import { accountDataText as en } from './account-data-text';
import { accountDataText as es } from './account-data-text.es';

export const accountDataTextFor = (locale: Locale): typeof en => (locale === 'es' ? es : en);
