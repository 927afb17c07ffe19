/**
 * A post image as staff upload it: accepted only when its bytes decode as a JPEG, PNG or WebP
 * picture of sane size (no SVG: it can carry script; no file that merely claims a type), then
 * re-encoded, auto-oriented and with no EXIF or other metadata (sharp writes none unless asked),
 * at each width of post-image-sizes.ts in WebP and JPEG. The limits are the consultation photo's
 * (server/uploads/photo-processing.ts, multipart-form.ts): 16 MB in, 40 megapixels.
 */
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../uploads/photo-processing';
import { POST_IMAGE_MAX_WIDTH, storedWidths } from '../../src/content/post-image-sizes';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export interface EncodedFile {
  width: number;
  format: 'webp' | 'jpeg';
  bytes: Buffer;
}

export type PostImageResult =
  | { ok: true; width: number; height: number; files: EncodedFile[] }
  | { ok: false; reason: 'not_image' | 'too_many_pixels' | 'undecodable' };

export async function preparePostImage(input: Buffer): Promise<PostImageResult> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED.has(meta.format)) return { ok: false, reason: 'not_image' };
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) return { ok: false, reason: 'too_many_pixels' };
  try {
    // decoded once, oriented, at most the largest width; each size is made from these pixels
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: POST_IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const files: EncodedFile[] = [];
    for (const width of storedWidths(info.width)) {
      const sized = () => sharp(data, raw).resize({ width });
      files.push({ width, format: 'webp', bytes: await sized().webp({ quality: 78 }).toBuffer() });
      files.push({ width, format: 'jpeg', bytes: await sized().jpeg({ quality: 82, mozjpeg: true }).toBuffer() });
    }
    return { ok: true, width: info.width, height: info.height, files };
  } catch {
    return { ok: false, reason: 'undecodable' };
  }
}
