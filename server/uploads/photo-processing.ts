/**
 * Consultation photos: accepted only when the bytes really decode as a JPEG of sane size, then
 * re-encoded so what we keep is pixels only (auto-oriented; EXIF, GPS and any other metadata
 * dropped, since sharp writes none unless asked).
 */
import sharp from 'sharp';

/** Far below sharp's default (~268 MP): a phone photo is 12 to 50 MP, a pixel flood is thousands. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The long side of a stored photo, in pixels. */
export const MAX_STORED_SIDE = 2560;

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
    // Kept at most MAX_STORED_SIDE on its long side: plenty to judge skin in the staff inbox, and
    // it lets libjpeg decode a big photo at half or a quarter of its size (shrink-on-load), so a
    // 36-megapixel upload never sits in memory at full size.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true })
      .rotate()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, jpeg: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: 'undecodable' };
  }
}
