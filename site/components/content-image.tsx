/**
 * Every content picture goes through here, so none ships without its width, height, async
 * decoding and (below the fold) lazy loading. The pictures are vector drawings, sharp at any width,
 * so there is no srcset (and so no `sizes`, which HTML allows only beside a srcset).
 */
import { imageSize } from './image-size';

export interface ContentImageProps {
  src: string;
  alt: string;
  className?: string;
  /** above the fold: load at once and let the browser fetch it early */
  priority?: boolean;
}

export function ContentImage({ src, alt, className, priority = false }: ContentImageProps) {
  const { width, height } = imageSize(src);
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
