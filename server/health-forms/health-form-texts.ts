/** Each language's words of the health form: the calls' answers and the form's own copy (src/health-form/). */
import type { Locale } from '../i18n/request-locale';
import { healthFormCopy as copyEn, type HealthFormCopy } from '../../src/health-form/health-form-copy';
import { healthFormCopy as copyEs } from '../../src/health-form/health-form-copy.es';
import { healthFormText as en, type HealthFormText } from './health-form-text';
import { healthFormText as es } from './health-form-text.es';

export const healthFormTextFor = (locale: Locale): HealthFormText => (locale === 'es' ? es : en);
export const healthFormCopyFor = (locale: string): HealthFormCopy => (locale === 'es' ? copyEs : copyEn);
