/** Her care in the account, in Spanish: the twin of account-care-copy.ts. */
import type * as en from './account-care-copy';
import { appointmentChangeCopy } from '../appointment/appointment-change-copy.es';

export const verifyEmailCopy: typeof en.verifyEmailCopy = {
  heading: 'Confirme su correo electrónico',
  confirming: 'Confirmando su correo electrónico…',
  incompleteLink: 'Este enlace de confirmación está incompleto. Abra de nuevo el enlace de su correo electrónico o pida uno nuevo desde su perfil.',
  toProfile: 'Ir a mi perfil',
  failed: 'No pudimos comunicarnos con la clínica. Revise su conexión, por favor.',
  retry: 'Intentar de nuevo',
};

export const appointmentsCopy: typeof en.appointmentsCopy = {
  ...appointmentChangeCopy,
  heading: 'Sus citas',
  loading: 'Cargando sus citas…',
  failed: 'No pudimos cargar sus citas. Revise su conexión, por favor.',
  retry: 'Intentar de nuevo',
  confirmHeading: 'Confirme su correo electrónico',
  confirmExplain: (email) =>
    `Sus citas aparecerán aquí cuando confirme que ${email} es suyo: abra el enlace que le enviamos a esa dirección. ¿No le llegó nuestro correo? Revise la carpeta de correo no deseado o pida el enlace de nuevo.`,
  sendAgain: 'Enviar el enlace de nuevo',
  sending: 'Enviando…',
  upcoming: 'Próximas',
  past: 'Anteriores',
  noneUpcoming: 'No tiene ninguna consulta próxima.',
  nonePast: 'Todavía no hay nada aquí.',
  callBacks: 'Solicitudes de llamada',
  callBackSent: (when) => `Enviada el ${when}.`,
  callBackStatus: {
    waiting: 'La llamaremos pronto.',
    contacted: 'Ya la llamamos.',
    closed: 'Terminada.',
  },
  status: {
    booked: 'Reservada',
    pending: 'Esperando la confirmación de la clínica',
    attended: 'Asistió',
    'no-show': 'No asistió',
    cancelled: 'Cancelada',
  },
  when: (type, when) => `${type}, ${when} (hora de Miami)`,
  bookAgain: 'Reservar de nuevo',
};
