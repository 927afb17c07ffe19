/**
 * The blog's RSS 2.0 feed per language (/blog/feed.xml, /es/blog/feed.xml): the 50 newest live
 * posts with their cover, summary and full sanitised HTML, every address made absolute for feed
 * readers. Written here element by element, every text through xml-text.ts, so no title, meta
 * description or body can end its element or CDATA section early: the `feed` package this used to
 * be written with escaped only the first `]]>` of a CDATA text, and a meta description such as
 * `a]]>b]]><x/>` put markup of its own into the document.
 */
import type { Locale } from '../i18n/request-locale';
import type { BlogPostRow } from './blog-repository';
import { blogPostPath } from './blog-posts';
import { xmlAttribute, xmlCdata, xmlText } from './xml-text';
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

/** The cover's absolute address: a path on this site, or an http(s) address as stored; anything else has no enclosure. */
function coverUrl(image: string, siteUrl: string): string | undefined {
  if (image.startsWith('/') && !image.startsWith('//')) return `${siteUrl}${image}`;
  return /^https?:\/\//i.test(image) ? image : undefined;
}

function imageType(path: string): string {
  if (path.endsWith('.svg')) return 'image/svg+xml';
  if (path.endsWith('.png')) return 'image/png';
  if (path.endsWith('.webp')) return 'image/webp';
  if (path.endsWith('.avif')) return 'image/avif';
  return 'image/jpeg';
}

const indent = (depth: number) => '    '.repeat(depth);
const textElement = (depth: number, name: string, text: string) => `${indent(depth)}<${name}>${xmlText(text)}</${name}>`;
const cdataElement = (depth: number, name: string, text: string) => `${indent(depth)}<${name}>${xmlCdata(text)}</${name}>`;

function itemXml(post: BlogPostRow, siteUrl: string): string[] {
  const url = `${siteUrl}${blogPostPath(post)}`;
  const cover = post.image ? coverUrl(post.image, siteUrl) : undefined;
  return [
    `${indent(2)}<item>`,
    cdataElement(3, 'title', post.title),
    textElement(3, 'link', url),
    `${indent(3)}<guid isPermaLink="false">${xmlText(url)}</guid>`,
    textElement(3, 'pubDate', releasedAt(post).toUTCString()),
    ...(post.meta_description ? [cdataElement(3, 'description', post.meta_description)] : []),
    ...(post.description ? [cdataElement(3, 'content:encoded', absoluteHtml(post.description, siteUrl))] : []),
    ...(cover ? [`${indent(3)}<enclosure url="${xmlAttribute(cover)}" length="0" type="${xmlAttribute(imageType(post.image))}"/>`] : []),
    `${indent(2)}</item>`,
  ];
}

export function blogFeedXml(posts: readonly BlogPostRow[], language: Locale, siteUrl: string): string {
  const text = language === 'es' ? spanish : english;
  const listUrl = `${siteUrl}${language === 'es' ? '/es/blog' : '/blog'}`;
  const newest = posts.slice(0, FEED_ITEMS);
  // the newest change among the posts shown: a feed with no post has no build date, so it stays the same document
  const updated = newest.length > 0 ? new Date(Math.max(...newest.map((p) => Math.max(p.updated_at ?? 0, releasedAt(p).getTime())))) : undefined;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    `${indent(1)}<channel>`,
    textElement(2, 'title', text.title),
    textElement(2, 'link', listUrl),
    textElement(2, 'description', text.description),
    ...(updated ? [textElement(2, 'lastBuildDate', updated.toUTCString())] : []),
    textElement(2, 'docs', 'https://validator.w3.org/feed/docs/rss2.html'),
    textElement(2, 'language', text.language),
    textElement(2, 'copyright', text.copyright),
    `${indent(2)}<atom:link href="${xmlAttribute(`${siteUrl}${feedPath(language)}`)}" rel="self" type="application/rss+xml"/>`,
    ...newest.flatMap((post) => itemXml(post, siteUrl)),
    `${indent(1)}</channel>`,
    '</rss>',
  ].join('\n');
}
