/**
 * The preview's Markdown, set up as the server's (server/blog/post-markdown.ts): raw HTML off,
 * headings from h2. Only the editor's chunk loads it; the public pages show the server's sanitised
 * HTML and never ship a Markdown parser.
 */
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.core.ruler.push('demote_h1', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
  }
});

export function previewHtml(source: string): string {
  return markdown.render(source);
}
