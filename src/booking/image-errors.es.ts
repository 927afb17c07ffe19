/** The photo conversion's errors in Spanish: the twin of image-errors.ts. */
import type * as en from './image-errors';

export const CANNOT_DRAW: typeof en.CANNOT_DRAW = 'Este navegador no puede dibujar imágenes.';
export const NOT_CONVERTED: typeof en.NOT_CONVERTED = 'No se pudo convertir la imagen.';

/**
 * The same words by the English text the conversion throws, which the core copy's validation words
 * look an error up by (core-copy.es.ts). The keys are spelled out, not imported: importing
 * image-errors.ts here would make it a file of its own on every Spanish page, beside the booking
 * form's. tests/unit/core/core-copy-spanish.test.tsx holds them to image-errors.ts.
 */
export const byEnglishText: Readonly<Record<string, string>> = {
  'This browser cannot draw images.': CANNOT_DRAW,
  'The image could not be converted.': NOT_CONVERTED,
};
