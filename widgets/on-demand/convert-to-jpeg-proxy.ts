/**
 * Stands in for src/booking/convert-to-jpeg.ts inside the widget bundle: the same functions, but
 * the conversion itself comes with the photo part when a visitor first chooses a photo, so no
 * partner page downloads it before then. The quick type check stays here, so a file that is not an
 * image is refused at once, and the part's "not an image" comes back as this bundle's own error.
 */
import { NotAnImageError } from '../../src/booking/convert-to-jpeg';
import { NOT_CONVERTED } from '../../src/booking/image-errors';
import type * as ImagePart from './image-chunk';
import { loadChunk } from './chunk-loader';

export { looksLikeImage, NotAnImageError } from '../../src/booking/convert-to-jpeg';

export function convertToJpeg(file: File): Promise<File> {
  return loadChunk<typeof ImagePart>('image').then(
    (part) =>
      part.convertToJpeg(file).catch((err: unknown) => {
        throw err instanceof part.NotAnImageError ? new NotAnImageError(file.type) : err;
      }),
    (err: unknown) => {
      // the form says the photo could not be used; the page's developer sees why
      console.warn('<clinic-*>: the photo part could not be loaded.', err);
      throw new Error(NOT_CONVERTED);
    },
  );
}
