/**
 * The photo conversion's own errors (convert-to-jpeg.ts and, in the widgets, its stand-in), shown
 * under the picker as thrown. They are not names in validation-messages.ts: the English core copy
 * would then carry them in the widget bundle's main file. Another language words them by their
 * English text instead (core-copy.es.ts); the Spanish twin is image-errors.es.ts.
 */
export const CANNOT_DRAW: string = 'This browser cannot draw images.';
export const NOT_CONVERTED: string = 'The image could not be converted.';
