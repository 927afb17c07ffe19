/**
 * The health form reminder in English (health-form-reminder-mail.es.ts: Spanish): 48 hours before an
 * in-person visit whose form is not signed. It names no question and no answer: only that a health
 * form and consent wait in her account.
 */
import { clinic } from '../../src/config/clinic';
import { CLINIC_ZONE } from '../../src/booking/time-picker/clinic-dates';

const when = new Intl.DateTimeFormat('en-US', { timeZone: CLINIC_ZONE, dateStyle: 'full', timeStyle: 'short' });

export const healthFormReminderText = {
  subject: `Please complete your health form before your visit to ${clinic.clinicName}`,
  hello: (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  lead: (ms: number) => `Your in-person consultation is on ${when.format(new Date(ms))} (Miami time). Your health form and consent are not signed yet.`,
  action: (profileUrl: string) => `It takes a few minutes: please complete it in your account before your visit (sign in, or register with this e-mail address and confirm it):\n${profileUrl}`,
  signature: `${clinic.clinicName}\n${clinic.phone}`,
};

export type HealthFormReminderText = typeof healthFormReminderText;
