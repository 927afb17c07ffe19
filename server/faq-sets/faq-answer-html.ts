/**
 * What an FAQ answer may hold, the same on save and on output: paragraphs, line breaks, bold and
 * italics, <ul>/<ol> lists (the format of the clinic's own answers, docs/product/data.md) and plain
 * links. No script, style, image, event handler or attribute but a link's href, whose scheme must be
 * http, https, mailto or tel: nothing executable reaches a page or a partner's widget.
 */
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // a script's or style's text is dropped with it, never left as visible words
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'svg', 'math', 'template'],
};

export function sanitizeFaqAnswer(html: string): string {
  return sanitizeHtml(html, options);
}

export function sanitizeFaqQuestion(text: string): string {
  // a question is shown as text; tags are removed rather than shown as markup
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
}
