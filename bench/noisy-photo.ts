/**
 * Photo-like JPEGs of a chosen size for the upload benches. A phone photo is large because of its
 * sensor noise, and a smooth test image compresses to almost nothing, so these are a soft gradient
 * with strong noise on top, 6000 × 4000 px (24 MP, under the 40 MP the server accepts), encoded at
 * the quality that brings them closest to the wanted size without going over it.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';

const WIDTH = 6000;
const HEIGHT = 4000;
/** how far the noise strays from the gradient, either way: enough that 15 MB is reached below quality 90 */
const NOISE = 96;

let pixels: Buffer | undefined;

function noisyGradient(): Buffer {
  if (pixels) return pixels;
  const noise = crypto.randomBytes(WIDTH * HEIGHT * 3);
  const out = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const base = [30 + (x * 200) / WIDTH, 40 + (y * 180) / HEIGHT, 80 + ((x + y) * 100) / (WIDTH + HEIGHT)];
      for (let c = 0; c < 3; c++) out[i + c] = Math.max(0, Math.min(255, Math.round(base[c]! + ((noise[i + c]! / 255) * 2 - 1) * NOISE)));
    }
  }
  pixels = out;
  return out;
}

const encode = (quality: number) => sharp(noisyGradient(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality }).toBuffer();

/**
 * The largest of these JPEGs at or under `maxBytes` (the size only grows with the quality, so the
 * quality is found by halving). Throws when even the lowest quality is too big or the highest too small
 * by more than a tenth, so a bench never runs on a photo far from the size it reports.
 */
export async function noisyPhoto(maxBytes: number): Promise<{ jpeg: Buffer; width: number; height: number; quality: number }> {
  let low = 20;
  let high = 100;
  let best: { jpeg: Buffer; quality: number } | undefined;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const jpeg = await encode(quality);
    if (jpeg.length <= maxBytes) {
      best = { jpeg, quality };
      low = quality + 1;
    } else {
      high = quality - 1;
    }
  }
  if (!best || best.jpeg.length < maxBytes * 0.9) throw new Error(`no noisy photo near ${maxBytes} bytes (best ${best?.jpeg.length ?? 'none'})`);
  return { ...best, width: WIDTH, height: HEIGHT };
}
