/**
 * happy-dom decodes no images and has no 2D canvas. For the booking form's photo path this puts
 * the two browser pieces it uses back, backed by sharp so the work is real: createImageBitmap
 * decodes the file (and refuses bytes that are no image), drawImage keeps what was drawn, and
 * toBlob encodes it as the requested type and quality. Every toBlob call is recorded.
 */
import sharp from 'sharp';

interface FakeBitmap {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
  pixels: Buffer;
  close(): void;
}

export interface ToBlobCall {
  type: string | undefined;
  quality: number | undefined;
  width: number;
  height: number;
}

type Win = typeof globalThis & { HTMLCanvasElement: typeof HTMLCanvasElement; Blob: typeof Blob };

export function installCanvasPolyfill(win: Win = globalThis as Win): { calls: ToBlobCall[]; uninstall: () => void } {
  const calls: ToBlobCall[] = [];
  const drawn = new WeakMap<object, { bitmap: FakeBitmap; width: number; height: number }>();
  const proto = win.HTMLCanvasElement.prototype as unknown as Record<string, unknown>;
  const saved = { getContext: proto.getContext, toBlob: proto.toBlob, createImageBitmap: (win as { createImageBitmap?: unknown }).createImageBitmap };

  (win as unknown as { createImageBitmap: unknown }).createImageBitmap = async (blob: Blob): Promise<FakeBitmap> => {
    const bytes = Buffer.from(await blob.arrayBuffer());
    try {
      const { data, info } = await sharp(bytes).rotate().raw().toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, channels: info.channels, pixels: data, close: () => undefined };
    } catch {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    }
  };

  proto.getContext = function getContext(this: HTMLCanvasElement, kind: string) {
    if (kind !== '2d') return null;
    return {
      fillStyle: '#000000',
      fillRect: () => undefined,
      drawImage: (bitmap: FakeBitmap, _x: number, _y: number, width: number, height: number) => {
        drawn.set(this, { bitmap, width, height });
      },
    };
  };

  proto.toBlob = function toBlob(this: HTMLCanvasElement, callback: (blob: Blob | null) => void, type?: string, quality?: number) {
    const picture = drawn.get(this);
    calls.push({ type, quality, width: this.width, height: this.height });
    if (!picture || type !== 'image/jpeg') {
      callback(null);
      return;
    }
    const { bitmap } = picture;
    void sharp(bitmap.pixels, { raw: { width: bitmap.width, height: bitmap.height, channels: bitmap.channels } })
      .resize(this.width, this.height)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round((quality ?? 0.92) * 100) })
      .toBuffer()
      .then((jpeg) => callback(new win.Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' })));
  };

  return {
    calls,
    uninstall: () => {
      proto.getContext = saved.getContext;
      proto.toBlob = saved.toBlob;
      (win as unknown as { createImageBitmap: unknown }).createImageBitmap = saved.createImageBitmap;
    },
  };
}

/** A real JPEG (or PNG) made with sharp, as the File a visitor would pick. */
export async function photoFile(opts: { width?: number; height?: number; format?: 'jpeg' | 'png'; name?: string } = {}): Promise<File> {
  const width = opts.width ?? 64;
  const height = opts.height ?? 48;
  const format = opts.format ?? 'jpeg';
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } });
  const bytes = format === 'jpeg' ? await image.jpeg().toBuffer() : await image.png().toBuffer();
  return new File([new Uint8Array(bytes)], opts.name ?? (format === 'jpeg' ? 'face.jpg' : 'face.png'), { type: `image/${format}` });
}
