/**
 * The small pure pieces of publishing (server/blog/): slugs made from titles, Markdown
 * rendered then sanitised, and the feed link the blog pages' head carries.
 */
import { describe, expect, it } from 'vitest';
import { slugFromTitle } from '../../../server/blog/post-slug';
import { renderPostMarkdown } from '../../../server/blog/post-markdown';
import { headHtml } from '../../../site/meta/head-html';

describe('slugFromTitle', () => {
  it('keeps lower-case ASCII words joined by single hyphens, accents dropped', () => {
    expect(slugFromTitle('Cómo funciona el láser: guía')).toBe('como-funciona-el-laser-guia');
    expect(slugFromTitle('  Año nuevo, piel nueva!  ')).toBe('ano-nuevo-piel-nueva');
    expect(slugFromTitle('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(slugFromTitle('¿¡!?')).toBe('');
    expect(slugFromTitle('a'.repeat(300)).length).toBe(120);
  });
});

describe('renderPostMarkdown', () => {
  it('renders headings from h2, lists, links and images', () => {
    expect(renderPostMarkdown('# Title\n\n- one\n- two\n\n[Book](/consultation) ![Neck](/images/n.jpg)')).toBe(
      '<h2>Title</h2>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p><a href="/consultation">Book</a> <img src="/images/n.jpg" alt="Neck" /></p>\n',
    );
  });

  it('shows typed HTML as text and drops script URLs', () => {
    const html = renderPostMarkdown('<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [y](vbscript:msgbox) ![z](data:image/svg+xml;base64,PHN2Zz4=)');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img[^>]*onerror|href="javascript:|href="vbscript:|src="data:/);
  });
});

describe('the blog pages’ feed link', () => {
  it('names the RSS feed in the head, escaped', () => {
    const head = headHtml({
      meta: { title: 'Blog', description: 'Posts' },
      canonicalUrl: 'https://clinic.example/es/blog',
      siteUrl: 'https://clinic.example',
      feed: { href: 'https://clinic.example/es/blog/feed.xml', title: 'Blog de "Endolift" (RSS)' },
    });
    expect(head).toContain('<link rel="alternate" type="application/rss+xml" title="Blog de &quot;Endolift&quot; (RSS)" href="https://clinic.example/es/blog/feed.xml" />');
  });
});
