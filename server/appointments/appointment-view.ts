/** What the patient's calls show of an appointment (the mailed link's and her account's): its type, times and status, never who it is for. */
import type { AppointmentRow } from './appointment-repository';
import { CLINIC_ZONE } from './clinic-zone';

const iso = (ms: number) => new Date(ms).toISOString();

export const appointmentView = (row: AppointmentRow) => ({
  id: row.id,
  type: row.type_id,
  start: iso(row.start_at),
  end: iso(row.end_at),
  zone: CLINIC_ZONE,
  language: row.language === 'es' ? 'es' : 'en',
  status: row.status,
});
