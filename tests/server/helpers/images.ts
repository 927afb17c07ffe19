/** Test images made with sharp inside the tests: real JPEGs, and the broken and hostile kinds. */
import crypto from 'node:crypto';
import sharp from 'sharp';

/** A solid JPEG, optionally carrying EXIF with a GPS position and an orientation flag. */
export async function makeJpeg(opts: { width?: number; height?: number; gps?: boolean; orientation?: number } = {}): Promise<Buffer> {
  const { width = 640, height = 480 } = opts;
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } }).jpeg({ quality: 80 });
  if (opts.gps) {
    image = image.withExif({
      IFD0: { Copyright: 'PatientHomeAddress', Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 45/1 36/1', GPSLongitudeRef: 'W', GPSLongitude: '80/1 11/1 24/1' },
    });
  }
  if (opts.orientation) image = image.withMetadata({ orientation: opts.orientation });
  return image.toBuffer();
}

/** A photo-like JPEG of noise, about `bytes` large (noise does not compress). */
export async function makeNoiseJpeg(bytes = 1_000_000): Promise<Buffer> {
  const side = Math.round(Math.sqrt(bytes / 1.1));
  const raw = crypto.randomBytes(side * side * 3);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

export async function makePng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 128, b: 255, alpha: 1 } } }).png().toBuffer();
}

/** A real JPEG cut off part-way through its image data. */
export async function makeTruncatedJpeg(): Promise<Buffer> {
  const full = await makeNoiseJpeg(200_000);
  return full.subarray(0, Math.floor(full.length * 0.6));
}

/**
 * A pixel flood: a tiny, valid-looking JPEG whose header claims 30,000 × 30,000 pixels (900 MP),
 * which a decoder would try to allocate gigabytes for.
 */
export async function makePixelFloodJpeg(): Promise<Buffer> {
  const jpeg = Buffer.from(await makeJpeg({ width: 64, height: 64 }));
  for (let i = 2; i < jpeg.length - 9; i++) {
    if (jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2)) {
      jpeg.writeUInt16BE(30_000, i + 5);
      jpeg.writeUInt16BE(30_000, i + 7);
      return jpeg;
    }
  }
  throw new Error('no SOF marker found');
}

/** Does this JPEG carry the GPS block (EXIF tag 0x8825, either byte order) and the text we put in IFD0? */
export function hasGpsExif(bytes: Buffer): boolean {
  const gpsTag = bytes.includes(Buffer.from([0x88, 0x25])) || bytes.includes(Buffer.from([0x25, 0x88]));
  return gpsTag && bytes.includes(Buffer.from('PatientHomeAddress'));
}
