/** The widgets' own sentences in Spanish: the twin of widget-copy.ts. */
import type * as en from './widget-copy';

export const thankYouCopy: typeof en.thankYouCopy = {
  heading: '¡Gracias!',
  text: 'Su solicitud de consulta ya está en manos de nuestro equipo. Le llamaremos en breve para acordar el horario que más le convenga.',
  again: 'Reservar otra consulta',
};
