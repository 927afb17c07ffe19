/**
 * A post's cover on its page: above the fold, so fetched first (fetchpriority high, eager). A
 * picture staff uploaded (server/blog/) comes as WebP with JPEG for older browsers, each in
 * the sizes stored, with its width and height so nothing moves when it arrives; any other
 * picture (the seeded posts' drawings) is a ContentImage as before. Only the blog post page loads it.
 */
import { ContentImage } from './content-image';
import { parsePostImagePath, srcsetOf } from '../../src/content/post-image-sizes';

/** the article is at most 860 px wide (site/styles/blog.css) */
const COVER_SIZES = '(max-width: 900px) 100vw, 860px';

export function PostCover({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const ref = parsePostImagePath(src);
  if (!ref) return <ContentImage className={className} src={src} alt={alt} priority />;
  return (
    <picture>
      <source type="image/webp" srcSet={srcsetOf(ref, 'webp')} sizes={COVER_SIZES} />
      <img
        className={className}
        src={src}
        srcSet={srcsetOf(ref, 'jpg')}
        sizes={COVER_SIZES}
        width={ref.width}
        height={ref.height}
        alt={alt}
        loading="eager"
        decoding="async"
        fetchPriority="high"
      />
    </picture>
  );
}
