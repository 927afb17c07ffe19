/**
 * The <head> lines the server writes for a page: title, description, canonical URL, robots,
 * Open Graph and JSON-LD. Crawlers read all of it before any script runs.
 */
import { clinic } from '../../src/config/clinic';
import type { Locale } from '../../src/i18n/locale';
import type { PageMeta } from './page-meta';

/** The page in each language, for hreflang: both twins name both, and English as the default. */
export interface Alternates {
  en: string;
  es: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** JSON inside <script> must not be able to close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HeadInput {
  meta: PageMeta;
  canonicalUrl: string;
  siteUrl: string;
  /** og:image, absolute or site-relative */
  image?: string;
  type?: 'website' | 'article';
  jsonLd?: readonly Record<string, unknown>[];
  locale?: Locale;
  /** absolute URLs of the page's twins; absent when the page has no twin (a post never translated) */
  alternates?: Alternates;
  /** the blog's RSS feed in the page's language, for feed readers' discovery (blog pages only) */
  feed?: { href: string; title: string };
}

export function headHtml(input: HeadInput): string {
  const { meta, canonicalUrl, siteUrl } = input;
  const image = input.image ? (input.image.startsWith('http') ? input.image : `${siteUrl}${input.image}`) : `${siteUrl}${clinic.logoPath}`;
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(clinic.clinicName)}" />`,
    `<meta property="og:type" content="${input.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:locale" content="${input.locale === 'es' ? 'es_US' : 'en_US'}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (meta.noindex) lines.push('<meta name="robots" content="noindex" />');
  if (input.alternates) {
    const { en, es } = input.alternates;
    lines.push(
      `<meta property="og:locale:alternate" content="${input.locale === 'es' ? 'en_US' : 'es_US'}" />`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(en)}" />`,
      `<link rel="alternate" hreflang="es" href="${escapeHtml(es)}" />`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(en)}" />`,
    );
  }
  if (input.feed) {
    lines.push(`<link rel="alternate" type="application/rss+xml" title="${escapeHtml(input.feed.title)}" href="${escapeHtml(input.feed.href)}" />`);
  }
  for (const block of input.jsonLd ?? []) {
    lines.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  }
  return lines.join('\n    ');
}
