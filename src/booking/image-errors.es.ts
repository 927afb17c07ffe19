/** The photo conversion's errors in Spanish: the twin of image-errors.ts. */
import type * as en from './image-errors';

export const CANNOT_DRAW: typeof en.CANNOT_DRAW = 'Este navegador no puede dibujar imágenes.';
export const NOT_CONVERTED: typeof en.NOT_CONVERTED = 'No se pudo convertir la imagen.';
