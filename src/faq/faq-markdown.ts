/**
 * FAQ answers as staff write them: Markdown, like a post's body, limited to what an answer may
 * hold (docs/product/data.md): paragraphs, line breaks, bold, italics, bulleted and numbered lists
 * (the HTML lists SPEC.md allows answers), and links. A line break typed with Enter stays a line
 * break (markdown-it's `breaks`), raw HTML shows as the text it is, and no other Markdown (headings,
 * pictures, code, tables) is understood, so what the preview shows is what the site shows.
 *
 * The server renders an answer with faqMarkdownHtml and sanitises the result as before
 * (server/faq-sets/faq-answer-html.ts); the staff editor previews with the same function. Answers
 * stored as HTML before this editor (the clinic's seeded ones among them) are offered to staff as
 * Markdown by faqHtmlMarkdown, which reads back exactly that limited HTML.
 *
 * Only the server and the staff editor import this module: the public pages and the widgets show
 * the stored HTML and never load a Markdown parser.
 */
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt('zero', { html: false, breaks: true, linkify: false, typographer: false }).enable([
  'list',
  'emphasis',
  'link',
  'autolink',
  'newline',
  'escape',
  'entity',
]);

/** An answer's Markdown as the limited HTML of an FAQ answer. */
export function faqMarkdownHtml(source: string): string {
  return markdown.render(source.replace(/\r\n?/g, '\n'));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'" };
const decode = (text: string) =>
  text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** Text as Markdown that renders back to the same text: the characters Markdown would read as marks escaped. */
const escapeText = (text: string) => text.replace(/[\\`*_[\]<]|&(?=#?[a-z0-9]+;)/gi, (c) => `\\${c}`);
/** A block's first characters that would start a list item are escaped too. */
const escapeLineStart = (line: string) => line.replace(/^(\s*)([-+*])(\s)/, '$1\\$2$3').replace(/^(\s*)(\d+)([.)])(\s)/, '$1$2\\$3$4');

interface Tag {
  name: string;
  closing: boolean;
  href?: string;
}

type Token = { tag: Tag } | { text: string };

function tokens(html: string): Token[] {
  const out: Token[] = [];
  const pattern = /<(\/?)([a-z][a-z0-9]*)\b([^>]*)>/gi;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    if (match.index > last) out.push({ text: html.slice(last, match.index) });
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(match[3] ?? '');
    out.push({ tag: { name: (match[2] ?? '').toLowerCase(), closing: match[1] === '/', ...(href ? { href: decode(href[1] ?? href[2] ?? href[3] ?? '') } : {}) } });
    last = match.index + match[0].length;
  }
  if (last < html.length) out.push({ text: html.slice(last) });
  return out;
}

const INLINE_MARK: Record<string, string> = { strong: '**', b: '**', em: '*', i: '*' };

/**
 * A stored answer (the limited HTML) as Markdown that faqMarkdownHtml renders back to the same
 * HTML: paragraphs apart by a blank line, list items as '- ' or '1. ', <br> as a line break. Any
 * other tag is dropped and its text kept, as the sanitiser would.
 */
export function faqHtmlMarkdown(html: string): string {
  /** each block's text, and the list it is an item of (items of one list are written together) */
  const blocks: { text: string; list: number | null }[] = [];
  const lists: { id: number; ordered: boolean; n: number }[] = [];
  let listCount = 0;
  let line = '';
  const links: string[] = [];
  const flush = () => {
    const text = line.replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n').trim();
    line = '';
    if (text === '') return;
    const list = lists[lists.length - 1];
    if (!list) {
      blocks.push({ text: text.split('\n').map(escapeLineStart).join('\n'), list: null });
      return;
    }
    const marker = list.ordered ? `${list.n}. ` : '- ';
    const indent = ' '.repeat((lists.length - 1) * 3);
    const [first = '', ...rest] = text.split('\n').map(escapeLineStart);
    blocks.push({ text: indent + marker + first + rest.map((r) => `\n${indent}${' '.repeat(marker.length)}${r}`).join(''), list: list.id });
  };
  for (const token of tokens(html)) {
    if ('text' in token) {
      line += escapeText(decode(token.text).replace(/\s+/g, ' '));
      continue;
    }
    const { name, closing, href } = token.tag;
    if (name === 'p' || name === 'div') flush();
    else if (name === 'br') line += '\n';
    else if (name === 'ul' || name === 'ol') {
      flush();
      if (closing) lists.pop();
      else lists.push({ id: ++listCount, ordered: name === 'ol', n: 0 });
    } else if (name === 'li') {
      flush();
      const list = lists[lists.length - 1];
      if (!closing && list) list.n += 1;
    } else if (INLINE_MARK[name]) line += INLINE_MARK[name];
    else if (name === 'a') {
      // a link the sanitiser left without an address is only its words
      if (!closing) {
        links.push(href ?? '');
        if (href) line += '[';
      } else if (links.length > 0) {
        const target = links.pop() ?? '';
        if (target) line += `](${target.replace(/[()\s<>]/g, (c) => encodeURIComponent(c))})`;
      }
    }
  }
  flush();
  return blocks.map((b, i) => (i === 0 ? '' : b.list !== null && b.list === blocks[i - 1]?.list ? '\n' : '\n\n') + b.text).join('');
}
