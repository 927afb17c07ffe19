/** Moving or cancelling an appointment, in Spanish (appointment-change-copy.ts has the English and the shape). */
import type { AppointmentChangeCopy } from './appointment-change-copy';

export const appointmentChangeCopy: AppointmentChangeCopy = {
  yours: (when) => `Es decir, ${when} en su hora.`,
  cancel: 'Cancelar la cita',
  confirmCancel: 'Sí, cancelarla',
  keep: 'Mantenerla',
  reschedule: 'Elegir otro horario',
  rescheduleHeading: 'Elegir otro horario',
  moveGroup: 'Cambiar esta cita',
  confirmTime: 'Cambiar mi cita',
  back: 'Volver',
};
