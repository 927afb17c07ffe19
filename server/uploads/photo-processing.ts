/**
 * Consultation photos: accepted only when the bytes really decode as a JPEG of sane size, then
 * re-encoded so what we keep is pixels only (auto-oriented; EXIF, GPS and any other metadata
 * dropped, since sharp writes none unless asked).
 */
import sharp from 'sharp';

/** Far below sharp's default (~268 MP): a phone photo is 12 to 50 MP, a pixel flood is thousands. */
export const MAX_INPUT_PIXELS = 40_000_000;

// Decoded images are not reused between requests, and each can be large.
sharp.cache(false);

export type PhotoResult =
  | { ok: true; jpeg: Buffer; width: number; height: number }
  | { ok: false; reason: 'not_jpeg' | 'too_many_pixels' | 'undecodable' };

export async function preparePhoto(input: Buffer): Promise<PhotoResult> {
  // The header alone first: format and dimensions, without decoding a single pixel.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (meta?.format !== 'jpeg') return { ok: false, reason: 'not_jpeg' };
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) return { ok: false, reason: 'too_many_pixels' };
  try {
    // failOn 'warning': a truncated or corrupt JPEG is refused rather than stored half grey.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, jpeg: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: 'undecodable' };
  }
}
