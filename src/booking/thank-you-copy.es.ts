/** The thank-you panel in Spanish: the twin of thank-you-copy.ts. */
import type * as en from './thank-you-copy';

export const thankYouCopy: typeof en.thankYouCopy = {
  heading: '¡Gracias!',
  text: 'Su solicitud de consulta ya está en manos de nuestro equipo. Lo llamaremos en breve para acordar el horario que más le convenga.',
  again: 'Reservar otra consulta',
};
