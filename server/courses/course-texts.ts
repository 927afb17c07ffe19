import type { Locale } from '../i18n/request-locale';
import { courseText as en, type CourseText } from './course-text';
import { courseText as es } from './course-text.es';

export const courseTextFor = (locale: Locale | string): CourseText => (locale === 'es' ? es : en);
