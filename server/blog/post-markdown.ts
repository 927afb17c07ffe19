/**
 * A post's Markdown as the public page shows it: markdown-it (raw HTML off, so a `<script>` typed
 * in the body is shown as text), then sanitize-html with the blog's rules (server/blog/blog-html.ts)
 * as a second wall: whatever markdown-it lets through, no script, event handler, style or
 * `javascript:` URL reaches a page (docs/decisions/0018-publishing-posts.md).
 */
import MarkdownIt from 'markdown-it';
import { sanitizeBlogHtml } from './blog-html';
import { parsePostImagePath, srcsetOf } from '../../src/content/post-image-sizes';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

// Headings start at h2: the post's title is the page's only h1.
markdown.core.ruler.push('demote_h1', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
  }
});

/** The body column's width on a phone and beyond (site/styles: the article is at most 860 px wide). */
const INLINE_SIZES = '(max-width: 900px) 100vw, 860px';

/**
 * An uploaded picture in the body gets its size (no layout shift), its smaller files (srcset) and
 * lazy loading. Added after sanitising, from the hex name and digits the address pattern guarantees.
 */
function sizeUploadedImages(html: string): string {
  return html.replace(/<img src="(\/media\/posts\/[0-9a-fx-]+\.jpg)"/g, (tag, src: string) => {
    const ref = parsePostImagePath(src);
    if (!ref) return tag;
    return `<img src="${src}" width="${ref.width}" height="${ref.height}" srcset="${srcsetOf(ref, 'jpg')}" sizes="${INLINE_SIZES}" loading="lazy" decoding="async"`;
  });
}

export function renderPostMarkdown(source: string): string {
  return sizeUploadedImages(sanitizeBlogHtml(markdown.render(source)));
}
