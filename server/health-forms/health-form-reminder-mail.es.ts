/** The health form reminder in Spanish (health-form-reminder-mail.ts is the English original). */
import { clinic } from '../../src/config/clinic';
import { CLINIC_ZONE } from '../../src/booking/time-picker/clinic-dates';
import type { HealthFormReminderText } from './health-form-reminder-mail';

const when = new Intl.DateTimeFormat('es-US', { timeZone: CLINIC_ZONE, dateStyle: 'full', timeStyle: 'short' });

export const healthFormReminderText: HealthFormReminderText = {
  subject: `Complete su formulario de salud antes de su visita a ${clinic.clinicName}`,
  hello: (firstName: string) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
  lead: (ms: number) => `Su consulta en persona es el ${when.format(new Date(ms))} (hora de Miami). Su formulario de salud y el consentimiento aún no están firmados.`,
  action: (profileUrl: string) => `Solo le llevará unos minutos: complételo en su cuenta antes de su visita (inicie sesión, o regístrese con este correo electrónico y confírmelo):\n${profileUrl}`,
  signature: `${clinic.clinicName}\n${clinic.phone}`,
};
