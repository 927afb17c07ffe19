/** The appointment sentences in the request's language. */
import type { Locale } from '../i18n/request-locale';
import { appointmentText as en, type AppointmentText } from './appointment-text';
import { appointmentText as es } from './appointment-text.es';

export function appointmentTextFor(locale: Locale): AppointmentText {
  return locale === 'es' ? es : en;
}
