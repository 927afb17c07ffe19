/** The appointment self-service page in Spanish (manage-copy.ts has the English and the shape). */
import type { ManageCopy } from './manage-copy';

export const spanishManageCopy: ManageCopy = {
  heading: 'Su cita',
  loading: 'Cargando su cita…',
  when: (type, when) => `${type}, ${when} (hora de Miami).`,
  yours: (when) => `Es decir, ${when} en su hora.`,
  cancelled: 'Esta cita está cancelada.',
  cancel: 'Cancelar la cita',
  confirmCancel: 'Sí, cancelarla',
  keep: 'Mantenerla',
  reschedule: 'Elegir otro horario',
  rescheduleHeading: 'Elegir otro horario',
  confirmTime: 'Cambiar mi cita',
  back: 'Volver',
  goneHeading: 'Este enlace ya no funciona',
  changedHeading: 'Su cita cambió',
  gone: 'El enlace ya se usó o ha vencido. Cada enlace de nuestros correos funciona una sola vez, hasta que empieza la cita.',
  bookAgain: 'Reservar una consulta',
  failed: 'No pudimos comunicarnos con la clínica. Revise su conexión.',
  retry: 'Reintentar',
};
