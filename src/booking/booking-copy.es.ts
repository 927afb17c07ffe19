/** The booking section in Spanish: the twin of booking-copy.ts. */
import type * as en from './booking-copy';

export const bookingCopy: typeof en.bookingCopy = {
  typesHeading: 'Tipos de consulta',
  formHeading: 'Reserve una consulta gratuita',
  labels: {
    first_name: 'Nombre',
    last_name: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    message: 'Mensaje',
    image: 'Subir imagen',
  },
  // the English keeps SPEC.md's words, stray space and all; the Spanish is ours and needs none
  imageHint: 'Tipos de archivo aceptados: jpg, tamaño del archivo: 16MB.',
  picker: { choose: 'Elegir imagen', none: 'Ninguna imagen seleccionada' },
  submit: 'Reserve una consulta gratuita',
  sending: 'Enviando…',
};
