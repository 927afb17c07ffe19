/**
 * docs/product/behaviour.md: a chosen photo is redrawn on a canvas and kept as a JPEG named converted_image.jpg
 * at quality 0.9. Very large photos are scaled down on the way: the server refuses pixel floods
 * and a 16 MB upload limit applies, and a consultation photo needs no more than 16 megapixels.
 */
import { CANNOT_DRAW, NOT_CONVERTED } from './image-errors';

export const CONVERTED_IMAGE_NAME = 'converted_image.jpg';
export const JPEG_QUALITY = 0.9;
export const MAX_EDGE_PX = 4096;
export const MAX_PIXELS = 16_000_000;

// named in the constructor, not by a class field: the widget bundle's es2020 target would bring a helper for the field
export class NotAnImageError extends Error {
  constructor(type: string) {
    super(type);
    this.name = 'NotAnImageError';
  }
}

/** docs/product/validation.md: only the type the browser reports decides whether a file is an image at all. */
export function looksLikeImage(file: File): boolean {
  return file.type.startsWith('image/');
}

export function fittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_EDGE_PX / Math.max(width, height), Math.sqrt(MAX_PIXELS / (width * height)));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Decodes the file (honouring its EXIF orientation) and encodes it again as a JPEG. */
export async function convertToJpeg(file: File): Promise<File> {
  if (!looksLikeImage(file)) throw new NotAnImageError(file.type);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // a file that calls itself an image but does not decode is not an image either
    throw new NotAnImageError(file.type);
  }
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(CANNOT_DRAW);
    // JPEG has no transparency: paint white first so transparent areas do not turn black
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) throw new Error(NOT_CONVERTED);
    return new File([blob], CONVERTED_IMAGE_NAME, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
