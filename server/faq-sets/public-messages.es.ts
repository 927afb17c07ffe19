/** The Spanish twin of public-messages.ts. */
import type { publicMessages as english } from './public-messages';

export const publicMessages: typeof english = {
  notFound: 'No se encontraron estas preguntas.',
};
