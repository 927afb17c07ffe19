/** The toast area's words in Spanish: the twin of toast-copy.ts. */
import type * as en from './toast-copy';

export const toastCopy: typeof en.toastCopy = {
  areaLabel: 'Notificaciones (Alt+T)',
  closeLabel: 'Cerrar notificación',
};
