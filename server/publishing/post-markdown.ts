/**
 * A post's Markdown as the public page shows it: markdown-it (raw HTML off, so a `<script>` typed
 * in the body is shown as text), then sanitize-html with the blog's rules (server/blog/blog-html.ts)
 * as a second wall: whatever markdown-it lets through, no script, event handler, style or
 * `javascript:` URL reaches a page (docs/decisions/0018-publishing-posts.md).
 */
import MarkdownIt from 'markdown-it';
import { sanitizeBlogHtml } from '../blog/blog-html';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

// Headings start at h2: the post's title is the page's only h1.
markdown.core.ruler.push('demote_h1', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
  }
});

export function renderPostMarkdown(source: string): string {
  return sanitizeBlogHtml(markdown.render(source));
}
