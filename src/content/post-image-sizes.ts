/**
 * The sizes a post image is kept in, and its address (docs/decisions/0018-publishing-posts.md):
 * `/media/posts/{name}-{width}x{height}.jpg` names the largest JPEG, and from it alone a page knows
 * every file there is: each width of POST_IMAGE_WIDTHS below the largest, and the largest, in WebP
 * (`{name}-{w}.webp`) and JPEG (`{name}-{w}.jpg`). Shared by the server (server/blog/) and the blog pages.
 *
 * The name is 32 hex digits (128 random bits) for every upload since migration 060, so nobody can
 * count their way to a draft's pictures; images uploaded before it keep their row number as name.
 */
export const POST_IMAGE_WIDTHS = [480, 960, 1600] as const;
export const POST_IMAGE_MAX_WIDTH = 1600;

/** A name in an address: a new upload's 32 hex digits, or an earlier upload's row number (no leading zero, so one spelling each). */
export const POST_IMAGE_NAME = '(?:[0-9a-f]{32}|[1-9][0-9]{0,9})';

export interface PostImageRef {
  name: string;
  width: number;
  height: number;
}

const CANONICAL = new RegExp(`^/media/posts/(${POST_IMAGE_NAME})-([0-9]{1,4})x([0-9]{1,4})\\.jpg$`);

export function postImagePath(ref: PostImageRef): string {
  return `/media/posts/${ref.name}-${ref.width}x${ref.height}.jpg`;
}

/** The uploaded image an address names, or undefined for any other picture. */
export function parsePostImagePath(path: string): PostImageRef | undefined {
  const match = CANONICAL.exec(path);
  if (!match?.[1]) return undefined;
  const [width, height] = [Number(match[2]), Number(match[3])];
  return width > 0 && height > 0 ? { name: match[1], width, height } : undefined;
}

/** The widths stored for an image whose largest size is `width`. */
export function storedWidths(width: number): number[] {
  return [...POST_IMAGE_WIDTHS.filter((w) => w < width), width];
}

export function srcsetOf(ref: PostImageRef, format: 'webp' | 'jpg'): string {
  return storedWidths(ref.width)
    .map((w) => `/media/posts/${ref.name}-${w}.${format} ${w}w`)
    .join(', ');
}
