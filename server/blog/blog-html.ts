/**
 * Blog HTML is sanitised before it is stored and again when it is shown (a row written by other
 * means than the editor, a restored backup, must not reach a page as it is): text formatting,
 * headings, lists, links, images with their sizes and smaller files (`srcset`, `sizes`, whose URLs
 * are held to the same schemes) and tables survive; scripts, event handlers, styles and foreign
 * schemes do not. Sanitising its own output changes nothing.
 */
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark',
    'blockquote', 'q', 'cite', 'abbr', 'code', 'pre', 'span', 'div', 'figure', 'figcaption',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan', 'abbr'],
    td: ['colspan', 'rowspan', 'headers'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed', 'type'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand that tab a handle on ours.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, options);
}
