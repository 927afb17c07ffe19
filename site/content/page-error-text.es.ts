/** Spanish twin of page-error-text.ts. */
import type * as en from './page-error-text';

export const pageErrorText: typeof en.pageErrorText = {
  title: 'Algo salió mal de nuestro lado',
  lead: 'No pudimos cargar esta página en este momento. Vuelva a intentarlo en unos instantes; usted no hizo nada que lo causara.',
  callInstead: 'Si estaba por reservar una consulta, también puede llamarnos:',
  home: 'Volver a la página de inicio',
};
