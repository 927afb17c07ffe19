/**
 * The sizes a post image is kept in, and its address (docs/decisions/0018-publishing-posts.md):
 * `/media/posts/{id}-{width}x{height}.jpg` names the largest JPEG, and from it alone a page knows
 * every file there is: each width of POST_IMAGE_WIDTHS below the largest, and the largest, in WebP
 * (`{id}-{w}.webp`) and JPEG (`{id}-{w}.jpg`). Shared by the server (server/blog/) and the blog pages.
 */
export const POST_IMAGE_WIDTHS = [480, 960, 1600] as const;
export const POST_IMAGE_MAX_WIDTH = 1600;

export interface PostImageRef {
  id: number;
  width: number;
  height: number;
}

const CANONICAL = /^\/media\/posts\/(\d{1,10})-(\d{1,4})x(\d{1,4})\.jpg$/;

export function postImagePath(ref: PostImageRef): string {
  return `/media/posts/${ref.id}-${ref.width}x${ref.height}.jpg`;
}

/** The uploaded image an address names, or undefined for any other picture. */
export function parsePostImagePath(path: string): PostImageRef | undefined {
  const match = CANONICAL.exec(path);
  if (!match) return undefined;
  const [id, width, height] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return id > 0 && width > 0 && height > 0 ? { id, width, height } : undefined;
}

/** The widths stored for an image whose largest size is `width`. */
export function storedWidths(width: number): number[] {
  return [...POST_IMAGE_WIDTHS.filter((w) => w < width), width];
}

export function srcsetOf(ref: PostImageRef, format: 'webp' | 'jpg'): string {
  return storedWidths(ref.width)
    .map((w) => `/media/posts/${ref.id}-${w}.${format} ${w}w`)
    .join(', ');
}
