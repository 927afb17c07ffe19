/**
 * FAQ answers in Markdown (src/faq/faq-markdown.ts), as the staff editor previews them and the
 * server stores them: a line break typed with Enter stays a line break, lists stay lists, typed
 * HTML is text, nothing but an answer's few elements is made; and every answer of the clinic's own
 * sets, stored as HTML, reads back as Markdown that renders the same answer.
 */
import { describe, expect, it } from 'vitest';
import { faqHtmlMarkdown, faqMarkdownHtml } from '../../../src/faq/faq-markdown';
import { seedItems } from '../../../server/faq-sets/faq-set-seed';
import { sanitizeFaqAnswer } from '../../../server/faq-sets/faq-answer-html';
import { CLINIC_SET_KEYS } from '../../../server/faq-sets/faq-set-keys';

/** The same HTML for a reader: no space between tags, runs of spaces as one. */
const normal = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').replace(/<br \/>/g, '<br>').trim();

describe('FAQ answers in Markdown', () => {
  it('keeps a line break typed with Enter, and makes paragraphs, lists, bold, italics and links', () => {
    expect(faqMarkdownHtml('First line\nsecond line\n\nA new paragraph with **bold**, *italics* and [a link](https://clinic.example/faqs).\n\n- one\n- two\n\n1. first\n2. second')).toBe(
      '<p>First line<br>\nsecond line</p>\n<p>A new paragraph with <strong>bold</strong>, <em>italics</em> and <a href="https://clinic.example/faqs">a link</a>.</p>\n' +
        '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n',
    );
  });

  it('shows typed HTML as text and makes no heading, picture, code or script link', () => {
    const html = faqMarkdownHtml('<p onclick="x">hi</p>\n\n# Not a heading\n\n![pic](/images/x.jpg) `code` [bad](javascript:alert(1))');
    expect(html).toBe('<p>&lt;p onclick=&quot;x&quot;&gt;hi&lt;/p&gt;</p>\n<p># Not a heading</p>\n<p>!<a href="/images/x.jpg">pic</a> `code` [bad](javascript:alert(1))</p>\n');
    expect(html).not.toMatch(/<(h\d|img|code|script)|href="javascript/);
  });

  it('reads every answer of the clinic’s own sets back as Markdown that renders the same answer', () => {
    let answers = 0;
    for (const language of ['en', 'es'] as const) {
      for (const key of CLINIC_SET_KEYS) {
        for (const { answer } of seedItems(key, language)) {
          const markdown = faqHtmlMarkdown(answer);
          expect(markdown).not.toMatch(/<\/?(p|ul|li|strong)>/);
          // a plain-text answer comes back as one paragraph, which the accordion shows alike (no margin on its first and last child)
          const expected = answer.includes('<') ? answer : `<p>${answer}</p>`;
          expect(normal(sanitizeFaqAnswer(faqMarkdownHtml(markdown))), `${language} ${key}: ${markdown}`).toBe(normal(expected));
          answers += 1;
        }
      }
    }
    expect(answers).toBeGreaterThan(50);
  });

  it('writes stored HTML as Markdown a person would type: lists with dashes and numbers, marks escaped', () => {
    expect(faqHtmlMarkdown('<p>Areas:</p>\n<ul>\n  <li>the <strong>neck</strong> &amp; jaw</li>\n  <li>arms*</li>\n</ul><ol><li>one</li><li>two</li></ol><p>Line<br>break, <a href="https://clinic.example/a b">link</a></p>')).toBe(
      'Areas:\n\n- the **neck** & jaw\n- arms\\*\n\n1. one\n2. two\n\nLine\nbreak, [link](https://clinic.example/a%20b)',
    );
  });
});
