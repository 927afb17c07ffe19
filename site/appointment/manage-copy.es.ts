/** The appointment self-service page in Spanish (manage-copy.ts has the English and the shape). */
import type { ManageCopy } from './manage-copy';
import { appointmentChangeCopy } from './appointment-change-copy.es';

export const manageCopy: ManageCopy = {
  ...appointmentChangeCopy,
  heading: 'Su cita',
  loading: 'Cargando su cita…',
  when: (type, when) => `${type}, ${when} (hora de Miami).`,
  cancelled: 'Esta cita está cancelada.',
  goneHeading: 'Este enlace ya no funciona',
  changedHeading: 'Su cita cambió',
  gone: 'El enlace ya se usó o ha vencido. Cada enlace de nuestros correos funciona una sola vez, hasta que empieza la cita.',
  bookAgain: 'Reservar una consulta',
  failed: 'No pudimos comunicarnos con la clínica. Revise su conexión.',
  retry: 'Reintentar',
};
