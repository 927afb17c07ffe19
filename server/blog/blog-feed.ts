/**
 * The blog's RSS 2.0 feed per language (/blog/feed.xml, /es/blog/feed.xml), written by the `feed`
 * library (it escapes every text and wraps the HTML in CDATA): the 50 newest live posts with their
 * cover, summary and full sanitised HTML, every address made absolute for feed readers.
 */
import { Feed } from 'feed';
import type { Locale } from '../i18n/request-locale';
import type { BlogPostRow } from './blog-repository';
import { blogPostPath } from './blog-posts';
import { feedText as english } from './feed-text';
import { feedText as spanish } from './feed-text.es';

const FEED_ITEMS = 50;

export const feedPath = (language: Locale) => (language === 'es' ? '/es/blog/feed.xml' : '/blog/feed.xml');

/** `src="/…"` and `href="/…"` in sanitised HTML (always double-quoted) → absolute on this site. */
function absoluteHtml(html: string, siteUrl: string): string {
  return html.replace(/\b(src|href)="\/(?!\/)/g, (_m, attr: string) => `${attr}="${siteUrl}/`);
}

function releasedAt(row: BlogPostRow): Date {
  return new Date(row.published_at ?? Date.parse(`${row.release_date}T00:00:00Z`));
}

export function blogFeedXml(posts: readonly BlogPostRow[], language: Locale, siteUrl: string): string {
  const text = language === 'es' ? spanish : english;
  const listUrl = `${siteUrl}${language === 'es' ? '/es/blog' : '/blog'}`;
  const newest = posts.slice(0, FEED_ITEMS);
  const feed = new Feed({
    id: listUrl,
    link: listUrl,
    title: text.title,
    description: text.description,
    language: text.language,
    copyright: text.copyright,
    generator: false,
    updated: newest.length > 0 ? new Date(Math.max(...newest.map((p) => Math.max(p.updated_at ?? 0, releasedAt(p).getTime())))) : undefined,
    feedLinks: { rss: `${siteUrl}${feedPath(language)}` },
  });
  for (const post of newest) {
    const url = `${siteUrl}${blogPostPath(post)}`;
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: releasedAt(post),
      description: post.meta_description,
      content: absoluteHtml(post.description, siteUrl),
      ...(post.image ? { image: { url: post.image.startsWith('/') ? `${siteUrl}${post.image}` : post.image, type: imageType(post.image) } } : {}),
    });
  }
  return feed.rss2();
}

function imageType(path: string): string {
  if (path.endsWith('.svg')) return 'image/svg+xml';
  if (path.endsWith('.png')) return 'image/png';
  if (path.endsWith('.webp')) return 'image/webp';
  if (path.endsWith('.avif')) return 'image/avif';
  return 'image/jpeg';
}
